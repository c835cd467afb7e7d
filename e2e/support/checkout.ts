import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { sandboxTestCards } from '@kinderwait/contract/sandbox-checkout';

/** Fills the sandbox checkout's card as Stripe Checkout asks for it: number, expiry, CVC, postal code. */
export async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/45');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5H 2N2');
}

/** Buys `product` from the plans screen through the sandbox checkout, with a card that pays. */
export async function buyOnPlansScreen(page: Page, product: string): Promise<void> {
  await page.goto('/service-payment/pricing-tier-carousel');
  await page.getByRole('button', { name: `Show ${product}` }).click();
  const plan = page.getByRole('article', { name: product });
  await plan.getByRole('button', { name: `Buy ${product}` }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await fillCard(page, sandboxTestCards.succeeds);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText(`${product} is now active on your account.`)).toBeVisible();
}
