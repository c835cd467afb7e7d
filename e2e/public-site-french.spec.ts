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

// The content pages carry long-form French (the FAQ, a blog article): read at a narrow phone's
// width and on a desktop, in French, linking on to the French site.
const frenchContentPages = [
  { path: '/fr/about', heading: 'Pourquoi nous avons créé KinderWait' },
  {
    path: '/fr/blog/licensed-vs-unlicensed-care-in-ontario',
    heading: /^Services de garde agréés et non agréés en Ontario/,
    words: 'Quand vous cherchez un service de garde à Toronto',
    link: { name: 'guide de sécurité', href: '/fr/safety' },
  },
  { path: '/fr/help', words: 'Comment me connecter?' },
] as const;

for (const width of [320, 1280]) {
  test(`French content pages read in French at ${String(width)} px, axe clean, links in French`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const problems = await recordPageProblems(page);
    for (const content of frenchContentPages) {
      const response = await page.goto(content.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      if ('heading' in content) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
      }
      if ('words' in content) await expect(page.getByText(content.words).first()).toBeVisible();
      if ('link' in content) {
        await expect(page.getByRole('link', { name: content.link.name })).toHaveAttribute(
          'href',
          content.link.href,
        );
      }
      await page.keyboard.press('Tab');
      await expect.poll(() => started(page)).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${content.path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}
