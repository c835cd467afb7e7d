import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

interface AxeWindow {
  axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
}

/**
 * Serious and critical axe violations of the page as it is now, one line each.
 *
 * axe-core is run in the page directly rather than through @axe-core/playwright: that wrapper
 * evaluated axe's 550 KB source three times a check and opened a blank page to merge the
 * frames' results, about 2 s a check and 40% of a journey's time; the app has no frames. The
 * source is evaluated once a document (a client-side navigation keeps it), and only violations
 * are collected in full (`resultTypes`), which changes nothing in what is found.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog fading in (or out) has text at part opacity, which axe reports as low contrast:
  // the page is checked once its finite animations and transitions have ended (spinners run on).
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.all(ending);
  });
  const injected = await page.evaluate(() => (window as AxeWindow).axe !== undefined);
  if (!injected) await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const loaded = (window as AxeWindow).axe;
    if (loaded === undefined) throw new Error('axe-core did not load in the page');
    return loaded.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
