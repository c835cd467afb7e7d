import { expect, test, type Page } from '@playwright/test';
import { storageKeys } from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { stored, uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { addChild, isoDate } from './support/waitlist.ts';

async function expectStep(page: Page, title: string, progress: string) {
  // A step may load its module and three calls first (after the reload): the config's expect
  // timeout gives a busy machine time.
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(progress, { exact: true })).toBeVisible();
}

// @phone-only: at desktop width, parent-waitlist.spec.ts goes through the same wizard (every
// step, the picker by keyboard, axe on each); what this journey adds (distance, a reload midway,
// Back, fees, the summary) does not depend on the width.
test('a parent describes the care a toddler needs step by step, reloads midway, and lands on the matches @phone-only', async ({
  page,
}) => {
  // Eight screens with an axe check each, and a reload: more than a slow test's time on a busy
  // machine. The parent signs in through the API with onboarding's address (registering and
  // onboarding have journeys of their own).
  test.setTimeout(150_000);
  await signInThroughApi(page, {
    email: uniqueEmail('wizard'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/waitlist/children',
  });
  const child = await addChild(page, { lastName: 'O’Brien-Nguyen', dateOfBirth: isoDate(-10, -2) });
  const startDate = isoDate(40);

  await page.goto(`/waitlist/${child.id}`);
  // The index goes on to the first step; a toddler has no school plans: five steps.
  await expect(page).toHaveURL(new RegExp(`/waitlist/${child.id}/provider-types$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Care for Zoë' })).toBeVisible();
  await expectStep(page, 'What kind of provider?', 'Step 1 of 5');
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Licensed child care centre' }).check();
  const distance = page.getByRole('slider', { name: 'How far from home?' });
  await distance.focus();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
  await expect(distance).toHaveValue('10');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'What kind of care?', 'Step 2 of 5');
  await page.getByRole('checkbox', { name: 'Full-time' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(new RegExp(`/waitlist/${child.id}/schedule-availability$`));
  await expectStep(page, 'When do you need care?', 'Step 3 of 5');
  await page.getByLabel(/Requested start date/).fill(startDate);
  // The availability picker by keyboard alone: Evening is the first tab.
  const evening = page.getByRole('tab', { name: 'Evening' });
  await expect(evening).toHaveAttribute('aria-selected', 'true');
  await evening.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Monday Evening' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Tuesday Evening' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Back to the tabs, over to Morning, and into its row at the same day.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Morning' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Tuesday Morning' })).toBeFocused();
  await page.keyboard.press('Space');
  const sentence =
    'My preferred schedule availability: Monday - Evening, Tuesday - Morning, Tuesday - Evening';
  await expect(page.getByText(sentence)).toBeVisible();
  await expectAccessible(page);
  // The whole week fits the screen, phones included.
  await page.getByRole('tab', { name: 'Day' }).click();
  const lastCell = await page.getByRole('button', { name: 'Sunday Night' }).boundingBox();
  const viewport = page.viewportSize();
  expect(lastCell && viewport && lastCell.x + lastCell.width).toBeLessThanOrEqual(
    viewport?.width ?? 0,
  );
  await expect(page.getByRole('button', { name: 'Tuesday Morning' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page);

  // A reload mid-wizard finds every choice.
  const saved = JSON.parse((await stored(page, storageKeys.waitlistData)) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(saved).toMatchObject({ childId: child.id, waitlistTicketId: null, Distance: 10 });
  await page.reload();
  await expectStep(page, 'When do you need care?', 'Step 3 of 5');
  await expect(page.getByText(sentence)).toBeVisible();
  await expect(page.getByLabel(/Requested start date/)).toHaveValue(startDate);
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 'What kind of care?', 'Step 2 of 5');
  await expect(page.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'When do you need care?', 'Step 3 of 5');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'What can you pay?', 'Step 4 of 5');
  await page.getByRole('checkbox', { name: 'Up to $22 a day (the CWELCC fee cap)' }).check();
  await page.getByRole('tab', { name: 'By the hour' }).click();
  await page.getByRole('checkbox', { name: 'Up to $18 an hour' }).check();
  // The four lists exist: the matches are counted.
  await expect(page.getByText(/^\d+ providers? match(es)? so far$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Check and save', 'Step 5 of 5');
  const summary = page.getByRole('main');
  await expect(summary.getByText('Licensed child care centre', { exact: true })).toBeVisible();
  await expect(summary.getByText('Within 10 km')).toBeVisible();
  await expect(summary.getByText(sentence)).toBeVisible();
  await expect(
    summary.getByText('Up to $22 a day (the CWELCC fee cap), Up to $18 an hour'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and see matching providers' }).click();

  await expect(page).toHaveURL(new RegExp(`/waitlist/children/${child.id}/childcare-providers$`));
  expect(await stored(page, storageKeys.waitlistData)).toBeNull();
});
