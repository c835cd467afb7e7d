// Measures what the landing page downloads before it is interactive (entry chunk, its static
// imports and the route modules the prerender preloads) and checks it against the budget, and
// checks that no prerendered public page loads signed-in code up front.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticChunkFiles } from './prerender.mjs';
import {
  findForbiddenModules,
  signedInFeatureFolders,
  signedInModuleTest,
} from './signed-in-modules.ts';

export const landingBudgetBytes = 200 * 1024;

/**
 * Source paths that must never load on the landing page: heavy clients other public pages may
 * need (policy pages fetch and render markdown). Signed-in code is checked on every page below.
 */
const forbiddenModules = [
  /\/node_modules\/axios\//,
  /\/node_modules\/@tanstack\//,
  /\/node_modules\/react-markdown\//,
  /\/node_modules\/libphonenumber-js\//,
  /\/src\/api\//,
];

/** The chunk files a page loads before it is interactive: the entry's and its route modules'. */
function initialChunkFiles(manifest, entryKey, pageModules) {
  return [...new Set([entryKey, ...pageModules].flatMap((key) => staticChunkFiles(manifest, key)))];
}

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
  const files = initialChunkFiles(manifest, entryKey, landingModules);
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

/**
 * Signed-in code (every feature under src/features but `public`, and the access guard) in the
 * initial chunks of any prerendered page, one line per module.
 *
 * @param {{ srcDir: string, rootDir: string, manifest: Record<string, any>, entryKey: string,
 *   pages: { path: string, modules: string[] }[], chunkModules: Map<string, string[]> }} input
 */
export async function checkPublicPages({
  srcDir,
  rootDir,
  manifest,
  entryKey,
  pages,
  chunkModules,
}) {
  const folders = await readdir(path.join(srcDir, 'features'), { withFileTypes: true });
  const features = signedInFeatureFolders(
    folders.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  );
  const pageChunks = pages.map((page) => ({
    path: page.path,
    files: initialChunkFiles(manifest, entryKey, page.modules),
  }));
  const offenders = findForbiddenModules(
    pageChunks,
    chunkModules,
    signedInModuleTest(srcDir, features),
    rootDir,
  );
  return { features, offenders };
}
