// What `npm run bench:lighthouse` does with each page: Lighthouse (mobile preset) run several times
// in one Chrome, the median kept per category, with the machine's load average beside it (the
// figures are only comparable on a machine as loaded).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

/** The median of `values` (the lower middle one for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Load average over the last minute, as `uptime` prints it. */
export function loadAverage() {
  return loadavg()[0].toFixed(2);
}

/**
 * Lighthouse `runs` times on `url`; per run the category scores (0–100) and Total Blocking Time;
 * the median of each. `keepStorage` keeps the origin's local storage (a signed-in session, which
 * `beforeRun` puts there before each run).
 */
export async function auditPage(url, { port, categories, runs, keepStorage = false, beforeRun }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    await beforeRun?.();
    // BENCH_SAVE=dir keeps each run's full report (bootup time, main-thread work, LCP element).
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      disableStorageReset: keepStorage,
    });
    const lhr = result?.lhr;
    if (process.env.BENCH_SAVE !== undefined && lhr !== undefined) {
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${String(run)}.json`;
      writeFileSync(join(process.env.BENCH_SAVE, name), JSON.stringify(lhr));
    }
    results.push({
      scores: Object.fromEntries(
        categories.map((id) => [id, Math.round((lhr?.categories[id]?.score ?? 0) * 100)]),
      ),
      tbt: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN),
      fcp: Math.round(lhr?.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
      lcp: Math.round(lhr?.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      cls: lhr?.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      finalUrl: lhr?.finalDisplayedUrl ?? url,
      load: loadAverage(),
      // Lighthouse's own failure (a page that never painted in time on a loaded machine, ...).
      error: lhr?.runtimeError?.code ?? (lhr === undefined ? 'NO_RESULT' : undefined),
    });
  }
  // A failed run is shown but left out of the medians; all failed gives 0.
  const measured = results.filter((result) => result.error === undefined);
  return {
    runs: results,
    scores: Object.fromEntries(
      categories.map((id) => [id, median(measured.map((result) => result.scores[id])) ?? 0]),
    ),
    tbt: median(measured.map((result) => result.tbt)) ?? Number.NaN,
  };
}
