import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  authRegisterPath,
  devOutboxApiPaths,
  OutboxResponse,
  storageKeys,
} from '@kinderwait/contract';
import { expectAccessible } from './accessibility.ts';
import { fakeMapServices, saveLookedUpLocation } from './map.ts';

/** What the account journeys share: addresses, the outbox, stored state and registering. */

/** An address no other test (or project, or earlier run) uses. */
export function uniqueEmail(label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${String(Date.now())}-${random}@example.com`;
}

/** The newest sign-in link emailed to `email`, from the development outbox. */
export async function latestSignInLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(devOutboxApiPaths.outbox, { params: { to: email } });
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
 * Reads or writes a storage key (docs/product/app-shell.md#browser-storage) in the page as the app
 * does. The production build (which the journeys run) obfuscates keys and values: XOR with the key
 * below, then base64, keys prefixed 'kw.' (apps/web/src/lib/storage.ts).
 */
export async function stored(
  page: Page,
  key: string,
  value?: string | null,
): Promise<string | null> {
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
      if (newValue !== undefined) {
        localStorage.setItem(obfuscatedKey, obfuscate(newValue ?? ''));
        return newValue;
      }
      const raw = localStorage.getItem(obfuscatedKey);
      return raw === null ? null : deobfuscate(raw);
    },
    [key, value] as const,
  );
}

/** Local storage as a glance at devtools shows it: no storage key nor token readable in plain. */
export async function expectNothingStoredInPlain(page: Page, token: string): Promise<void> {
  const entries = await page.evaluate(() => Object.entries(localStorage));
  expect(entries.length).toBeGreaterThan(0);
  for (const [key, value] of entries) {
    expect(Object.values(storageKeys)).not.toContain(key);
    expect(value).not.toContain(token);
  }
}

export interface StoredToken {
  accessToken: string;
  refreshToken: string;
}

export async function storedToken(page: Page): Promise<StoredToken | null> {
  const raw = await stored(page, storageKeys.token);
  return raw === null ? null : (JSON.parse(raw) as StoredToken);
}

export type RoleChoice = RegExp;
export const parentChoice: RoleChoice = /I am looking for childcare/;
export const licensedChoice: RoleChoice = /I run a licensed childcare centre/;

/**
 * Registers through the screens, opens the emailed link, picks a role and saves the location
 * onboarding asks for (the fake geocoder's address): ends on /home.
 */
export async function registerWithRole(
  page: Page,
  email: string,
  role: RoleChoice,
  checkA11y = false,
) {
  await registerUpToLocation(page, email, role, checkA11y);
  await saveLookedUpLocation(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to KinderWait' }),
  ).toBeVisible();
  await expect(page.getByText(/Hello Ada/)).toBeVisible();
}

/** Registers and picks a role: ends on onboarding's location step, the map's services faked. */
export async function registerUpToLocation(
  page: Page,
  email: string,
  role: RoleChoice,
  checkA11y = false,
) {
  // Registering now passes one more screen (onboarding's location, with its map): give the
  // journey that much more time on a busy machine. A clean-clone CI run took up to 45 s for such
  // a journey under two workers, close to the 50 s that 20 s more allowed.
  test.info().setTimeout(test.info().timeout + 40_000);
  await fakeMapServices(page);
  await page.goto(authRegisterPath);
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
  await expect(page).toHaveURL(/\/onboarding\/steps$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: role === parentChoice ? 'Complete an address' : 'Specify a childcare location',
    }),
  ).toBeVisible();
}

/** Opens the navigation that holds Sign out and the role switcher: the drawer on phones. */
export async function openMenuIfNarrow(page: Page) {
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  if (await tabs.isVisible()) {
    await tabs.getByRole('button', { name: 'Menu' }).click();
    return page.getByRole('navigation', { name: 'Menu' });
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/** The tab bar on phones, the side navigation on wide screens. */
export function featureNavigation(page: Page) {
  return page.getByRole('navigation', { name: /^(Tabs|Main)$/ });
}

/** The signed-in navigation once the current role's permissions have decided its items. */
export async function settledNavigation(page: Page) {
  const navigation = featureNavigation(page);
  await expect(navigation).toHaveAttribute('aria-busy', 'false');
  return navigation;
}
