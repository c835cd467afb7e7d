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
