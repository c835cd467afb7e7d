import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { recordPageProblems } from './support/page-problems.ts';

// The public pages are checked one by one in public-site.spec.ts, and registering through the
// screens up to home by onboarding.spec.ts, which records the same problems; this covers the
// signed-in app, whose screens load the API client and the forms.
test('the signed-in app (home, the profile and its form) runs under the Content-Security-Policy without a browser error', async ({
  page,
}) => {
  await signInThroughApi(page, {
    email: uniqueEmail('csp'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  // Recorded from here: the sign-in's plain-text page makes the browser ask for a favicon.
  const problems = await recordPageProblems(page);
  const response = await page.goto('/home');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to KinderWait' }),
  ).toBeVisible();
  await page.goto('/user-profile');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the API documentation at /api/docs renders its operations under the Content-Security-Policy', async ({
  page,
}) => {
  // Swagger UI parses a 1.4 MB bundle, then resolves the whole OpenAPI 3.1 document before it
  // draws anything: 5 s on an idle machine, and over the default 10 s beside the other worker on
  // a loaded one (a CI run failed so). Waiting longer here hides no slowness of ours.
  test.slow();
  const problems = await recordPageProblems(page);
  await page.goto('/api/docs');
  // Swagger UI draws one block per operation from /api/docs/json.
  await expect(page.getByText('/api/account/magic-links', { exact: true }).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('/api/health', { exact: true }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
