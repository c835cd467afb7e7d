// Shapes src/generated/licenses.json from what the licence checker found: one list of packages
// per place the code runs, with each distinct licence text stored once (dozens of packages share
// a text word for word, and the file is downloaded by the /licenses page). Pure, so it is
// unit-tested; Node runs this file directly (type stripping), so it uses erasable syntax only.

/** What license-checker-rseidelsohn reports for one `name@version` (customFormat fields). */
export interface CheckerInfo {
  licenses?: string | string[];
  repository?: string;
  publisher?: string;
  licenseText?: string;
  licenseFile?: string;
}

export interface ListedPackage {
  name: string;
  version: string;
  /** SPDX expression or what the package declares, e.g. "MIT" or "(MIT OR Apache-2.0)". */
  licenses: string;
  repository?: string;
  publisher?: string;
  /** Index into `licenseTexts`. */
  licenseText?: number;
}

export interface LicenseList {
  generatedAt: string;
  licenseTexts: string[];
  /** Packages bundled into the web app that runs in the visitor's browser. */
  browser: ListedPackage[];
  /** Production dependencies of the server. */
  server: ListedPackage[];
}

// The checker falls back to a README when a package has no licence file; that is not a licence.
function isLicenseFile(file: string | undefined): boolean {
  const base = (file ?? '').split(/[\\/]/).at(-1) ?? '';
  return !/^readme/i.test(base);
}

function splitId(id: string): { name: string; version: string } {
  // Scoped names start with @, so the version follows the last @.
  const at = id.lastIndexOf('@');
  return { name: id.slice(0, at), version: id.slice(at + 1) };
}

/**
 * @param ids `name@version` of the packages of each place; duplicates are listed once.
 * @param found the checker's answer for (at least) every id; an id it does not know throws.
 */
export function buildLicenseList(
  ids: { browser: readonly string[]; server: readonly string[] },
  found: Readonly<Record<string, CheckerInfo>>,
  generatedAt: string,
): LicenseList {
  const missing = [...new Set([...ids.browser, ...ids.server])].filter((id) => !(id in found));
  if (missing.length > 0) throw new Error(`No licence information for: ${missing.join(', ')}`);

  const licenseTexts: string[] = [];
  const textIndex = new Map<string, number>();
  function indexOfText(text: string): number {
    const known = textIndex.get(text);
    if (known !== undefined) return known;
    licenseTexts.push(text);
    textIndex.set(text, licenseTexts.length - 1);
    return licenseTexts.length - 1;
  }

  // Sorted before the texts are numbered, so the same packages always give the same file.
  function list(group: readonly string[]): ListedPackage[] {
    return [...new Set(group)]
      .map(splitId)
      .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
      .map(({ name, version }) => {
        const info = found[`${name}@${version}`] ?? {};
        const licenses = Array.isArray(info.licenses) ? info.licenses.join(' OR ') : info.licenses;
        const entry: ListedPackage = { name, version, licenses: licenses ?? 'UNKNOWN' };
        // Local file paths (licenseFile) are left out: they mean nothing to a visitor.
        if (info.repository) entry.repository = info.repository;
        if (info.publisher) entry.publisher = info.publisher;
        const text = info.licenseText?.trim();
        if (text && isLicenseFile(info.licenseFile)) entry.licenseText = indexOfText(text);
        return entry;
      });
  }

  return { generatedAt, licenseTexts, browser: list(ids.browser), server: list(ids.server) };
}
