import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  accountApiPaths,
  authLoginPath,
  OutboxResponse,
  specMessages,
  storageKeys,
} from '@kinderwait/contract';

/** Serious and critical axe violations of the page as it is now, one line each. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** An address no other test (or project, or earlier run) uses. */
function uniqueEmail(label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${String(Date.now())}-${random}@example.com`;
}

/** The newest sign-in link emailed to `email`, from the development outbox. */
async function latestSignInLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(accountApiPaths.devOutbox, { params: { to: email } });
        expect(response.status()).toBe(200);
        const [newest] = OutboxResponse.parse(await response.json());
        link = /https?:\/\/\S+\/auth\/confirmation\?\S+/.exec(newest?.text ?? '')?.[0];
        return link;
      },
      { message: `a sign-in link emailed to ${email}` },
    )
    .toBeDefined();
  if (link === undefined) throw new Error('unreachable');
  return link;
}

/**
 * Reads or writes a SPEC 9 storage key in the page as the app does. The production build (which
 * the journeys run) obfuscates keys and values: XOR with the key below, then base64, keys
 * prefixed 'kw.' (apps/web/src/lib/storage.ts); a plain key is used when one is stored.
 */
async function stored(page: Page, key: string, value?: string | null): Promise<string | null> {
  return page.evaluate(
    ([name, newValue]) => {
      const secret = new TextEncoder().encode('kinderwait/storage/v1');
      const xor = (bytes: Uint8Array) =>
        bytes.map((byte, index) => byte ^ (secret[index % secret.length] ?? 0));
      const obfuscate = (text: string) =>
        btoa(String.fromCharCode(...xor(new TextEncoder().encode(text))));
      const deobfuscate = (text: string) =>
        new TextDecoder().decode(xor(Uint8Array.from(atob(text), (char) => char.charCodeAt(0))));
      const obfuscatedKey = `kw.${obfuscate(name)}`;
      const plain = localStorage.getItem(name) !== null;
      if (newValue !== undefined) {
        if (plain) localStorage.setItem(name, newValue ?? '');
        else localStorage.setItem(obfuscatedKey, obfuscate(newValue ?? ''));
        return newValue;
      }
      if (plain) return localStorage.getItem(name);
      const raw = localStorage.getItem(obfuscatedKey);
      return raw === null ? null : deobfuscate(raw);
    },
    [key, value] as const,
  );
}

interface StoredToken {
  accessToken: string;
  refreshToken: string;
}

async function storedToken(page: Page): Promise<StoredToken | null> {
  const raw = await stored(page, storageKeys.token);
  return raw === null ? null : (JSON.parse(raw) as StoredToken);
}

type RoleChoice = RegExp;
const parentChoice: RoleChoice = /I am looking for childcare/;
const licensedChoice: RoleChoice = /I run a licensed childcare centre/;

/** Registers through the screens, opens the emailed link and picks a role: ends on /home. */
async function registerWithRole(page: Page, email: string, role: RoleChoice, checkA11y = false) {
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  if (checkA11y) await expectAccessible(page);
  await page.getByRole('textbox', { name: /your name/i }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  if (checkA11y) await expectAccessible(page);

  await page.goto(await latestSignInLink(page.request, email));
  await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How will you use KinderWait?' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: role })).toBeVisible();
  if (checkA11y) await expectAccessible(page);
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to KinderWait' }),
  ).toBeVisible();
  await expect(page.getByText(/Hello Ada/)).toBeVisible();
}

/** Opens the navigation that holds Sign out and the role switcher: the drawer on phones. */
async function openMenuIfNarrow(page: Page) {
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  if (await tabs.isVisible()) {
    await tabs.getByRole('button', { name: 'Menu' }).click();
    return page.getByRole('navigation', { name: 'Menu' });
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/** The tab bar on phones, the side navigation on wide screens. */
function featureNavigation(page: Page) {
  return page.getByRole('navigation', { name: /^(Tabs|Main)$/ });
}

test('register, open the emailed link, choose a role and land on home @phone', async ({ page }) => {
  const email = uniqueEmail('register');
  await registerWithRole(page, email, parentChoice, true);

  await expect(page.getByRole('heading', { name: 'Add your children' })).toBeVisible();
  await expect(featureNavigation(page).getByRole('link', { name: 'Waitlist' })).toBeVisible();
  expect(await stored(page, storageKeys.roleId)).toBe('2');
  expect(await stored(page, storageKeys.roleCode)).toBe('Parent');
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
  const email = uniqueEmail('login');
  await registerWithRole(page, email, parentChoice);

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

test('sign out revokes the session and lands on the sign-in screen', async ({ page }) => {
  await registerWithRole(page, uniqueEmail('logout'), parentChoice);
  const refreshToken = (await storedToken(page))?.refreshToken;
  expect(refreshToken).toBeTruthy();

  const logout = page.waitForResponse(
    (response) => new URL(response.url()).pathname === accountApiPaths.logout,
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
  const reuse = await page.request.post(accountApiPaths.refreshToken, {
    data: { refreshToken },
    headers: { 'X-XSRF-TOKEN': xsrf?.value ?? '' },
  });
  expect(reuse.status()).toBe(401);

  await page.goto('/home');
  await expect(page).toHaveURL(new RegExp(`${authLoginPath}$`));
});

test('an invalid stored access token is renewed transparently with one refresh call', async ({
  page,
}) => {
  await registerWithRole(page, uniqueEmail('refresh'), parentChoice);
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  await stored(
    page,
    storageKeys.token,
    JSON.stringify({ ...token, accessToken: 'expired.or.forged' }),
  );

  const refreshCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === accountApiPaths.refreshToken) {
      refreshCalls.push(request.url());
    }
  });
  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(featureNavigation(page).getByRole('link', { name: 'Waitlist' })).toBeVisible();
  expect(refreshCalls).toHaveLength(1);
  await expect(page).toHaveURL(/\/user-profile$/);
  const renewed = await storedToken(page);
  expect(renewed?.accessToken).not.toBe('expired.or.forged');
  expect(renewed?.refreshToken).not.toBe(token?.refreshToken);
  await expectAccessible(page);
});

test('a provider is refused the waitlist, has no Waitlist tab, and hears which features are coming', async ({
  page,
}) => {
  await registerWithRole(page, uniqueEmail('provider'), licensedChoice);
  const navigation = featureNavigation(page);
  await expect(navigation.getByRole('button', { name: 'Booking' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Waitlist' })).toHaveCount(0);
  await expect(navigation.getByText('Waitlist')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/waitlist/children');
  const notice = page.getByRole('status').filter({ hasText: specMessages.noPermission });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Your children' })).toHaveCount(0);
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);

  const collected: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === accountApiPaths.eventStatistics) {
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
