import { expect, test, type APIRequestContext } from '@playwright/test';
import { devOutboxApiPaths, OutboxResponse } from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { latestSignInLink, uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { addChildWithTicket } from './support/waitlist.ts';

/** The newest link emailed to `email` whose address matches `pattern`. */
async function emailedLink(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(devOutboxApiPaths.outbox, { params: { to: email } });
        const messages = OutboxResponse.parse(await response.json());
        link = messages.map((message) => pattern.exec(message.text)?.[0]).find(Boolean);
        return link;
      },
      { message: `a link like ${String(pattern)} emailed to ${email}`, timeout: 30_000 },
    )
    .toBeDefined();
  if (link === undefined) throw new Error('unreachable');
  return link;
}

// The erasure itself runs 14 days later (the hourly job): the API test
// (apps/server/src/modules/privacy/privacy-erasure.test.ts) moves the clock and checks the
// provider's positions and every table; this journey is the family's side in the browser.
test('a parent downloads their data, deletes the account, confirms by email, and cannot sign in @phone', async ({
  page,
}) => {
  test.slow(); // a background job, three emails and two axe checks on a busy machine
  const email = uniqueEmail('families-data');
  await signInThroughApi(page, {
    email,
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/user-profile',
  });
  await addChildWithTicket(page, { firstName: 'Lina', lastName: 'Haddad' });
  await page.goto('/user-profile');

  const yourData = page.getByRole('region', { name: 'Your data' });
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  await expect(yourData.getByRole('link', { name: 'Download the archive' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('region', { name: "Who saw your children's information" }),
  ).toContainText("No provider has seen Lina's information yet.");
  await expectAccessible(page);
  const archiveLink = await emailedLink(page.request, email, /https?:\/\/\S+\/archive\?token=\S+/);
  const archive = await page.request.get(archiveLink);
  expect(archive.status()).toBe(200);
  expect(archive.headers()['content-type']).toBe('application/zip');

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Email me the confirmation link' }).click();
  await expect(yourData.getByText(/Check your email: we sent a link/)).toBeVisible();

  const confirmLink = await emailedLink(
    page.request,
    email,
    /https?:\/\/\S+\/delete-account\/confirm\?token=\S+/,
  );
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText(/Your account is closed and will be deleted on/)).toBeVisible();

  // Signing in again: the emailed link is refused (the server answers account_closed; the
  // confirmation screen says the account is being deleted and how to keep it) and the app stays
  // signed out.
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page
    .getByRole('button', { name: /send|sign in|link/i })
    .first()
    .click();
  await page.goto(await latestSignInLink(page.request, email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account is being deleted' }),
  ).toBeVisible();
  await expect(page.getByText(/Keep my account/)).toBeVisible();
  await expect(page).not.toHaveURL(/\/home$/);
});
