import { expect, test, type Page } from '@playwright/test';
import {
  addCalendarDays,
  addCalendarMonths,
  formatCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { settledNavigation, uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { fakeMapServices } from './support/map.ts';
import { recordPageProblems } from './support/page-problems.ts';

/** Toronto's date `days` from today, as YYYY-MM-DD (dates of birth and start dates are Toronto's). */
function torontoDate(days: number, years = 0): string {
  const date = addCalendarMonths(addCalendarDays(todayInTimeZone(), days), years * 12);
  return formatCalendarDate(date);
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** The wizard's step heading (level 2) once the step has loaded. */
async function expectStep(page: Page, title: string, path: string) {
  await expect(page).toHaveURL(new RegExp(`/waitlist/[0-9a-f-]{36}/${path}$`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test('a parent adds a child, describes the care, joins three Toronto waitlists, answers the survey and finds the requests after a reload', async ({
  page,
}) => {
  // A child, the wizard's steps, matching on the real Toronto data, the survey and the requests:
  // a long journey on a busy two-core machine.
  test.setTimeout(300_000);
  const problems = await recordPageProblems(page);
  // Registering and onboarding have journeys of their own: this parent signs in through the API,
  // with the address onboarding would have saved, and starts from home as onboarding leaves it.
  await fakeMapServices(page);
  await signInThroughApi(page, {
    email: uniqueEmail('waitlist'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });

  // The children list, empty, and the child information form.
  await (await settledNavigation(page)).getByRole('link', { name: 'Waitlist' }).click();
  await expect(page).toHaveURL(/\/waitlist\/children$/);
  await expect(page.getByRole('heading', { name: 'Add your first child' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add your first child' }).click();
  await expect(page).toHaveURL(/\/child-enrollment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a child' })).toBeVisible();
  await page.getByRole('textbox', { name: /First name/ }).fill('Mia');
  await page.getByRole('textbox', { name: /Last name/ }).fill("O'Brien-Lovelace");
  // Two years old two weeks from now: a toddler when care starts.
  await page.getByLabel(/Date of birth/).fill(torontoDate(0, -2));
  await expect(page.getByRole('radio', { name: /^Same as my address/ })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save child' }).click();

  // The wizard: provider types (with distance), kinds of care, schedule, fees, confirmation.
  await expectStep(page, 'What kind of provider?', 'provider-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Care for Mia' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Licensed child care centre' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'What kind of care?', 'childcare-types');
  await page.getByRole('checkbox', { name: 'Full-time' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // A toddler skips the school plans.
  await expectStep(page, 'When do you need care?', 'schedule-availability');
  await page.getByLabel('Requested start date').fill(torontoDate(14));
  // The availability picker by keyboard alone: from the selected tab (Evening) to Morning, into
  // the week's mornings, Monday to Friday toggled with Space and moved along with the arrows.
  const picker = page.getByRole('group', { name: 'Preferred times of the week' });
  await picker.getByRole('tab', { name: 'Evening' }).focus();
  await expect(picker.getByRole('tab', { name: 'Evening' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(picker.getByRole('tab', { name: 'Morning' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('tab', { name: 'Morning' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: 'Monday Morning' })).toBeFocused();
  for (const [index, day] of weekdays.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight');
    await expect(picker.getByRole('button', { name: `${day} Morning` })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(picker.getByRole('button', { name: `${day} Morning` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(picker.getByRole('button', { name: 'Saturday Morning' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(
    page.getByText(
      'My preferred schedule availability: ' + weekdays.map((day) => `${day} - Morning`).join(', '),
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'What can you pay?', 'daily-payment');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Check and save', 'filters-confirmation');
  await expect(page.getByText(/providers? match(es)? so far/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and see matching providers' }).click();

  // Matching Toronto centres, on the list and on the map.
  await expect(page).toHaveURL(/\/waitlist\/children\/[0-9a-f-]{36}\/childcare-providers/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Matching childcare for Mia' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ providers match$/)).toBeVisible();
  const cards = page.getByRole('region', { name: 'Matching providers' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  const map = page.getByRole('region', { name: 'Map of the providers on this page' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThanOrEqual(3);
  await expectAccessible(page);

  const chosen: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const name = (await cards.nth(index).getByRole('heading', { level: 2 }).innerText()).trim();
    chosen.push(name);
    await cards
      .nth(index)
      .getByRole('checkbox', { name: `Select ${name}` })
      .check();
  }
  await expect(page.getByText('3 providers selected')).toBeVisible();
  await page.getByRole('button', { name: 'Send requests (3)' }).click();

  // The sending result, then the survey it offers after the first requests.
  await expect(page).toHaveURL(/\/waitlist\/childcare-request-sending-result$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your childcare requests' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'For Mia.' })).toHaveText(
    'For Mia. 3 requests sent.',
  );
  for (const name of chosen) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Answer a short survey' }).click();

  await expect(page).toHaveURL(/\/surveys\/parent\/waitlist$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Help us help Toronto families' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('radiogroup', { name: 'How did you hear about KinderWait?' })
    .getByRole('radio', { name: 'Search engine' })
    .check();
  await page.getByRole('checkbox', { name: 'Distance from home' }).check();
  await page.getByRole('checkbox', { name: 'Cost' }).check();
  await page
    .getByRole('textbox', { name: 'Anything we could do better?' })
    .fill('More evening spaces, please.');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See your childcare requests' }).click();

  // The requests, there after a reload too, each waiting with its place in line.
  await expect(page).toHaveURL(/\/waitlist\/childcare-requests$/);
  const requests = page.getByRole('region', { name: "Mia O'Brien-Lovelace" });
  for (const name of chosen) {
    const row = requests.getByRole('listitem', { name });
    await expect(row.getByText('Status: Waiting')).toBeVisible();
    await expect(row.getByText(/^#\d+ of \d+$/)).toBeVisible();
  }
  await expectAccessible(page);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your childcare requests' }),
  ).toBeVisible();
  await expect(requests.getByRole('listitem')).toHaveCount(3);
  for (const name of chosen) {
    await expect(
      requests.getByRole('listitem', { name }).getByText('Status: Waiting'),
    ).toBeVisible();
  }

  // The survey was stored: the resolver now goes straight on to the requests.
  await page.goto('/surveys/parent/waitlist');
  await expect(page).toHaveURL(/\/waitlist\/childcare-requests$/);
  await expect(requests.getByRole('listitem')).toHaveCount(3);

  // Withdrawing one shows at once and stays withdrawn after a reload.
  const first = chosen[0] ?? '';
  await requests
    .getByRole('listitem', { name: first })
    .getByRole('button', { name: `Withdraw the request to ${first} for Mia` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this request?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(
    requests.getByRole('listitem', { name: first }).getByText('Status: Withdrawn'),
  ).toBeVisible();
  await page.reload();
  await expect(
    requests.getByRole('listitem', { name: first }).getByText('Status: Withdrawn'),
  ).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
