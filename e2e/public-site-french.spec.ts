import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { recordPageProblems } from './support/page-problems.ts';

function started(page: Page): Promise<boolean> {
  return page
    .locator('footer a')
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));
}

// The public site in French (docs/product/public-site.md#languages): built and served under /fr
// even before French is offered, so the preview and these checks can read it.
test('the French landing page is French before and after the app starts, with no hydration error @phone', async ({
  page,
}) => {
  const problems = await recordPageProblems(page);
  const response = await page.goto('/fr');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(
    'Trouvez un service de garde et inscrivez-vous aux listes d’attente, au même endroit',
  );
  await expect(page.getByRole('link', { name: 'À propos' }).first()).toHaveAttribute(
    'href',
    '/fr/about',
  );
  // The app starts on the visitor's first key and draws the same French page.
  await page.keyboard.press('Tab');
  await expect.poll(() => started(page)).toBe(true);
  await expect(heading).toHaveText(/^Trouvez un service de garde/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
