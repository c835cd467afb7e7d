// What `npm run bench:lighthouse` does with each page: Lighthouse (mobile preset) run several times
// in one Chrome, the median kept per category, with the machine's load average beside it (the
// figures are only comparable on a machine as loaded).
import { loadavg } from 'node:os';
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
 * the median of each. `keepStorage` keeps the origin's local storage (a signed-in session).
 */
export async function auditPage(url, { port, categories, runs, keepStorage = false }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        disableStorageReset: keepStorage,
      },
    );
    const lhr = result?.lhr;
    results.push({
      scores: Object.fromEntries(
        categories.map((id) => [id, Math.round((lhr?.categories[id]?.score ?? 0) * 100)]),
      ),
      tbt: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN),
      finalUrl: lhr?.finalDisplayedUrl ?? url,
      load: loadAverage(),
    });
  }
  return {
    runs: results,
    scores: Object.fromEntries(
      categories.map((id) => [id, median(results.map((result) => result.scores[id]))]),
    ),
    tbt: median(results.map((result) => result.tbt)),
  };
}
