import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ChildcareProviderProfile,
  childcareProvidersApiPaths,
  devOutboxApiPaths,
  EraseNowResponse,
  OutboxResponse,
  privacyDevApiPaths,
  roleIds,
  SendRequestsResponse,
  waitlistApiPaths,
  xsrf,
} from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { latestSignInLink, uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { claimCentreThroughApi } from './support/listing-claims.ts';
import { pageLikeProject } from './support/pages.ts';
import { addChildWithTicket, apiHeaders } from './support/waitlist.ts';

/**
 * Each project's centre, claimed by its provider (one database serves the whole
 * run, and a listing is claimed once), whose waitlist the family joins with two others.
 */
const centres = {
  // 25 km from City Hall: outside every other journey's matches (their families look within
  // 2 to 5 km), so no other family joins these lines while the positions are checked.
  desktop: { name: 'Charlottetown Blvd. Childcare Centre', phone: '+14167240147' },
  phone: { name: 'Big Bears Daycare', phone: '+14167788860' },
} as const;

/** How far from City Hall these families look: far enough to reach the centres above. */
const familiesDistanceKm = 30;

/** A parent's child joins the provider's waitlist (sent through the API as the matches would). */
async function joinWaitlist(page: Page, firstName: string, providerId: string): Promise<void> {
  const { child, ticket } = await addChildWithTicket(page, {
    firstName,
    lastName: 'Haddad',
    distance: familiesDistanceKm,
  });
  const sent = await page.request.post(
    waitlistApiPaths.requestsOfTicket
      .replace('{childId}', child.id)
      .replace('{ticketId}', ticket.id),
    { data: { childcareProviderIds: [providerId] }, headers: await apiHeaders(page) },
  );
  expect(sent.status()).toBe(200);
  expect(SendRequestsResponse.parse(await sent.json()).items[0]?.outcome).toBe('sent');
}

/** Another family, in a browser context of its own, whose child joins the waitlist. */
async function anotherFamily(page: Page, firstName: string, providerId: string): Promise<void> {
  await signInThroughApi(page, {
    email: uniqueEmail(`families-data-${firstName.toLowerCase()}`),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  await joinWaitlist(page, firstName, providerId);
  await page.context().close();
}

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
// (apps/server/src/modules/privacy/privacy-erasure.test.ts) moves the clock and checks every
// table; here the development route carries it out at once, and the provider sees the line after.
test('a parent downloads their data, deletes the account, confirms by email, and cannot sign in; the provider sees an anonymous line and the others moved up @phone', async ({
  page,
  browser,
}, info) => {
  // A background job, three emails, three families, a claim and four axe checks on a busy
  // two-core machine.
  test.setTimeout(420_000);
  const centre = info.project.name === 'phone' ? centres.phone : centres.desktop;

  // The provider claims its centre; a family joins its waitlist first.
  const provider = await pageLikeProject(browser, info);
  await signInThroughApi(provider, {
    email: uniqueEmail('families-data-provider'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/home',
  });
  await claimCentreThroughApi(provider, centre.name, centre.phone);
  const profile = await provider.request.get(childcareProvidersApiPaths.profile, {
    headers: await apiHeaders(provider, roleIds.Licenced),
  });
  const providerId = ChildcareProviderProfile.parse(await profile.json()).id;
  if (providerId === null) throw new Error('the claimed centre has no profile id');
  await anotherFamily(await pageLikeProject(browser, info), 'Amara', providerId);

  const email = uniqueEmail('families-data');
  await signInThroughApi(page, {
    email,
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/user-profile',
  });
  // Lina joins second, then another family third.
  await joinWaitlist(page, 'Lina', providerId);
  await anotherFamily(await pageLikeProject(browser, info), 'Bilal', providerId);
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

  // The grace period passes (the hourly job's work, done at once by the development route).
  const xsrfToken = (await page.context().cookies()).find(
    (cookie) => cookie.name === xsrf.cookieName,
  )?.value;
  const erased = await page.request.post(privacyDevApiPaths.eraseNow, {
    headers: { [xsrf.headerName]: xsrfToken ?? '' },
    data: { email },
  });
  expect(erased.status(), await erased.text()).toBe(200);
  expect(EraseNowResponse.parse(await erased.json())).toEqual({ erased: true });

  // The provider's waitlist: Amara first, Bilal moved up to second, Lina nowhere, and an
  // anonymous line that left.
  await provider.goto('/user-profile/childcare-provider/waitlist');
  await expect(provider.getByRole('heading', { level: 1, name: 'Your waitlist' })).toBeVisible();
  await expect(
    provider.getByRole('listitem', { name: 'Amara' }).getByLabel('Position 1 in line'),
  ).toBeVisible();
  await expect(
    provider.getByRole('listitem', { name: 'Bilal' }).getByLabel('Position 2 in line'),
  ).toBeVisible();
  await expect(provider.getByRole('listitem', { name: 'Lina' })).toHaveCount(0);
  const left = provider.getByRole('region', { name: 'Families who left the line' });
  await expect(left.getByRole('listitem')).toHaveText([
    /^A family who joined on .+ left the line on .+\.$/,
  ]);
  await expect(left).not.toContainText('Lina');
  await expectAccessible(provider);
  await provider.context().close();
});
