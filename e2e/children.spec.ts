import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { cityHallAddress } from './support/map.ts';

/** 'YYYY-MM-DD' of the calendar date `months` from today (negative: in the past). */
function monthsFromToday(months: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

// @phone-only: at desktop width, parent-waitlist.spec.ts adds a child through the same form and list.
test('a parent adds a child, sees it in the list with its age label, and edits its details @phone-only', async ({
  page,
}) => {
  // Five screens are checked with axe. Registering and onboarding have journeys of their own:
  // this parent signs in through the API, with the address onboarding would have saved.
  test.setTimeout(120_000);
  await signInThroughApi(page, {
    email: uniqueEmail('children'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/waitlist/children',
  });

  // No child yet: the list invites adding the first one.
  await expect(page.getByRole('heading', { level: 1, name: 'Your children' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add your first child' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add your first child' }).click();

  await expect(page).toHaveURL(/\/child-enrollment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a child' })).toBeVisible();
  // The child follows the parent's address (saved in onboarding) unless told otherwise.
  await expect(
    page.getByRole('radio', { name: `Same as my address: ${cityHallAddress}` }),
  ).toBeChecked();

  // Saving an empty form names what is missing, focuses it, and stays accessible.
  await page.getByRole('button', { name: 'Save child' }).click();
  await expect(page.getByText('First name can not be empty')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expectAccessible(page);

  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.fill('Zoë');
  await page.getByRole('textbox', { name: 'Last name' }).fill("O'Brien-Nguyen");
  const dateOfBirth = page.getByLabel('Date of birth');
  // A baby on the way: the date is marked as an expected birth.
  await dateOfBirth.fill(monthsFromToday(3));
  await expect(dateOfBirth).toHaveAccessibleDescription(/Expected birth on/);
  await dateOfBirth.fill(monthsFromToday(-20));
  await page.getByRole('combobox', { name: /Languages/ }).click();
  await page.getByRole('option', { name: 'French (Français)' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Allergies' }).fill('Peanuts');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'Contact name' }).fill('Lin Nguyen');
  await page.getByRole('textbox', { name: 'Contact phone number' }).fill('416 555 0123');
  await page.getByRole('button', { name: 'Save child' }).click();

  // A new child goes on to the waitlist wizard for that child.
  await expect(page).toHaveURL(/\/waitlist\/[0-9a-f-]{36}(\/[a-z-]+)?$/);
  await expect(page.getByText('Zoë was added. Now tell us what care Zoë needs.')).toBeVisible();

  await page.goto('/waitlist/children');
  const card = page.getByRole('listitem', { name: "Zoë O'Brien-Nguyen" });
  // The wizard just opened may still be counting matches on the one embedded database.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Toddler', { exact: true })).toBeVisible();
  await expect(card.getByText(/No waitlist yet/)).toBeVisible();
  await expect(card.getByRole('link', { name: "Find care: Zoë O'Brien-Nguyen" })).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('link', { name: "Edit details: Zoë O'Brien-Nguyen" }).click();
  await expect(page).toHaveURL(/\/child-enrollment\?childId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit child details' })).toBeVisible();
  await expect(firstName).toHaveValue('Zoë');
  await expect(page.getByRole('textbox', { name: 'Allergies' })).toHaveValue('Peanuts');
  await expect(page.getByRole('textbox', { name: 'Contact phone number' })).toHaveValue(
    '+1 416 555 0123',
  );
  await expect(page.getByRole('button', { name: 'French (Français)' })).toBeVisible();
  await expectAccessible(page);
  await firstName.fill('Zoé');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/waitlist\/children$/);
  await expect(page.getByText('Zoé’s details were saved.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: "Zoé O'Brien-Nguyen" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem', { name: "Zoé O'Brien-Nguyen" })).toBeVisible();
});
