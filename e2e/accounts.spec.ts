import { expect, test } from '@playwright/test';
import {
  authLoginPath,
  commonErrorCodes,
  eventStatisticsApiPaths,
  signInApiPaths,
  specMessages,
  storageKeys,
} from '@kinderwait/contract';
import { expiredCopyOf } from './support/access-token.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { expectAccessible } from './support/accessibility.ts';
import {
  expectNothingStoredInPlain,
  featureNavigation,
  settledNavigation,
  latestSignInLink,
  openMenuIfNarrow,
  parentChoice,
  registerWithRole,
  stored,
  storedToken,
  uniqueEmail,
} from './support/accounts.ts';

test('register, open the emailed link, choose a role and land on home @phone', async ({ page }) => {
  const email = uniqueEmail('register');
  await registerWithRole(page, email, parentChoice, true);

  await expect(page.getByRole('heading', { name: 'Add your children' })).toBeVisible();
  await expect(featureNavigation(page).getByRole('link', { name: 'Waitlist' })).toBeVisible();
  expect(await stored(page, storageKeys.roleId)).toBe('2');
  expect(await stored(page, storageKeys.roleCode)).toBe('Parent');
  // The production build keeps the token and role obfuscated
  // (docs/product/app-shell.md#browser-storage).
  const token = await storedToken(page);
  if (token === null) throw new Error('no token stored after sign-in');
  await expectNothingStoredInPlain(page, token.refreshToken);
  await expectAccessible(page);

  // A used link cannot sign in again, and the page offers a new one.
  const used = await latestSignInLink(page.request, email);
  await page.evaluate(() => {
    localStorage.clear();
  });
  await page.goto(used);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link cannot be used' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
  await expectAccessible(page);
});

