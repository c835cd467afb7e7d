import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { openMenuIfNarrow, uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { cityHallAddress } from './support/map.ts';

test('a licensed provider sees the childcare location on the profile, sets the name and hours (asked before leaving them unsaved), and sees them after a reload @phone', async ({
  page,
}) => {
  // Two saves, a reload and an axe check: 15-18 s on an idle machine, and over the default 30 s
  // on a loaded one, where the profile's first render alone took 9 s.
  test.slow();
  // Onboarding's location step has its journey (onboarding.spec.ts): this provider signs in
  // through the API with the childcare location that step saves, and the profile shows it.
  await signInThroughApi(page, {
    email: uniqueEmail('provider-profile'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/user-profile/childcare-provider',
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your childcare profile' }),
  ).toBeVisible();
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByText(cityHallAddress)).toBeVisible();

  const details = page.getByRole('form', { name: 'About your childcare' });
  await details.getByRole('textbox', { name: 'Name' }).fill('Sunny Days Child Care');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Saved.')).toBeVisible();

  const ageGroups = page.getByRole('form', { name: 'Age groups, spaces and hours' });
  await ageGroups.getByRole('button', { name: 'Add an age group' }).click();
  await ageGroups.getByRole('spinbutton', { name: /^Available spaces/ }).fill('4');
  await ageGroups.getByRole('checkbox', { name: 'Monday: Open' }).check();
  await ageGroups.getByLabel('Monday Opens').fill('07:30');
  await expect(ageGroups.getByText('07:30 AM')).toBeVisible();
  await expectAccessible(page);

  // Leaving with the age group unsaved asks first; staying keeps every value.
  await (await openMenuIfNarrow(page)).getByRole('link', { name: 'Home', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/user-profile\/childcare-provider$/);
  await expect(ageGroups.getByRole('spinbutton', { name: /^Available spaces/ })).toHaveValue('4');

  await ageGroups.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ageGroups.getByText('Saved.')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Age groups, spaces and hours' });
  await expect(reloaded.getByRole('checkbox', { name: 'Monday: Open' })).toBeChecked();
  await expect(reloaded.getByText('07:30 AM')).toBeVisible();
  await expect(reloaded.getByText('06:00 PM')).toBeVisible();
  await expect(reloaded.getByRole('spinbutton', { name: /^Available spaces/ })).toHaveValue('4');
  await expect(
    page.getByRole('form', { name: 'About your childcare' }).getByRole('textbox', { name: 'Name' }),
  ).toHaveValue('Sunny Days Child Care');
  await expect(
    page.getByRole('region', { name: 'Location' }).getByText(cityHallAddress),
  ).toBeVisible();
});
