// `npm run bench:lighthouse`: Lighthouse (mobile preset) on the public pages (the landing page, one
// blog article, a policy), served by the real server from the current build, each run three times
// (BENCH_RUNS) and the median kept. Prints the four category scores, Total Blocking Time and the
// load average per page, and exits non-zero when a page misses its targets (issue 28: performance
// 95 and TBT 200 ms for public pages). `--no-build` audits the build already in apps/web/dist.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { auditPage, loadAverage } from './lighthouse-runs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const tbtTarget = 200;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(
  readFileSync(join(root, 'apps/web/dist/client/prerender-manifest.json'), 'utf8'),
);
const article = manifest.paths.find((path) => path.startsWith('/blog/'));
// BENCH_PAGES=/,/policies/privacy-policy audits only those.
const pages = (process.env.BENCH_PAGES?.split(',') ?? ['/', article, '/policies/privacy-policy'])
  .filter(Boolean);

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
  console.log(`Lighthouse mobile, median of ${runs} runs; load average before: ${loadAverage()}`);
  for (const path of pages) {
    const audit = await auditPage(`${origin}${path}`, {
      port: chrome.port,
      categories: Object.keys(targets),
      runs,
    });
    const { scores, tbt } = audit;
    const misses = Object.entries(targets).filter(([id, target]) => scores[id] < target);
    if (tbt > tbtTarget) misses.push(['TBT']);
    if (misses.length > 0) failed = true;
    console.log(
      `${path.padEnd(40)} performance ${scores.performance}  accessibility ${scores.accessibility}  ` +
        `best practices ${scores['best-practices']}  SEO ${scores.seo}  TBT ${tbt} ms` +
        (misses.length > 0 ? `  (below target: ${misses.map(([id]) => id).join(', ')})` : ''),
    );
    console.log(
      `  runs: ${audit.runs.map((run) => `${run.scores.performance} (TBT ${run.tbt} ms, load ${run.load})`).join(', ')}`,
    );
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