test('an existing user signs in with an emailed link and goes straight home', async ({
  page,
  browser,
}) => {
  // Registering has its own journey (above): this account is made through the API.
  const email = uniqueEmail('login');
  await signInThroughApi(page, {
    email,
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(authLoginPath);
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(other);
  await other.getByRole('textbox', { name: /email/i }).fill(email);
  await other.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  await other.goto(await latestSignInLink(other.request, email));
  await expect(other).toHaveURL(/\/home$/);
  await expect(other.getByText('Hello Ada, you are signed in as Parent.')).toBeVisible();
  await expectAccessible(other);
  await fresh.close();
});

test('a signed-out visit to a deep link leads back to it once the emailed link is opened in a new tab', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('deep-link');
  await signInThroughApi(page, {
    email,
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });

  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto('/waitlist/children');
  await expect(visitor).toHaveURL(/\/auth\/login$/);
  await visitor.getByRole('textbox', { name: /email/i }).fill(email);
  await visitor.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  const newTab = await fresh.newPage();
  await newTab.goto(await latestSignInLink(newTab.request, email));
  await expect(newTab).toHaveURL(/\/waitlist\/children$/);
  await fresh.close();
});

test('a signed-in user on a not-found page is led back home, not offered to sign in', async ({
  page,
}) => {
  await signInThroughApi(page, {
    email: uniqueEmail('signed-in-404'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your home' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test('sign out revokes the session and lands on the sign-in screen', async ({ page }) => {
  await signInThroughApi(page, {
    email: uniqueEmail('logout'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  await settledNavigation(page);
  const refreshToken = (await storedToken(page))?.refreshToken;
  expect(refreshToken).toBeTruthy();

  const logout = page.waitForResponse(
    (response) => new URL(response.url()).pathname === signInApiPaths.logout,
  );
  await (await openMenuIfNarrow(page)).getByRole('button', { name: 'Sign out' }).click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(new RegExp(`${authLoginPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  for (const key of [storageKeys.token, storageKeys.roleId, storageKeys.roleCode]) {
    expect(await stored(page, key)).toBeNull();
  }

  // The revoked refresh token no longer works.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const reuse = await page.request.post(signInApiPaths.refreshToken, {
    data: { refreshToken },
    headers: { 'X-XSRF-TOKEN': xsrf?.value ?? '' },
  });
  expect(reuse.status()).toBe(401);

  await page.goto('/home');
  await expect(page).toHaveURL(new RegExp(`${authLoginPath}$`));
});

test('an expired access token is renewed transparently with one refresh call', async ({ page }) => {
  await signInThroughApi(page, {
    email: uniqueEmail('refresh'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  await settledNavigation(page);
  const token = await storedToken(page);
  if (token === null) throw new Error('no token stored after sign-in');
  const expired = expiredCopyOf(token.accessToken);
  await stored(page, storageKeys.token, JSON.stringify({ ...token, accessToken: expired }));

  const refreshCalls: string[] = [];
  const refusals: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === signInApiPaths.refreshToken) {
      refreshCalls.push(request.url());
    }
  });
  page.on('response', async (response) => {
    if (response.status() === 401) refusals.push(await response.json().catch(() => null));
  });
  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(featureNavigation(page).getByRole('link', { name: 'Waitlist' })).toBeVisible();
  // The server did refuse the expired token (not a forged one), and one refresh renewed it.
  expect(refusals).toContainEqual(
    expect.objectContaining({ code: commonErrorCodes.accessTokenExpired }),
  );
  expect(refreshCalls).toHaveLength(1);
  await expect(page).toHaveURL(/\/user-profile$/);
  const renewed = await storedToken(page);
  expect(renewed?.accessToken).not.toBe(expired);
  expect(renewed?.refreshToken).not.toBe(token.refreshToken);
  await expectAccessible(page);
});

test('ten calls refused at once for an expired token share one refresh, then all succeed', async ({
  page,
}) => {
  const calls = 10;
  await signInThroughApi(page, {
    email: uniqueEmail('refresh-many'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  await settledNavigation(page);
  const token = await storedToken(page);
  if (token === null) throw new Error('no token stored after sign-in');
  await stored(
    page,
    storageKeys.token,
    JSON.stringify({ ...token, accessToken: expiredCopyOf(token.accessToken) }),
  );
  const collectStatuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === eventStatisticsApiPaths.collect) {
      collectStatuses.push(response.status());
    }
  });
  const refused = () => collectStatuses.filter((status) => status === 401).length;
  // Hold the refresh back until every call below has been refused, so they all overlap it.
  let refreshCalls = 0;
  await page.route(`**${signInApiPaths.refreshToken}`, async (route) => {
    refreshCalls += 1;
    for (let waited = 0; refused() < calls && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await route.continue();
  });

  const navigation = await settledNavigation(page);
  // Ten clicks in one task: each records the click with its own call, all sent at once.
  await navigation.evaluate((element, count) => {
    const features = ['Booking', 'Sublet', 'Messages'];
    const buttons = [...element.querySelectorAll<HTMLElement>('button, [role="button"]')].filter(
      (button) => features.includes(button.textContent.trim()),
    );
    if (buttons.length !== features.length) throw new Error('feature buttons not found');
    for (let index = 0; index < count; index += 1) buttons[index % buttons.length]?.click();
  }, calls);
  await expect.poll(() => collectStatuses.filter((status) => status === 204).length).toBe(calls);
  expect(refused()).toBe(calls);
  expect(refreshCalls).toBe(1);
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedToken(page)).not.toEqual(token);
});

test('a provider is refused the waitlist, has no Waitlist tab, and hears which features are coming @phone', async ({
  page,
}) => {
  await signInThroughApi(page, {
    email: uniqueEmail('provider'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/home',
  });
  const navigation = await settledNavigation(page);
  await expect(navigation.getByRole('button', { name: 'Booking' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Waitlist', exact: true })).toHaveCount(0);
  await expect(navigation.getByText('Waitlist', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/waitlist/children');
  const notice = page.getByRole('status').filter({ hasText: specMessages.noPermission });
  await expect(notice).toBeVisible();
  // Focus on the notice pauses its timer, as for a keyboard user reading it: the checks below
  // (axe especially) can outlast the few seconds it stays on a loaded machine.
  const close = notice.getByRole('button', { name: 'Close' });
  await close.focus();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Your children' })).toHaveCount(0);
  await expectAccessible(page);
  await close.click();
  await expect(notice).toHaveCount(0);

  const collected: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === eventStatisticsApiPaths.collect) {
      collected.push(request.postData() ?? '');
    }
  });
  for (const feature of ['Booking', 'Sublet', 'Messages']) {
    await featureNavigation(page).getByRole('button', { name: feature }).click();
    await expect(
      page.getByRole('status').filter({ hasText: specMessages.featureUnavailable }),
    ).toBeVisible();
  }
  await expect.poll(() => collected.length).toBe(3);
  expect(collected.map((body) => (JSON.parse(body) as { feature: string }).feature)).toEqual([
    'Booking',
    'Sublet',
    'Messages',
  ]);
});

test('the development outbox lists the emails with their links clickable', async ({ page }) => {
  const email = uniqueEmail('outbox');
  await page.goto(authLoginPath);
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  await page.goto('/dev/outbox');
  await page.getByRole('textbox', { name: 'Recipient email' }).fill(email);
  await page.getByRole('button', { name: 'Show emails' }).click();
  await expect(page.getByText(`To ${email}`)).toBeVisible();
  await expectAccessible(page);
});

test('/entry/login lands on the sign-in screen', async ({ page }) => {
  await page.goto('/entry/login');
  await expect(page).toHaveURL(new RegExp(`${authLoginPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
