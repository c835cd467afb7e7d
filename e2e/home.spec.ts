import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { addChild, addTicket } from './support/waitlist.ts';

/** One card of home's steps, by its title. */
const step = (page: Page, title: string) => page.getByRole('listitem', { name: title });

async function home(page: Page) {
  await page.goto('/home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to KinderWait' }),
  ).toBeVisible();
}

test('a parent’s home leads from adding a child to its care needs and its matches, each step a link @phone', async ({
  page,
}) => {
  test.slow(); // three states of home, each checked for accessibility, and three screens
  await signInThroughApi(page, {
    email: uniqueEmail('home-parent'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  const addStep = step(page, 'Add your children');
  await expect(addStep.getByText('Next step')).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await expectAccessible(page);
  await addStep.getByRole('link', { name: 'Add a child' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a child' })).toBeVisible();

  // The child form has its own journey: the child is added through the API.
  const mia = await addChild(page, { firstName: 'Mia' });
  await home(page);
  await expect(addStep.getByText('You added Mia.')).toBeVisible();
  const describe = step(page, 'Describe the care you need');
  await expect(describe.getByText('Next step')).toBeVisible();
  await expectAccessible(page);
  await describe.getByRole('link', { name: 'Describe Mia’s care' }).click();
  await expect(page).toHaveURL(new RegExp(`/waitlist/${mia.id}/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Care for Mia' })).toBeVisible();

  await addTicket(page, mia);
  await home(page);
  const matches = step(page, 'See your matches');
  await expect(matches.getByText('Next step')).toBeVisible();
  await expect(
    step(page, 'Your requests').getByRole('link', { name: 'See your requests' }),
  ).toHaveAttribute('href', '/waitlist/childcare-requests');
  await expectAccessible(page);
  await matches.getByRole('link', { name: 'See Mia’s matches' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Matching childcare for Mia' }),
  ).toBeVisible();
});

test('a licensed provider’s home leads to the claim, the profile and the waitlist @phone', async ({
  page,
}) => {
  await signInThroughApi(page, {
    email: uniqueEmail('home-provider'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/home',
  });
  const claim = step(page, 'Claim your centre’s listing');
  await expect(claim.getByText('Next step')).toBeVisible();
  const waitlist = step(page, 'Your waitlist');
  // Onboarding's location step saved the profile: the waitlist exists, empty.
  await expect(
    waitlist.getByText('No family is on your waitlist yet. Families join it from their matches.'),
  ).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await expectAccessible(page);
  await expect(
    step(page, 'Spaces and hours').getByRole('link', { name: 'Add spaces and hours' }),
  ).toHaveAttribute('href', '/user-profile/childcare-provider');

  await claim.getByRole('link', { name: 'Claim your listing' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Claim your licensed centre' }),
  ).toBeVisible();
  await home(page);
  await waitlist.getByRole('link', { name: 'Open your waitlist' }).click();
  await expect(page).toHaveURL(/\/user-profile\/childcare-provider\/waitlist$/);
});
