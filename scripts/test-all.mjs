// `npm test`: build, typecheck, lint, unit/component/API tests (Vitest) and browser journeys
// (Playwright), then one plain closing line "N passed, N failed" counting every test and check.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `=== ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/**
 * Like `run`, for a step that runs beside another: its output is held and printed whole when it
 * ends, so two steps' lines do not interleave.
 */
function runBeside(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status, error) => {
      console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      if (error !== undefined) console.log(String(error));
      console.log(
        `=== ${label}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(status === 0);
    };
    child.on('error', (error) => finish(null, error));
    child.on('close', (status) => finish(status));
  });
}

/** A check that is not a test runner (build, typecheck, lint) counts as one test. */
function count(label, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
  return ok;
}

async function check(label, command, args, env = {}) {
  return count(label, await runBeside(label, command, args, env));
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

// ESLint and tsc each use one core: ESLint (about 160 s) runs beside the build, the typecheck
// and the lint script's two quick checks (about 110 s together), so the two cores of the
// machines this runs on are both busy. ESLint's own --concurrency gained nothing here: its second
// worker builds the TypeScript program again, on the core the typecheck needs.
const overall = Date.now();
const [built] = await Promise.all([
  // The journeys read French screens through the preview (docs/decisions/i18n.md#previewing-french).
  check('build', 'npm', ['run', 'build'], { VITE_FRENCH_PREVIEW: 'on' }).then(async (ok) => {
    await check('typecheck', 'npm', ['run', 'typecheck']);
    await check('formatting', 'npx', ['prettier', '--check', '.']);
    await check('import cycles', 'npm', ['run', 'lint:cycles']);
    return ok;
  }),
  check('lint', 'npx', ['eslint', '.']),
]);
console.log(
  `=== build, typecheck and lint: ${((Date.now() - overall) / 1000).toFixed(1)} s in all`,
);

const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('unit, component and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  if (vitest.numFailedTests > 0 || !vitestOk) failures.push('vitest');
  if (vitest.numFailedTests === 0 && !vitestOk) totals.failed += 1;
} else {
  totals.failed += 1;
  failures.push('vitest (no report)');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium) && process.env.CI !== 'true') {
  console.log(
    `\n=== browser journeys SKIPPED: no Chromium at ${chromium} (install it: apt-get install -y chromium)`,
  );
} else if (!built) {
  console.log('\n=== browser journeys not run: the build failed');
  totals.failed += 1;
  failures.push('e2e (build failed)');
} else {
  const playwrightReport = join(reports, 'playwright.json');
  const e2eOk = run('browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const stats = readJson(playwrightReport)?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected > 0 || !e2eOk) failures.push('e2e');
    if (stats.unexpected === 0 && !e2eOk) totals.failed += 1;
  } else {
    totals.failed += 1;
    failures.push('e2e (no report)');
  }
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
