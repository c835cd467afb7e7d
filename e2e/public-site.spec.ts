import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  authLoginPath,
  policiesApiPaths,
  publicPagePaths,
  torontoOpenDataAttribution,
} from '@kinderwait/contract';
import { seriousViolations } from './support/accessibility.ts';
import { recordPageProblems } from './support/page-problems.ts';

const publicPaths = Object.values(publicPagePaths);
const policyPaths: readonly string[] = [
  publicPagePaths.cookiePolicy,
  publicPagePaths.privacyPolicy,
  publicPagePaths.termsOfUse,
];

for (const path of publicPaths) {
  test(`public page ${path} renders its heading and has no serious accessibility violation or browser error @phone`, async ({
    page,
  }) => {
    const problems = await recordPageProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Without the header, "no violation" below would prove nothing.
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).not.toBeEmpty();
    await expect(page.getByRole('main')).toBeVisible();
    // A policy's text is part of its page: check it is there, not only the h1.
    if (policyPaths.includes(path)) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('the error page has no serious accessibility violation or browser error @phone', async ({
  page,
}) => {
  const problems = await recordPageProblems(page);
  await page.goto('/error/503/Server%20error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Server error')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the not-found page has no serious accessibility violation or browser error @phone', async ({
  page,
}) => {
  const problems = await recordPageProblems(page);
  const response = await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  expect(await seriousViolations(page)).toEqual([]);
  // The page's own 404 status is what Chrome reports; nothing else may fail.
  expect(problems.filter((problem) => !problem.endsWith(`(${response?.url() ?? ''})`))).toEqual([]);
});

test('every blog article listed on the blog page opens with its own heading', async ({ page }) => {
  await page.goto(publicPagePaths.blog);
  const links = page.getByRole('main').locator('a[href^="/blog/"]');
  const hrefs = [
    ...new Set(
      await links.evaluateAll((nodes: Element[]) => nodes.map((n) => n.getAttribute('href') ?? '')),
    ),
  ];
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('prerendered pages arrive as HTML with their heading before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [publicPagePaths.landing, publicPagePaths.about, publicPagePaths.safety]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  await context.close();
});

/** Whether React has taken over the element (hydration gives the server's node its props). */
function startedOn(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));
}

test('a visitor reads the server’s page until they reach for it; then pages change without full reloads', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(publicPagePaths.landing);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'still here';
  });
  // Reading costs the phone no app start.
  await page.mouse.wheel(0, 600);
  expect(await startedOn(page, 'footer a')).toBe(false);

  // The first key (here Tab) starts it ...
  await page.keyboard.press('Tab');
  await expect.poll(() => startedOn(page, 'footer a')).toBe(true);
  // ... and from then on a link changes the page in place.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /^safety/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/safety$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'still here',
  );
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('a visitor’s first tap on the phone menu opens it, the app starting on that tap @phone-only', async ({
  page,
}) => {
  await page.goto(publicPagePaths.landing);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  expect(await startedOn(page, 'button[aria-controls]')).toBe(false);

  await menuButton.click();

  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the licences page credits the Toronto open data', async ({ page }) => {
  await page.goto(publicPagePaths.licenses);
  await expect(page.getByText(torontoOpenDataAttribution).first()).toBeVisible();
});

test('a policy page shows the policy text the API serves, without asking for it', async ({
  page,
}) => {
  const policyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(policiesApiPaths.getPolicy)) policyCalls.push(request.url());
  });
  await page.goto(publicPagePaths.privacyPolicy);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
  await expect(
    page.getByText(/PIPEDA|Personal Information Protection and Electronic Documents Act/).first(),
  ).toBeVisible();
  // Started as a reader would (a tap), the app takes over the page without a call for the text.
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(page.getByText(/PIPEDA/).first()).toBeVisible();
  expect(policyCalls).toEqual([]);
});

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('a pasted error link shows our words for its code, never the words in its path', async ({
  page,
}) => {
  await page.goto('/error/403/Your%20account%20is%20suspended.%20Call%20%2B1-555-0100');
  await expect(page.getByText('Error 403', { exact: true })).toBeVisible();
  await expect(page.getByText('Request error', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  await expect(page.locator('html')).not.toContainText('555-0100');
  expect(await page.title()).not.toContain('suspended');
});

test('a signed-in route without a token lands on the auth screen', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(new RegExp(`${authLoginPath}$`));
});

test('robots.txt and sitemap.xml are served for search engines', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of publicPaths) expect(xml).toContain(`${path === '/' ? '' : path}</loc>`);
});
