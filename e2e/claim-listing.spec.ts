import { expect, test } from '@playwright/test';
import { torontoOpenDataAttribution } from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { latestCodeTextedTo } from './support/listing-claims.ts';

test('a licensed provider claims a centre with the code texted to its published phone', async ({
  page,
}) => {
  // Three axe checks and the telephony sandbox: it took 30 s on a busy machine.
  test.setTimeout(60_000);
  // Registering and onboarding have journeys of their own: this provider signs in through the
  // API, with the childcare location onboarding would have saved.
  await signInThroughApi(page, {
    email: uniqueEmail('claim'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/user-profile/childcare-provider',
  });
  await page.getByRole('link', { name: 'Claim it from the City of Toronto list' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Claim your licensed centre' }),
  ).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Centre name or postal code' })
    .fill('Beechgrove Sunshine');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('region', { name: 'Centres found' });
  await expect(results.getByText(torontoOpenDataAttribution)).toBeVisible();
  await expectAccessible(page);
  await results
    .getByRole('button', { name: 'This is my centre: Beechgrove Sunshine Child Care' })
    .click();

  await page.getByRole('radio', { name: 'Text message' }).check();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(/We texted a code to/)).toBeVisible();
  const code = await latestCodeTextedTo(page, '+14162846523');

  await page
    .getByRole('textbox', { name: 'Six-digit code' })
    .fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Six-digit code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user-profile\/childcare-provider$/);
  await expect(
    page.getByRole('form', { name: 'About your childcare' }).getByRole('textbox', { name: 'Name' }),
  ).toHaveValue('Beechgrove Sunshine Child Care');

  // The sandbox's page shows the same text, as /dev/outbox shows emails.
  await page.goto('/dev/telephony');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('(416) 284-6523');
  await page.getByRole('button', { name: 'Show texts and calls' }).click();
  await expect(
    page.getByRole('heading', { name: 'Text message to +14162846523' }).first(),
  ).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();
  await expectAccessible(page);
});
