import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { expectAccessible } from './support/accessibility.ts';
import { parentChoice, registerWithRole, uniqueEmail } from './support/accounts.ts';

/**
 * The SuperAdmin's products screen. Nobody can make themselves SuperAdmin through the API (an
 * operator inserts the row, docs/permissions.md), so this journey runs only against a server on
 * PostgreSQL, where it grants the role as the operator would:
 *
 *   createdb -h 127.0.0.1 -U postgres kinderwait_e2e_products   (once, empty)
 *   E2E_PORT=3190 DATABASE_URL=postgres://postgres@127.0.0.1:5432/kinderwait_e2e_products \
 *     npx playwright test e2e/product-admin.spec.ts
 *
 * (Playwright passes its environment to the web server.) Without DATABASE_URL it is skipped.
 */
const databaseUrl = process.env.DATABASE_URL;

test.skip(
  databaseUrl === undefined,
  'needs DATABASE_URL: the journey grants SuperAdmin in the server database, as an operator does',
);

async function grantSuperAdmin(email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const granted = await client.query(
      'insert into user_roles (user_id, role_id) select id, 1 from users where email = $1',
      [email.toLowerCase()],
    );
    expect(granted.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** A registered parent made SuperAdmin, acting as Administrator, on the products screen. */
async function openProductsAsAdministrator(page: Page, label: string) {
  const email = uniqueEmail(label);
  await registerWithRole(page, email, parentChoice);
  await grantSuperAdmin(email);
  await page.goto('/user-profile');
  const roles = page.getByRole('region', { name: 'Your roles' }).getByRole('listitem');
  await page.getByRole('button', { name: 'Switch to this role: Administrator' }).click();
  await expect(roles.and(page.locator('[aria-current="true"]'))).toContainText('Administrator');
  await page.goto('/service-payment/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products and prices' })).toBeVisible();
}

test('an administrator changes the Broadcast price in dollars, sees the change recorded, and a 400 keeps what was typed', async ({
  page,
}) => {
  test.slow(); // registers, then edits three times
  test.info().setTimeout(test.info().timeout + 60_000);
  await openProductsAsAdministrator(page, 'product-admin');
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

test('the products fit the screen, and a plan’s form shows its limits with its name read-only @phone', async ({
  page,
}) => {
  test.slow();
  await openProductsAsAdministrator(page, 'product-admin-phone');
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
