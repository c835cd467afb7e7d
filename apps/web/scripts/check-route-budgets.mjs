// Budgets for the JavaScript of the signed-in screens bench:lighthouse audits: what
// opening each screen loads on top of the app (src/app/start-app.ts and its static imports), gzip.
// The build fails when a screen grows past its budget, as it does for the landing page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appStartKey, staticChunkFiles } from './prerender.mjs';

/**
 * Each screen's route module and its budget in bytes, counted beyond the app and the signed-in
 * shell, and the shell's own budget beyond the app. Set from the sizes measured when they were introduced
 * (docs/benchmarks.md, in the comments), with room for ordinary growth; a screen that needs more should
 * split off what it does not show at first (as the map is) before the budget is raised.
 */
/** Loaded before any signed-in screen: the route guard's layout and the tab bar and drawer. */
export const signedInShellModules = [
  'src/app/guard/signed-in-guard.tsx',
  'src/app/routes/signed-in-shell.tsx',
];

export const routeBudgets = [
  {
    screen: 'matches with map',
    modules: ['src/app/routes/waitlist/childcare-providers.tsx'],
    // 64.1 KB measured when set (74.2 KB before the contract's error codes came from the build)
    bytes: 71 * 1024,
  },
  {
    screen: "a parent's requests",
    modules: ['src/app/routes/waitlist/childcare-requests.tsx'],
    // 65.3 KB measured when set (73.9 KB before)
    bytes: 72 * 1024,
  },
  {
    screen: "a provider's waitlist",
    modules: ['src/app/routes/user-profile/provider-waitlist.tsx'],
    // 80.2 KB measured when set (88.1 KB before)
    bytes: 88 * 1024,
  },
  {
    screen: 'signed-in guard and shell',
    modules: signedInShellModules,
    // 96.1 KB measured when set (124.7 KB before the user schema stopped loading the phone rule)
    bytes: 106 * 1024,
  },
];

/**
 * The gzipped size of what each screen loads beyond the app, and whether it is within budget.
 *
 * @param {{ clientDir: string, manifest: Record<string, any>,
 *   budgets?: { screen: string, modules: string[], bytes: number }[] }} input
 */
export async function checkRouteBudgets({ clientDir, manifest, budgets = routeBudgets }) {
  const app = new Set(staticChunkFiles(manifest, appStartKey));
  const shell = new Set(signedInShellModules.flatMap((key) => staticChunkFiles(manifest, key)));
  const rows = [];
  for (const { screen, modules, bytes } of budgets) {
    // A screen is measured beyond the shell around it, which is measured on its own.
    const loaded = modules === signedInShellModules ? app : new Set([...app, ...shell]);
    const missing = modules.filter((key) => manifest[key] === undefined);
    if (missing.length > 0) throw new Error(`No chunk for ${missing.join(', ')} (${screen})`);
    const files = [...new Set(modules.flatMap((key) => staticChunkFiles(manifest, key)))].filter(
      (file) => !loaded.has(file),
    );
    let gzipped = 0;
    for (const file of files) {
      gzipped += gzipSync(await readFile(path.join(clientDir, file)), { level: 9 }).length;
    }
    rows.push({ screen, files, gzipped, budget: bytes, withinBudget: gzipped <= bytes });
  }
  return rows;
}
