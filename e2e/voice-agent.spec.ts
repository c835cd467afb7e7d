import { expect, test, type Page } from '@playwright/test';
import type { RoleCode } from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * /voice-ai-agent used to loop between the bare path and the refused onboarding (77 navigations
 * and 37 API calls in 6 s). Each journey records what the app does from the moment the address is
 * typed: the addresses the main frame went through (same-document navigations included; the
 * router's own bookkeeping of an entry, which keeps the address, is not a move) and its API calls.
 */
function recordActivity(page: Page) {
  const addresses: string[] = [];
  const apiCalls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { pathname } = new URL(frame.url());
    if (addresses.at(-1) !== pathname) addresses.push(pathname);
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  return { addresses, apiCalls };
}

async function signIn(page: Page, label: string, role: RoleCode) {
  await signInThroughApi(page, {
    email: uniqueEmail(label),
    roles: [role],
    activeRole: role,
    atCityHall: true,
    path: '/home',
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to KinderWait' }),
  ).toBeVisible();
}

const refusal = 'You need an active subscription to access this page';

test('a provider without a voice purchase opens /voice-ai-agent: welcome once, with the way to buy it @phone', async ({
  page,
}) => {
  test.slow(); // two accessibility checks and a checkout screen
  await signIn(page, 'voice-provider', 'Licenced');
  const activity = recordActivity(page);

  await page.goto('/voice-ai-agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Your AI voice agent' })).toBeVisible();
  const buy = page.getByRole('link', { name: 'See the voice agent’s prices and buy it' });
  await expect(buy).toBeVisible();
  // The check takes a while: a loop would go on navigating meanwhile.
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/voice-ai-agent\/welcome$/);
  expect(activity.addresses).toEqual(['/voice-ai-agent', '/voice-ai-agent/welcome']);
  expect(activity.apiCalls.length, activity.apiCalls.join(' ')).toBeLessThanOrEqual(12);
  await expect(page.getByText(refusal)).toHaveCount(0);

  await buy.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and add-ons' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Voice Assistant Setup' })).toBeAttached();
});

test('the voice onboarding without a purchase is refused once: home, no way back into it @phone', async ({
  page,
}) => {
  await signIn(page, 'voice-refused', 'Unlicenced');
  const activity = recordActivity(page);
  await page.goto('/voice-ai-agent/onboarding');
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to KinderWait' }),
  ).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/home$/);
  expect(activity.addresses).toEqual(['/voice-ai-agent/onboarding', '/home']);
});

test('a parent opens /voice-ai-agent: welcome once, told the agent is for providers @phone', async ({
  page,
}) => {
  await signIn(page, 'voice-parent', 'Parent');
  const activity = recordActivity(page);

  await page.goto('/voice-ai-agent');
  await expect(
    page.getByText(
      'The voice agent is for licensed centres and home childcare providers, who answer families’ calls.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/voice-ai-agent\/welcome$/);
  expect(activity.addresses).toEqual(['/voice-ai-agent', '/voice-ai-agent/welcome']);
  expect(activity.apiCalls.length, activity.apiCalls.join(' ')).toBeLessThanOrEqual(12);
  await expect(page.getByText(refusal)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /buy it/ })).toHaveCount(0);
});
