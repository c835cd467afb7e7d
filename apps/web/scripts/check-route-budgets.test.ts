import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkRouteBudgets, routeBudgets, signedInShellModules } from './check-route-budgets.mjs';
import { appStartKey } from './prerender.mjs';

let clientDir = '';

beforeEach(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'route-budgets-'));
});
afterEach(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

/** A chunk of about `kB` kilobytes gzipped (random bytes do not compress). */
async function chunk(file: string, kB: number): Promise<void> {
  await writeFile(path.join(clientDir, file), randomBytes(kB * 1024));
}

// The app (react and the router), the signed-in shell (with the API client), and one screen that
// imports the app's react chunk, the shell's API client and a chunk of its own.
const manifest = {
  [appStartKey]: { file: 'start-app.js', imports: ['_react.js'] },
  '_react.js': { file: 'react.js' },
  [signedInShellModules[0] ?? '']: { file: 'guard.js', imports: ['_api.js', '_react.js'] },
  [signedInShellModules[1] ?? '']: { file: 'shell.js', imports: ['_react.js'] },
  '_api.js': { file: 'api.js' },
  'src/app/routes/screen.tsx': { file: 'screen.js', imports: ['_api.js', '_react.js', '_grid.js'] },
  '_grid.js': { file: 'grid.js' },
};

async function writeChunks(screenKB: number): Promise<void> {
  await chunk('start-app.js', 30);
  await chunk('react.js', 50);
  await chunk('guard.js', 5);
  await chunk('shell.js', 5);
  await chunk('api.js', 20);
  await chunk('screen.js', screenKB);
  await chunk('grid.js', 4);
}

const budgets = [
  { screen: 'screen', modules: ['src/app/routes/screen.tsx'], bytes: 20 * 1024 },
  { screen: 'shell', modules: signedInShellModules, bytes: 40 * 1024 },
];

describe('checkRouteBudgets', () => {
  it("counts a screen's own chunks beyond the app and the shell, and the shell beyond the app", async () => {
    await writeChunks(10);
    const [screen, shell] = await checkRouteBudgets({ clientDir, manifest, budgets });
    expect(screen?.files).toEqual(['screen.js', 'grid.js']);
    expect(screen?.gzipped).toBeGreaterThan(14 * 1024);
    expect(screen?.withinBudget).toBe(true);
    expect(shell?.files).toEqual(['guard.js', 'api.js', 'shell.js']);
    expect(shell?.withinBudget).toBe(true);
  });

  it('fails a screen that outgrows its budget', async () => {
    await writeChunks(30);
    const [screen] = await checkRouteBudgets({ clientDir, manifest, budgets });
    expect(screen?.withinBudget).toBe(false);
  });

  it('refuses a budget naming a route module the build does not have (a moved file)', async () => {
    await writeChunks(10);
    await expect(
      checkRouteBudgets({
        clientDir,
        manifest,
        budgets: [{ screen: 'gone', modules: ['src/app/routes/gone.tsx'], bytes: 1 }],
      }),
    ).rejects.toThrow(/No chunk for src\/app\/routes\/gone.tsx/);
  });

  it('budgets the three screens bench:lighthouse audits, and the shell', () => {
    expect(routeBudgets.map((budget) => budget.modules)).toEqual([
      ['src/app/routes/waitlist/childcare-providers.tsx'],
      ['src/app/routes/waitlist/childcare-requests.tsx'],
      ['src/app/routes/user-profile/provider-waitlist.tsx'],
      signedInShellModules,
    ]);
  });
});
