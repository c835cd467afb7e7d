import { expect, test } from '@playwright/test';
import { parentChoice, registerWithRole, uniqueEmail } from './support/accounts.ts';
import { recordPageProblems } from './support/page-problems.ts';

// The public pages are checked one by one in public-site.spec.ts; this covers the signed-in app,
// whose screens load the API client and the forms.
test('registering and reaching the home screen runs under the Content-Security-Policy without a browser error', async ({
  page,
}) => {
  const problems = await recordPageProblems(page);
  const response = await page.goto('/auth/register');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await registerWithRole(page, uniqueEmail('csp'), parentChoice);
  expect(problems).toEqual([]);
});

test('the API documentation at /api/docs renders its operations under the Content-Security-Policy', async ({
  page,
}) => {
  const problems = await recordPageProblems(page);
  await page.goto('/api/docs');
  // Swagger UI draws one block per operation from /api/docs/json.
  await expect(page.getByText('/api/account/magic-links', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('/api/health', { exact: true }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
