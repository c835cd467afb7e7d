import type { Page } from '@playwright/test';

/** Fills the sandbox checkout's card as Stripe Checkout asks for it: number, expiry, CVC, postal code. */
export async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/45');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5H 2N2');
}
