import { expect, test } from '@playwright/test';
import { specMessages } from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { parentChoice, registerUpToLocation, uniqueEmail } from './support/accounts.ts';
import { cityHallSummary, fakeMapServices, saveLookedUpLocation } from './support/map.ts';
import { recordPageProblems } from './support/page-problems.ts';
import { signedInUpToLocation } from './support/api-sign-in.ts';

// @phone-only: at desktop width, accounts.spec.ts registers, chooses the role and saves the location
// through the same screens.
test('a parent completes onboarding (role selection, then location) and lands on /home @phone-only', async ({
  page,
}) => {
  const problems = await recordPageProblems(page);
  await registerUpToLocation(page, uniqueEmail('onboarding-parent'), parentChoice, true);
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(cityHallSummary);
  await expect(
    page.getByText('Note: click the edit button and move the pin to your address'),
  ).toBeVisible();
  await expect(page.getByAltText('Location pin')).toBeVisible();
  await expectAccessible(page);

  // Half-finished: a reload resumes at the location step.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete an address' })).toBeVisible();
  await saveLookedUpLocation(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to KinderWait' }),
  ).toBeVisible();

  // Finished: the resolver sends the user home.
  await page.goto('/onboarding/steps');
  await expect(page).toHaveURL(/\/home$/);
  expect(problems).toEqual([]);
});

test('the address rule names what an incomplete address lacks, and submit stays off', async ({
  page,
}) => {
  await signedInUpToLocation(page, uniqueEmail('onboarding-incomplete'), 'Parent');
  // Added later, it wins over the first fake (newest first), with no moment unfaked between.
  await fakeMapServices(page, 'incomplete');
  await page.reload();
  await expect(page.getByText(specMessages.addressIncomplete)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  await expectAccessible(page);
});

test('with the geocoder down the user types the address and still finishes', async ({ page }) => {
  await signedInUpToLocation(page, uniqueEmail('onboarding-offline'), 'Parent');
  await fakeMapServices(page, 'down');
  await page.reload();
  await expect(page.getByText(/could not look up an address/)).toBeVisible();
  // City, province and country come filled in; nothing is wrong before typing.
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Toronto');
  await expect(page.getByText(specMessages.addressIncomplete)).toBeHidden();
  await page.getByRole('textbox', { name: 'House number' }).fill('100');
  await page.getByRole('combobox', { name: 'Street' }).fill('Queen Street West');
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5H 2N2');
  // The server's geocoder is down too: the postal code's area places the pin.
  await expect(page.getByText(/Approximate position: near M5H/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a licensed provider specifies the childcare location during onboarding', async ({ page }) => {
  await signedInUpToLocation(page, uniqueEmail('onboarding-provider'), 'Licenced');
  await expectAccessible(page);
  await saveLookedUpLocation(page);
  // The voice agent's chat is skipped while that feature is not asked for.
  await expect(page).toHaveURL(/\/home$/);
});
