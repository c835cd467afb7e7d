import { expect, test, type Page } from '@playwright/test';
import type { RoleCode } from '@kinderwait/contract';
import { sandboxCheckoutMessages, sandboxTestCards } from '@kinderwait/contract/sandbox-checkout';
import { expectAccessible } from './support/accessibility.ts';
import { fillCard } from './support/checkout.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * Registering and onboarding have journeys of their own: the buyer signs in through the API, with
 * the address onboarding would have saved, on home as onboarding leaves them.
 */
async function signIn(page: Page, label: string, role: RoleCode) {
  await signInThroughApi(page, {
    email: uniqueEmail(label),
    roles: [role],
    activeRole: role,
    atCityHall: true,
    path: '/home',
  });
}

/** From the carousel to the sandbox's checkout page for the parents' plan. */
async function checkoutKinderWaitPlus(page: Page) {
  await page.goto('/service-payment/pricing-tier-carousel');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and add-ons' })).toBeVisible();
  const plan = page.getByRole('article', { name: 'KinderWait Plus' });
  await expect(plan.getByText('HST 13%: $1.04')).toBeVisible();
  await expectAccessible(page);
  await plan.getByRole('button', { name: 'Buy KinderWait Plus' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

// @phone-only: at desktop width, the journeys below pay through the same sandbox checkout and see
// the purchase.

test('a parent buys KinderWait Plus and sees it on the profile and in the payment history @phone-only', async ({
  page,
}) => {
  test.slow(); // pays through the sandbox, with six axe checks
  await signIn(page, 'billing-plus', 'Parent');
  await checkoutKinderWaitPlus(page);
  const summary = page.getByRole('table', { name: 'Order summary' });
  await expect(summary.getByRole('row', { name: /KinderWait Plus/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /Total/ })).toContainText('$9.03');
  await expectAccessible(page);
  await fillCard(page, sandboxTestCards.succeeds);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(
    /\/service-payment\/checkout-complete\?product=kinderwait-plus&checkout=[0-9a-f-]{36}$/,
  );
  await expect(page.getByText('KinderWait Plus is now active on your account.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'See your payment history and receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  const payment = page.getByRole('listitem').filter({ hasText: 'KinderWait Plus' });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText('$7.99');
  await expect(payment).toContainText('$1.04');
  await expect(payment).toContainText('$9.03');
  await expect(payment).toContainText('Paid');
  await expectAccessible(page);
  await payment.getByRole('button', { name: /^Receipt of / }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt.getByText(/Receipt number: /)).toBeVisible();
  await expect(receipt.getByRole('row', { name: /Total/ })).toContainText('$9.03');
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expectAccessible(page);
  await receipt.getByRole('button', { name: 'Close' }).click();

  await page.goto('/user-profile');
  const subscriptions = page.getByRole('region', { name: 'Your subscriptions' });
  await expect(subscriptions.getByRole('heading', { name: 'KinderWait Plus' })).toBeVisible();
  await expect(subscriptions.getByText(/^Renews on /)).toBeVisible();
  await expectAccessible(page);
  await subscriptions
    .getByRole('button', { name: 'Cancel at period end: KinderWait Plus' })
    .click();
  await expect(subscriptions.getByText(/^Ends on .*; it will not renew$/)).toBeVisible();
  await subscriptions.getByRole('button', { name: 'Keep subscription: KinderWait Plus' }).click();
  await expect(subscriptions.getByText(/^Renews on /)).toBeVisible();
});

test('a declined test card says nothing was charged, and the checkout can still be paid', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'billing-declined', 'Parent');
  await checkoutKinderWaitPlus(page);
  // Buying the plan again while its checkout is open goes back to that same checkout.
  const checkout = page.url();
  await checkoutKinderWaitPlus(page);
  expect(page.url()).toBe(checkout);
  await fillCard(page, sandboxTestCards.declined);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText(sandboxCheckoutMessages.cardDeclined);
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/service-payment\/pricing-tier-carousel$/);
  await page.goto('/service-payment/payment-history');
  await expect(page.getByText('You have not paid for anything yet.')).toBeVisible();
});

test('a provider without a subscription is refused the voice onboarding, buys Voice Assistant Setup and gets in', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'billing-voice', 'Licenced');
  await page.goto('/voice-ai-agent/onboarding');
  await expect(page.getByText('You need an active subscription to access this page')).toBeVisible();
  await expect(page).not.toHaveURL(/\/voice-ai-agent\/onboarding$/);

  await page.goto('/service-payment/pricing-tier-carousel');
  const setup = page.getByRole('article', { name: 'Voice Assistant Setup' });
  // Two tiers for a licensed provider: the dot shows the one wanted.
  await page.getByRole('button', { name: 'Show Voice Assistant Setup' }).click();
  await setup.getByRole('button', { name: 'Buy Voice Assistant Setup' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  // The second step of a 3-D Secure test card.
  await fillCard(page, sandboxTestCards.requiresAuthentication);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(
    page.getByText('Voice Assistant Setup is now active on your account.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Set up your voice agent' }).click();
  await expect(page).toHaveURL(/\/voice-ai-agent\/onboarding$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your voice agent' }),
  ).toBeVisible();
  await expectAccessible(page);
});
