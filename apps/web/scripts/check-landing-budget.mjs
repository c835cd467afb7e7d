// Measures what the landing page downloads before it is interactive (entry chunk, its static
// imports and the route modules the prerender preloads) and checks it against the budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticChunkFiles } from './prerender.mjs';

export const landingBudgetBytes = 200 * 1024;

/** Source paths that must never load on the landing page (signed-in features, heavy clients). */
const forbiddenModules = [
  /\/node_modules\/axios\//,
  /\/node_modules\/@tanstack\//,
  /\/node_modules\/react-markdown\//,
  // route-access.ts only declares a route's needs; the guard itself must stay lazy.
  /\/src\/app\/guard\/(?!route-access\.ts$)/,
  /\/src\/api\//,
];

/**
 * @param {{ clientDir: string, manifest: Record<string, any>, entryKey: string,
 *   landingModules: string[], chunkModules: Map<string, string[]> }} input
 */
export async function checkLandingBudget({
  clientDir,
  manifest,
  entryKey,
  landingModules,
  chunkModules,
}) {
  const files = [
    ...new Set([entryKey, ...landingModules].flatMap((key) => staticChunkFiles(manifest, key))),
  ];
  let gzipped = 0;
  const rows = [];
  for (const file of files) {
    const size = gzipSync(await readFile(path.join(clientDir, file)), { level: 9 }).length;
    gzipped += size;
    rows.push({ file, kB: (size / 1024).toFixed(1) });
  }
  const offenders = files.flatMap((file) =>
    (chunkModules.get(file) ?? [])
      .filter((id) => forbiddenModules.some((pattern) => pattern.test(id)))
      .map((id) => `${file}: ${id}`),
  );
  return { files: rows, gzipped, offenders, withinBudget: gzipped <= landingBudgetBytes };
}
