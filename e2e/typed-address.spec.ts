import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signedInUpToLocation } from './support/api-sign-in.ts';
import { fakeMapServices } from './support/map.ts';
import { recordPageProblems } from './support/page-problems.ts';
import { addChildWithTicket } from './support/waitlist.ts';

// A family in Scarborough types its address while every geocoder is down (the server's is
// unreachable in every journey, playwright.config.ts; the browser's is faked down here) and never
// touches the pin. The address is placed at its postal area's centre, said to be approximate, and
// the matches are Scarborough's centres, measured from there: never City Hall's.
test('a typed Scarborough address, with the geocoder down, gives Scarborough centres at approximate distances @phone', async ({
  page,
}) => {
  // 1,066 centres to match, a map and two axe runs on a busy machine.
  test.setTimeout(240_000);
  const problems = await recordPageProblems(page);
  await signedInUpToLocation(page, uniqueEmail('typed-address'), 'Parent');
  // Routes added later win (Playwright runs them newest first): no moment without a fake, where
  // a tile or lookup still in flight would reach the real network.
  await fakeMapServices(page, 'down');
  await page.reload();
  await expect(page.getByText(/could not look up an address/)).toBeVisible();

  const house = page.getByRole('textbox', { name: 'House number' });
  const map = page.getByRole('region', { name: /Map of the address/ });
  const phone = test.info().project.name === 'phone';
  if (phone) {
    // On a phone the typed fields come first, above the map.
    const fieldsTop = (await house.boundingBox())?.y ?? Infinity;
    const mapTop = (await map.boundingBox())?.y ?? -Infinity;
    expect(fieldsTop).toBeLessThan(mapTop);
  }
  await house.fill('1265');
  await page.getByRole('combobox', { name: 'Street' }).fill('Military Trail');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M1C 1A4');

  await expect(page.getByText(/Approximate position: near M1C/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(
    '1265, Military Trail, Toronto, ON M1C 1A4, Canada',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // A toddler living there, looking for licensed centres within 3 km.
  const { child } = await addChildWithTicket(page, { distance: 3 });
  await page.goto(`/waitlist/children/${child.id}/childcare-providers`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Matching childcare for Zoë' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(
      /^Distance from near 1265, Military Trail, Toronto, Canada: the position is approximate/,
    ),
  ).toBeVisible();
  const total = page.getByRole('status').filter({ hasText: /provider(s)? match/ });
  await expect(total).toHaveText(/^\d+ providers? match(es)?$/);
  const count = Number((await total.textContent())?.split(' ')[0]);
  // Not downtown's long list: Scarborough's few.
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(60);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Distance');
  await expect(page).toHaveURL(/\?sort=distance$/);
  const articles = page.getByRole('article');
  await expect(articles.first()).toBeVisible();
  // Every distance is about so far, none beyond the ticket's 3 km, the nearest first; and every
  // centre listed has a Scarborough postal code (M1…), none City Hall's (M5…).
  await expect
    .poll(async () => {
      const lines = await articles.getByText(/ km away$/).allTextContents();
      const km = lines.map((line) => Number(/^.* · about ([\d.]+) km away$/.exec(line)?.[1]));
      return (
        km.length > 0 &&
        km.every((value, index) => value <= 3 && (index === 0 || value >= (km[index - 1] ?? 0)))
      );
    })
    .toBe(true);
  const postalCodes = await articles.getByText(/, M\d[A-Z] \d[A-Z]\d$/).allTextContents();
  expect(postalCodes.length).toBeGreaterThan(0);
  for (const line of postalCodes) expect(line).toMatch(/, M1[A-Z] \d[A-Z]\d$/);
  await expectAccessible(page);
  // The only failures allowed: the pin's lookups at the geocoder faked down (one or two, as the
  // map settles), each named by its URL.
  expect(problems.length).toBeGreaterThan(0);
  for (const problem of problems) {
    expect(problem).toMatch(
      /^console: Failed to load resource: net::ERR_CONNECTION_REFUSED \(http:\/\/geocoder\.invalid\/reverse\?/,
    );
  }
});
