import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLandingBudget, landingBudgetBytes } from './check-landing-budget.mjs';

let clientDir = '';

beforeEach(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'landing-budget-'));
});
afterEach(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

/** A chunk of `kB` kilobytes that gzip cannot shrink (random bytes). */
async function chunk(file: string, kB: number): Promise<string> {
  await writeFile(path.join(clientDir, file), randomBytes(kB * 1024).toString('base64'));
  return file;
}

// main.tsx's entry imports a small chunk statically; the app and the landing route are loaded
// only once the app starts.
const manifest = {
  'src/main.tsx': { file: 'entry.js', isEntry: true, imports: ['_storage.js'] },
  '_storage.js': { file: 'storage.js' },
};

describe('checkLandingBudget', () => {
  it('counts the entry and its static imports before interaction, and the app on top', async () => {
    await chunk('entry.js', 3);
    await chunk('storage.js', 1);
    await chunk('app.js', 40);
    const result = await checkLandingBudget({
      clientDir,
      manifest,
      entryKey: 'src/main.tsx',
      appModules: ['app.js'],
      chunkModules: new Map(),
      budgets: { initial: 10 * 1024, app: 80 * 1024 },
    });
    expect(result.files.map((row) => row.file)).toEqual(['entry.js', 'storage.js', 'app.js']);
    // Base64 of random bytes gzips to about three quarters of its length.
    expect(result.gzipped).toBeGreaterThan(3 * 1024);
    expect(result.gzipped).toBeLessThan(result.withApp);
    expect(result.withinBudget).toBe(true);
  });

  it('fails a landing page whose JavaScript before interaction is over the budget', async () => {
    await chunk('entry.js', 200);
    await chunk('storage.js', 1);
    const result = await checkLandingBudget({
      clientDir,
      manifest,
      entryKey: 'src/main.tsx',
      appModules: [],
      chunkModules: new Map(),
    });
    expect(result.gzipped).toBeGreaterThan(landingBudgetBytes);
    expect(result.withinBudget).toBe(false);
  });

  it('fails a landing page whose started app is over its budget, the first figure within', async () => {
    await chunk('entry.js', 3);
    await chunk('storage.js', 1);
    await chunk('app.js', 120);
    const result = await checkLandingBudget({
      clientDir,
      manifest,
      entryKey: 'src/main.tsx',
      appModules: ['app.js'],
      chunkModules: new Map(),
      budgets: { initial: 10 * 1024, app: 80 * 1024 },
    });
    expect(result.withinBudget).toBe(false);
  });

  it('names zod, the query client or the API layer when the landing page would load them', async () => {
    await chunk('entry.js', 1);
    await chunk('storage.js', 1);
    await chunk('app.js', 1);
    const result = await checkLandingBudget({
      clientDir,
      manifest,
      entryKey: 'src/main.tsx',
      appModules: ['app.js'],
      chunkModules: new Map([
        ['app.js', ['/repo/node_modules/zod/v4/core/core.js', '/repo/apps/web/src/app/routes.tsx']],
        ['storage.js', ['/repo/apps/web/src/api/http-client.ts']],
      ]),
    });
    expect(result.offenders).toEqual([
      'storage.js: /repo/apps/web/src/api/http-client.ts',
      'app.js: /repo/node_modules/zod/v4/core/core.js',
    ]);
  });
});
