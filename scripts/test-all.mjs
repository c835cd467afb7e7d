// `npm test`: build, typecheck, lint, unit/component/API tests (Vitest) and browser journeys
// (Playwright), then one plain closing line "N passed, N failed" counting every test and check.
import { spawnSync } from 'node:child_process';
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

/** A check that is not a test runner (build, typecheck, lint) counts as one test. */
function check(label, command, args) {
  const ok = run(label, command, args);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const built = check('build', 'npm', ['run', 'build']);
check('typecheck', 'npm', ['run', 'typecheck']);
check('lint', 'npm', ['run', 'lint']);

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
