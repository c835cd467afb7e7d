import { expect, test, type Page } from '@playwright/test';
import { registrationMessages, roleIds, storageKeys } from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import {
  featureNavigation,
  settledNavigation,
  licensedChoice,
  parentChoice,
  registerWithRole,
  stored,
  uniqueEmail,
} from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/** A user name no other run holds: a letter first, at most 30 characters. */
function uniqueUserName(): string {
  return `ada_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Registering and onboarding have journeys of their own: a parent signs in through the API, with
 * the address onboarding would have saved, on their profile.
 */
async function signInAsParent(page: Page, label: string) {
  await signInThroughApi(page, {
    email: uniqueEmail(label),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/user-profile',
  });
}

async function openEditForm(page: Page) {
  await page.goto('/user-profile');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/user-profile\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
}

// @phone-only: at desktop width, the role journey below opens the same profile screen and its form.
test('a user edits their profile, and a user name someone holds is named on the field @phone-only', async ({
  page,
  browser,
}) => {
  test.slow(); // two users, two browser contexts and two axe checks: 30 s on a busy machine
  await signInAsParent(page, 'profile');
  await openEditForm(page);
  await expectAccessible(page);
  const userName = uniqueUserName();
  await page.getByRole('textbox', { name: 'User name' }).fill(userName);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('416 555 0123');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByText(userName, { exact: true })).toBeVisible();
  await expect(page.getByText('+1 416 555 0123')).toBeVisible();
  await page.reload();
  await expect(page.getByText(userName, { exact: true })).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAsParent(other, 'profile-other');
  await openEditForm(other);
  const field = other.getByRole('textbox', { name: 'User name' });
  await field.fill(userName.toUpperCase());
  await field.blur();
  await expect(other.getByText(registrationMessages.userNameTaken)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(other);
  await otherContext.close();
});

test('a parent adds a provider role from the profile and switches between the two', async ({
  page,
}) => {
  // Through the screens: a role added after onboarding through the API is sent to onboarding's
  // location step, where one added after registering through the screens is not.
  await registerWithRole(page, uniqueEmail('roles'), parentChoice);
  await page.goto('/user-profile');
  await page.getByRole('main').getByRole('link', { name: 'Add a role' }).click();
  await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
  await page.getByRole('radio', { name: licensedChoice }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await stored(page, storageKeys.roleCode)).toBe('Licenced');
  // The provider role cannot join waitlists, so the Waitlist tab is gone.
  await expect(
    (await settledNavigation(page)).getByRole('link', { name: 'Waitlist', exact: true }),
  ).toHaveCount(0);

  await page.goto('/user-profile');
  const roles = page.getByRole('region', { name: 'Your roles' }).getByRole('listitem');
  await expect(roles.and(page.locator('[aria-current="true"]'))).toContainText(
    'Licensed childcare provider',
  );
  await page.getByRole('button', { name: 'Switch to this role: Parent' }).click();
  await expect(roles.and(page.locator('[aria-current="true"]'))).toContainText('Parent');
  expect(await stored(page, storageKeys.roleId)).toBe(String(roleIds.Parent));
  await expect(featureNavigation(page).getByRole('link', { name: 'Waitlist' })).toBeVisible();
});
