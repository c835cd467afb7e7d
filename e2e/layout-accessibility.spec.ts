import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signedInUpToLocation, signInThroughApi } from './support/api-sign-in.ts';

// What every screen shares (the maps, the phone menu): checked once here, at both widths where
// both have it.

test('the links of a map’s attribution are underlined, as axe’s link-in-text-block asks of links in text @phone', async ({
  page,
}) => {
  // Without the server's map settings the app falls back to OpenStreetMap's, whose attribution
  // links its copyright page in the text (the server's own attribution is plain text).
  await page.route('**/api/map-settings', (route) => route.fulfill({ status: 503, body: '' }));
  await signedInUpToLocation(page, uniqueEmail('map-attribution'), 'Parent');
  await expect(page.getByAltText('Location pin')).toBeVisible();
  const links = page.locator('.leaflet-control-attribution').getByRole('link');
  await expect(links).toHaveCount(2);
  // Over map tiles axe cannot measure the colours (it reports the rule as "incomplete" here, a
  // violation where it could): an underline passes the rule whatever the colours, so it is what
  // is checked.
  for (const link of await links.all()) {
    await expect(link).toHaveCSS('text-decoration-line', 'underline');
  }
  await expectAccessible(page);
});

test('the phone menu opens as a dialog named Menu and passes axe @phone-only', async ({ page }) => {
  await signInThroughApi(page, {
    email: uniqueEmail('phone-menu'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('button', { name: 'Menu' })
    .click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page);
});
