// Measures the landing page's JavaScript (gzip) and checks it against its budgets, and checks that
// no prerendered public page loads signed-in code up front. Two figures: what the page loads before
// the visitor reaches for it (the entry script, main.tsx, and what it imports statically), and what
// starting the app adds (the app and the page's route modules, listed in the page for main.tsx).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticChunkFiles } from './prerender.mjs';
import {
  findForbiddenModules,
  signedInFeatureFolders,
  signedInModuleTest,
} from './signed-in-modules.ts';

/** The landing page's JavaScript before interaction, gzipped (docs/decisions/performance.md). */
export const landingBudgetBytes = 120 * 1024;
/**
 * Everything the landing page loads once its app has started (the figure above included),
 * gzipped: 192.0 KB measured when set (docs/benchmarks.md; 192.3 KB before zod left it and shared chunks
 * were copied into their users, which saves requests for a few duplicated bytes).
 */
export const landingAppBudgetBytes = 200 * 1024;

/**
 * Source paths that must never load on the landing page, before or after the app starts: heavy
 * clients other pages may need (the signed-in screens fetch, parse and render markdown). Signed-in
 * code is checked on every page below.
 */
const forbiddenModules = [
  /\/node_modules\/axios\//,
  /\/node_modules\/@tanstack\//,
  /\/node_modules\/react-markdown\//,
  /\/node_modules\/libphonenumber-js\//,
  /\/node_modules\/zod\//,
  /\/src\/api\//,
];

/** The chunk files a page loads before it is interactive: the entry's and its route modules'. */
function initialChunkFiles(manifest, entryKey, pageModules) {
  return [...new Set([entryKey, ...pageModules].flatMap((key) => staticChunkFiles(manifest, key)))];
}

async function gzippedSizes(clientDir, files) {
  const rows = [];
  for (const file of files) {
    const size = gzipSync(await readFile(path.join(clientDir, file)), { level: 9 }).length;
    rows.push({ file, bytes: size, kB: (size / 1024).toFixed(1) });
  }
  return rows;
}

const total = (rows) => rows.reduce((sum, row) => sum + row.bytes, 0);

/**
 * @param {{ clientDir: string, manifest: Record<string, any>, entryKey: string,
 *   appModules: string[], chunkModules: Map<string, string[]>,
 *   budgets?: { initial: number, app: number } }} input
 */
export async function checkLandingBudget({
  clientDir,
  manifest,
  entryKey,
  appModules,
  chunkModules,
  budgets = { initial: landingBudgetBytes, app: landingAppBudgetBytes },
}) {
  const initialFiles = staticChunkFiles(manifest, entryKey);
  const appFiles = appModules.filter((file) => !initialFiles.includes(file));
  const initial = await gzippedSizes(clientDir, initialFiles);
  const app = await gzippedSizes(clientDir, appFiles);
  const offenders = [...initialFiles, ...appFiles].flatMap((file) =>
    (chunkModules.get(file) ?? [])
      .filter((id) => forbiddenModules.some((pattern) => pattern.test(id)))
      .map((id) => `${file}: ${id}`),
  );
  const gzipped = total(initial);
  const withApp = gzipped + total(app);
  return {
    files: [...initial, ...app],
    gzipped,
    withApp,
    offenders,
    withinBudget: gzipped <= budgets.initial && withApp <= budgets.app,
  };
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
