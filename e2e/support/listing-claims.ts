import { expect, type Page } from '@playwright/test';
import { devTelephonyApiPaths, TelephonyLogResponse } from '@kinderwait/contract';

/** The newest code the telephony sandbox texted to the centre's published phone. */
export async function latestCodeTextedTo(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(devTelephonyApiPaths.log, { params: { to } });
      const [newest] = TelephonyLogResponse.parse(await response.json());
      code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

/**
 * A signed-in licensed provider claims the City's listing `name` through the claim screens, with
 * the code texted to its published phone (E.164): ends on the profile screen. Each journey claims
 * its own centre (one database serves the whole run).
 */
export async function claimCentre(page: Page, name: string, phone: string): Promise<void> {
  await page.goto('/user-profile/childcare-provider/claim');
  await page.getByRole('textbox', { name: 'Centre name or postal code' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('region', { name: 'Centres found' })
    .getByRole('button', { name: `This is my centre: ${name}` })
    .click();
  await page.getByRole('radio', { name: 'Text message' }).check();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(/We texted a code to/)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Six-digit code' })
    .fill(await latestCodeTextedTo(page, phone));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user-profile\/childcare-provider$/);
}
