import { z } from 'zod/mini';

const ListedPackage = z.object({
  name: z.string(),
  version: z.string(),
  /** SPDX expression or the name the package declares, e.g. "MIT" or "(MIT OR Apache-2.0)". */
  licenses: z.string(),
  repository: z.optional(z.string()),
  publisher: z.optional(z.string()),
  /** Index into `licenseTexts`: dozens of packages share a text word for word. */
  licenseText: z.optional(z.int().check(z.nonnegative())),
});

/**
 * The file scripts/generate-licenses.mjs writes to src/generated/licenses.json at build time
 * (its shape is scripts/license-list.ts).
 */
export const GeneratedLicenses = z.object({
  generatedAt: z.string(),
  licenseTexts: z.array(z.string()),
  browser: z.array(ListedPackage),
  server: z.array(ListedPackage),
});
export type GeneratedLicenses = z.infer<typeof GeneratedLicenses>;

export interface ShippedPackage {
  name: string;
  version: string;
  licenses: string;
  repository?: string;
  publisher?: string;
  licenseText?: string;
}

export interface ShippedLicenses {
  generatedAt: string;
  /** Packages in the web app, which runs in the visitor's browser. */
  browser: ShippedPackage[];
  /** The server's production dependencies, which run on our machines. */
  server: ShippedPackage[];
}

/*
 * A glob rather than an import: the file is build output (gitignored), and a glob of a missing
 * file is an empty object instead of a compile error, so the page still builds and explains.
 */
const generated = import.meta.glob<unknown>('/src/generated/licenses.json', {
  eager: true,
  import: 'default',
});

/**
 * The licences of the shipped dependencies, with their texts in place, or undefined when they
 * have not been generated or the file is not what the generator writes.
 */
export function loadShippedLicenses(
  files: Record<string, unknown> = generated,
): ShippedLicenses | undefined {
  const [raw] = Object.values(files);
  if (raw === undefined) return undefined;
  const result = GeneratedLicenses.safeParse(raw);
  if (!result.success) return undefined;
  const { generatedAt, licenseTexts, browser, server } = result.data;
  // A text index past the end means a damaged file: better the explanation than wrong credits.
  const dangling = [...browser, ...server].some(
    (pkg) => pkg.licenseText !== undefined && pkg.licenseText >= licenseTexts.length,
  );
  if (dangling) return undefined;
  const withText = (packages: GeneratedLicenses['browser']): ShippedPackage[] =>
    packages.map(({ licenseText, ...rest }) => {
      const text = licenseText === undefined ? undefined : licenseTexts[licenseText];
      return text === undefined ? rest : { ...rest, licenseText: text };
    });
  return { generatedAt, browser: withText(browser), server: withText(server) };
}
