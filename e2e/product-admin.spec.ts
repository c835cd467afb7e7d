import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { e2eSuperAdminEmails } from './support/super-admins.ts';

/**
 * The SuperAdmin's products screen. Nobody can make themselves SuperAdmin through the API: the
 * journeys' server is started with SUPERADMIN_EMAILS (playwright.config.ts), which gives the role
 * to these addresses once their sign-in link is used, as an operator's configuration does.
 */
async function openProductsAsAdministrator(page: Page, email: string) {
  await signInThroughApi(page, {
    email,
    roles: ['Parent'],
    activeRole: 'SuperAdmin',
    path: '/user-profile',
  });
  // The role the configuration gave is the one the app acts in.
  const roles = page.getByRole('region', { name: 'Your roles' }).getByRole('listitem');
  await expect(roles.and(page.locator('[aria-current="true"]'))).toContainText('Administrator');
  await expect(roles).toHaveCount(2);
  await page.goto('/service-payment/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products and prices' })).toBeVisible();
}

test('an administrator changes the Broadcast price in dollars, sees the change recorded, and a 400 keeps what was typed', async ({
  page,
}) => {
  test.slow(); // edits three times, with an axe check after each
  await openProductsAsAdministrator(page, e2eSuperAdminEmails.products);
  const broadcast = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Broadcast' }),
  });
  await expect(broadcast).toContainText('$19.00 one payment');
  await expectAccessible(page);

  await broadcast.getByRole('button', { name: 'Edit Broadcast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Broadcast' });
  const price = dialog.getByRole('textbox', { name: /^Price before HST/ });
  await expect(price).toHaveValue('19.00');
  await expectAccessible(page);
  await price.fill('21.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Broadcast saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(broadcast).toContainText('$21.50 one payment');
  await expect(broadcast).toContainText('$2.80');
  await expect(broadcast).toContainText('$24.30');

  // The server refuses a description over 500 characters: the words show beside it, nothing is lost.
  await broadcast.getByRole('button', { name: 'Edit Broadcast' }).click();
  await expect(dialog.getByText('Price: $19.00 → $21.50')).toBeVisible();
  const description = dialog.getByRole('textbox', { name: 'Description' });
  const tooLong = 'An open spot for a toddler. '.repeat(20);
  await description.fill(tooLong);
  await price.fill('19');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Too big: expected string to have <=500 characters')).toBeVisible();
  await expect(description).toHaveValue(tooLong);
  await expect(price).toHaveValue('19');
  await expectAccessible(page);

  // Back to the seeded price, so journeys sharing this server see it.
  await description.fill(
    'Tell the families near you whose needs match that you have an open spot.',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(broadcast).toContainText('$19.00 one payment');
});

// @phone-only: fitting the screen is a phone matter; at desktop width, the journey above edits the
// same products.
test('the products fit the screen, and a plan’s form shows its limits with its name read-only @phone-only', async ({
  page,
}) => {
  test.slow(); // two axe checks and a dialog on a busy machine
  await openProductsAsAdministrator(
    page,
    test.info().project.name === 'phone'
      ? e2eSuperAdminEmails.plansPhone
      : e2eSuperAdminEmails.plansDesktop,
  );
  const plus = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'KinderWait Plus' }),
  });
  await expect(plus).toContainText('300 assistant messages a day, 5 broadcasts a month');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectAccessible(page);
  await plus.getByRole('button', { name: 'Edit KinderWait Plus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit KinderWait Plus' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Assistant messages a day' })).toHaveValue(
    '300',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
