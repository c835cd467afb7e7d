// `npm run bench:lighthouse`: Lighthouse (mobile preset) on the landing page and one blog article,
// served by the real server from the current build. Prints the four category scores per page and
// exits non-zero when a page misses the targets of the foundation issue.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const targets = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 95 };

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(
  readFileSync(join(root, 'apps/web/dist/client/prerender-manifest.json'), 'utf8'),
);
const article = manifest.paths.find((path) => path.startsWith('/blog/'));
const pages = ['/', article].filter(Boolean);

const dataDir = mkdtempSync(join(tmpdir(), 'kinderwait-bench-'));
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy within 60 s');
}

let failed = false;
let chrome;
try {
  await waitForHealth();
  chrome = await chromeLauncher.launch({
    // The same variable as the browser journeys, so one setting serves both.
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const path of pages) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    });
    const categories = result?.lhr.categories ?? {};
    const scores = Object.fromEntries(
      Object.keys(targets).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    const misses = Object.entries(targets).filter(([id, target]) => scores[id] < target);
    if (misses.length > 0) failed = true;
    console.log(
      `${path.padEnd(40)} performance ${scores.performance}  accessibility ${scores.accessibility}  ` +
        `best practices ${scores['best-practices']}  SEO ${scores.seo}` +
        (misses.length > 0 ? `  (below target: ${misses.map(([id]) => id).join(', ')})` : ''),
    );
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
