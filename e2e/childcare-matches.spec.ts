import { expect, test, type Page } from '@playwright/test';
import { torontoOpenDataAttribution } from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { fakeMapServices } from './support/map.ts';
import { addChildWithTicket } from './support/waitlist.ts';

/** The providers' names as the list shows them, in order. */
async function listedNames(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
}

test('a parent sees real Toronto centres near City Hall on the list and the map, sends requests to three and sees what was sent @phone', async ({
  page,
}) => {
  // 1,066 centres to match, a map and four axe runs: minutes on a busy machine. Registering and
  // onboarding have journeys of their own: this parent signs in through the API, with the address
  // onboarding would have saved.
  test.setTimeout(240_000);
  await fakeMapServices(page);
  await signInThroughApi(page, {
    email: uniqueEmail('matches'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  const { child } = await addChildWithTicket(page);

  await page.goto(`/waitlist/children/${child.id}/childcare-providers`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Matching childcare for Zoë' }),
  ).toBeVisible({ timeout: 30_000 });
  const total = page.getByRole('status').filter({ hasText: /provider(s)? match/ });
  await expect(total).toHaveText(/^\d+ providers match$/);
  // Downtown Toronto has dozens of licensed centres within 2 km of City Hall.
  expect(Number((await total.textContent())?.split(' ')[0])).toBeGreaterThan(20);
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(20);
  // City listings: the licence's attribution is shown with them.
  await expect(page.getByText(torontoOpenDataAttribution)).toBeVisible();
  await expect(articles.getByText(/has not joined KinderWait yet/).first()).toBeVisible();
  // A centre that has not joined says so once, not "not stated yet" per fact (a centre another
  // journey claimed may state nothing yet, and says so).
  await expect(
    articles.filter({ hasText: /has not joined KinderWait yet/ }).getByText(/not stated yet/),
  ).toHaveCount(0);

  // Sorted by distance, the nearest come first and none is beyond the ticket's 2 km.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Distance');
  await expect(page).toHaveURL(/\?sort=distance$/);
  await expect(articles).toHaveCount(20);
  await expect
    .poll(async () => {
      const lines = await articles.getByText(/ km away$/).allTextContents();
      const km = lines.map((line) => Number(/([\d.]+) km away$/.exec(line)?.[1]));
      return (
        km.length === 20 &&
        km.every((value, index) => index === 0 || value >= (km[index - 1] ?? 0)) &&
        km.every((value) => value <= 2)
      );
    })
    .toBe(true);
  const names = await listedNames(page);

  // The map: one marker per provider of the page, and the child's home.
  const mapTab = page.getByRole('tab', { name: 'Map' });
  const phone = await mapTab.isVisible();
  if (phone) await mapTab.click();
  const map = page.getByRole('region', { name: 'Map of the providers on this page' });
  await expect(map.getByAltText('Your child’s location')).toBeVisible();
  await expect(map.locator('img.leaflet-marker-icon')).toHaveCount(21);
  await expectAccessible(page);
  // A marker opens its provider's details.
  const nearest = names[0] ?? '';
  await map.getByAltText(nearest, { exact: true }).first().dispatchEvent('click');
  const details = page.getByRole('dialog', { name: nearest });
  await expect(details).toBeVisible();
  await expect(details.getByText('Your child’s age group')).toBeVisible();
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  if (phone) await page.getByRole('tab', { name: 'List' }).click();

  // Three chosen, sent at once.
  const chosen = names.slice(0, 3);
  for (const name of chosen) {
    await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  }
  await expect(page.getByText('3 providers selected')).toBeVisible();
  await page.getByRole('button', { name: 'Send requests (3)' }).click();

  await expect(page).toHaveURL(/\/waitlist\/childcare-request-sending-result$/);
  await expect(page.getByText('For Zoë. 3 requests sent.')).toBeVisible();
  const sent = page.getByRole('region', { name: 'Sent (3)' });
  for (const name of chosen) await expect(sent.getByText(name, { exact: true })).toBeVisible();
  // Other journeys' parents may be on these lists too: the place is a number, not always 1.
  await expect(sent.getByText(/^Position #\d+ on the waitlist$/)).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Answer a short survey' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all your requests' })).toBeVisible();
  await expectAccessible(page);

  // A reload keeps the result; back on the matches, the three say so. An unclaimed centre's
  // position is in KinderWait's list; other journeys claim centres near City Hall (which then
  // rank first, with their stated spaces), whose position is the centre's own waitlist.
  await page.reload();
  await expect(page.getByText('For Zoë. 3 requests sent.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the matching providers' }).click();
  await expect(page).toHaveURL(new RegExp(`/waitlist/children/${child.id}/childcare-providers$`));
  for (const name of chosen) {
    await expect(
      page
        .getByRole('article', { name, exact: true })
        .getByText(
          /^Request sent · position #\d+( \(in KinderWait’s list, not the centre’s own waitlist\))?$/,
        ),
    ).toBeVisible({ timeout: 30_000 });
  }
});
