// Writes src/generated/licenses.json for the /licenses page: the licences of the npm packages whose
// code is in the client bundle, as license-checker-rseidelsohn reports them.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { init } from 'license-checker-rseidelsohn';

/**
 * The package a bundled file belongs to: the nearest package.json with a name and version above
 * it (some packages have nameless or private package.json files in subfolders, such as esm/).
 */
function owningPackage(file) {
  let dir = path.dirname(file);
  while (dir.includes(`${path.sep}node_modules${path.sep}`)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      // A published package is never private; private manifests are entry points inside one
      // (e.g. @hookform/resolvers/zod/package.json), so keep looking upwards.
      if (pkg.name && pkg.version && !pkg.private) return `${pkg.name}@${pkg.version}`;
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

/** `name@version` of every npm package with code among the bundle's module ids. */
export function shippedPackageIds(moduleIds) {
  const ids = new Set();
  for (const id of moduleIds) {
    // Virtual and query-suffixed ids (\0vite/..., file.js?commonjs-proxy) point at no file.
    const file = id.replace(/^\0/, '').replace(/\?.*$/, '');
    if (!file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const owner = owningPackage(file);
    if (owner) ids.add(owner);
  }
  return [...ids].sort();
}

function initChecker(options) {
  return new Promise((resolve, reject) => {
    init(options, (error, packages) => (error ? reject(error) : resolve(packages)));
  });
}

const asText = (value) => (Array.isArray(value) ? value.join(' OR ') : value);

export async function generateLicenses({ ids, repoRoot, outFile }) {
  const found = await initChecker({
    start: repoRoot,
    includePackages: ids.join(';'),
    customFormat: {
      name: '',
      version: '',
      licenses: '',
      repository: '',
      publisher: '',
      licenseText: '',
    },
  });
  const missing = ids.filter((id) => !(id in found));
  if (missing.length > 0) throw new Error(`No licence information for: ${missing.join(', ')}`);

  const packages = ids
    .map((id) => {
      const info = found[id];
      const at = id.lastIndexOf('@');
      const entry = {
        name: id.slice(0, at),
        version: id.slice(at + 1),
        licenses: asText(info.licenses) ?? 'UNKNOWN',
      };
      // Local file paths (path, licenseFile) are left out: they mean nothing to a visitor.
      if (info.repository) entry.repository = info.repository;
      if (info.publisher) entry.publisher = info.publisher;
      if (info.licenseText) entry.licenseText = info.licenseText.trim();
      return entry;
    })
    .sort((a, b) => a.name.localeCompare(b.name));

  await mkdir(path.dirname(outFile), { recursive: true });
  const file = { generatedAt: new Date().toISOString(), packages };
  await writeFile(outFile, `${JSON.stringify(file, null, 2)}\n`);
  return packages;
}
