import { z } from 'zod/mini';

export const ShippedPackage = z.object({
  name: z.string(),
  version: z.string(),
  /** SPDX expression or the name the package declares, e.g. "MIT" or "(MIT OR Apache-2.0)". */
  licenses: z.string(),
  repository: z.optional(z.string()),
  publisher: z.optional(z.string()),
  licenseText: z.optional(z.string()),
});
export type ShippedPackage = z.infer<typeof ShippedPackage>;

/** The file scripts/generate-licenses.mjs writes to src/generated/licenses.json at build time. */
export const ShippedLicenses = z.object({
  generatedAt: z.string(),
  packages: z.array(ShippedPackage),
});
export type ShippedLicenses = z.infer<typeof ShippedLicenses>;

/*
 * A glob rather than an import: the file is build output (gitignored), and a glob of a missing
 * file is an empty object instead of a compile error, so the page still builds and explains.
 */
const generated = import.meta.glob<unknown>('/src/generated/licenses.json', {
  eager: true,
  import: 'default',
});

/** The licences of the shipped dependencies, or undefined when they have not been generated. */
export function loadShippedLicenses(
  files: Record<string, unknown> = generated,
): ShippedLicenses | undefined {
  const [raw] = Object.values(files);
  if (raw === undefined) return undefined;
  const result = ShippedLicenses.safeParse(raw);
  return result.success ? result.data : undefined;
}
