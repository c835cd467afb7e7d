import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { addChild, isoDate } from './support/waitlist.ts';

// Toronto families join infant lists before the birth: the start date can be the expected birth,
// not earlier, and the infant rooms near home match. Desktop only: the wizard's phone layout has
// waitlist-wizard.spec.ts.
test('a parent expecting a baby joins infant lists before the birth, with a start date from the birth on', async ({
  page,
}) => {
  test.slow();
  await signInThroughApi(page, {
    email: uniqueEmail('expecting'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/waitlist/children',
  });
  const birth = isoDate(60);
  const child = await addChild(page, { firstName: 'Mia', dateOfBirth: birth });

  await page.goto(`/waitlist/${child.id}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'What kind of provider?' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Licensed child care centre' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What kind of care?' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Full-time' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: 'When do you need care?' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^The first day you need care: Mia’s expected birth \(/),
  ).toBeVisible();
  const startDate = page.getByLabel(/Requested start date/);
  await startDate.fill(isoDate(59));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText(/^The start date cannot be before Mia’s expected birth \(/),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/waitlist/${child.id}/schedule-availability$`));
  await expectAccessible(page);

  await startDate.fill(birth);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What can you pay?' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  // The four lists exist: the infant rooms near City Hall are counted from the birth on.
  await expect(page.getByText(/^\d+ providers? match(es)? so far$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save and see matching providers' }).click();

  await expect(page).toHaveURL(new RegExp(`/waitlist/children/${child.id}/childcare-providers`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Matching childcare for Mia' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^\d+ providers match$/)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});
