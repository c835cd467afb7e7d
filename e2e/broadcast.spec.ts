import { expect, test, type Page } from '@playwright/test';
import { notificationsApiPaths, roleIds, sandboxTestCards } from '@kinderwait/contract';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { expectAccessible } from './support/accessibility.ts';
import { openMenuIfNarrow, settledNavigation, uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { claimCentreThroughApi } from './support/listing-claims.ts';
import { recordPageProblems } from './support/page-problems.ts';
import { pageLikeProject } from './support/pages.ts';
import { addChild, addTicket, apiHeaders, isoDate } from './support/waitlist.ts';

/**
 * Broadcast both ways (docs/product/broadcast.md). One database serves the whole run, so each
 * project claims centres of its own near City Hall, and a parent's broadcast may reach other
 * journeys' providers too: each journey finds its own broadcast by its start date, which differs
 * per project.
 */
const centres = {
  desktop: {
    first: { name: 'Life-Bridge Child Care', phone: '+14165526323' },
    second: { name: 'George Brown - Richmond Adelaide Childcare Centre', phone: '+14164152453' },
    spot: { name: 'Blue Butterfly Montessori School Inc.', phone: '+14164790202' },
    startInDays: 61,
  },
  phone: {
    first: { name: 'Metro Hall Early Learning & Child Care Centre', phone: '+14163975171' },
    second: { name: 'Hydrokids - Opg', phone: '+14165519537' },
    spot: { name: 'Studio 1,2,3 Early Learning Centre', phone: '+14163430093' },
    startInDays: 67,
  },
} as const;

/** A licensed provider at City Hall who claimed `centre` and states two toddler spaces. */
async function providerWithToddlerSpaces(
  page: Page,
  label: string,
  centre: { name: string; phone: string },
): Promise<void> {
  await signInThroughApi(page, {
    email: uniqueEmail(label),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/home',
  });
  // Claiming is set-up here: the claim screens have their journeys (claim-listing,
  // provider-waitlist at both widths).
  await claimCentreThroughApi(page, centre.name, centre.phone);
  const ageGroups = page.getByRole('form', { name: 'Age groups, spaces and hours' });
  await ageGroups.getByRole('spinbutton', { name: /^Available spaces – Toddler/ }).fill('2');
  await ageGroups.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ageGroups.getByText('Saved.')).toBeVisible();
}

/** The provider's incoming broadcast with this start date (no name is ever shown to providers). */
function incomingWithStart(page: Page, startDate: string) {
  return page
    .getByRole('listitem')
    .filter({ hasText: formatStartDate(startDate) })
    .filter({ has: page.getByRole('button', { name: /^Interested in the broadcast/ }) });
}

test('a parent broadcasts a toddler’s need; two providers answer, one interested and one not now; the parent accepts and the offer shows on both sides; a second broadcast is paid in the sandbox @phone', async ({
  page,
  browser,
}, info) => {
  // Three accounts, two claims by text message, a broadcast, answers and a checkout on a busy
  // two-core machine.
  test.setTimeout(600_000);
  const project = info.project.name === 'phone' ? centres.phone : centres.desktop;
  const startDate = isoDate(project.startInDays);

  // Two providers with toddler spaces.
  const first = page;
  await providerWithToddlerSpaces(first, 'broadcast-first', project.first);
  const firstProblems = await recordPageProblems(first);
  const second = await pageLikeProject(browser, info);
  await providerWithToddlerSpaces(second, 'broadcast-second', project.second);
  const secondProblems = await recordPageProblems(second);

  // The parent: a toddler at City Hall whose ticket wants licensed care within 2 km.
  const parent = await pageLikeProject(browser, info);
  await signInThroughApi(parent, {
    email: uniqueEmail('broadcast-parent'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  const parentProblems = await recordPageProblems(parent);
  const child = await addChild(parent, { firstName: 'Lina', lastName: 'Haddad' });
  await addTicket(parent, child, { distance: 2 });
  // The child was added through the API: the screens read it on a fresh load.
  await parent.goto('/home');

  // From the menu to what a broadcast is and costs, then the child and the filters.
  await settledNavigation(parent);
  await (await openMenuIfNarrow(parent)).getByRole('link', { name: 'Broadcasts' }).click();
  await expect(parent).toHaveURL(/\/broadcast\/price-and-advantages$/);
  await expect(
    parent.getByRole('heading', { level: 1, name: 'Broadcast your child’s care need' }),
  ).toBeVisible();
  await expect(parent.getByText(/\$21\.47 per broadcast/)).toBeVisible();
  await expect(parent.getByText('1 broadcast of 1 left this month.')).toBeVisible();
  await expectAccessible(parent);
  await parent.getByRole('link', { name: 'Start a broadcast' }).click();
  await expect(parent).toHaveURL(/\/broadcast\/select-child$/);
  await expectAccessible(parent);
  await parent.getByRole('link', { name: 'Broadcast for Lina' }).click();
  await expect(parent).toHaveURL(new RegExp(`/broadcast/filter-selection/${child.id}$`));
  await parent.getByLabel('Requested start date').fill(startDate);
  // The count of the choices shown (the button waits for it), at least this journey's two
  // providers (other journeys' centres nearby may count too).
  await expect(parent.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  await expect(parent.getByText(/This broadcast will reach \d+ providers/)).toBeVisible();
  const reachText = await parent.getByText(/This broadcast will reach \d+ providers/).innerText();
  expect(Number(/(\d+)/.exec(reachText)?.[1])).toBeGreaterThanOrEqual(2);
  await expectAccessible(parent);
  await parent.getByRole('button', { name: 'Continue to payment' }).click();
  await parent.getByRole('button', { name: /^Use 1 of your 1 broadcast this month$/ }).click();

  // The confirmation: sent to every matching provider.
  await expect(parent).toHaveURL(/\/broadcast\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = parent.url();
  await expect(parent.getByText(/^Sent to \d+ providers$/)).toBeVisible({ timeout: 60_000 });
  await expect(parent.getByText('For Lina')).toBeVisible();
  await expectAccessible(parent);

  // Both providers see it (no name), one answers interested with a note, one not now.
  for (const provider of [first, second]) {
    await provider.goto('/broadcast');
    await expect(provider).toHaveURL(/\/broadcast\/incoming$/);
    await expect(
      provider.getByRole('heading', { level: 1, name: 'Families looking for care' }),
    ).toBeVisible();
    await expect(incomingWithStart(provider, startDate)).toHaveCount(1);
    await expect(provider.getByText('Lina')).toHaveCount(0);
    await expect(provider.getByText('Haddad')).toHaveCount(0);
    await expectAccessible(provider);
  }
  const firstItem = incomingWithStart(first, startDate);
  await firstItem.getByRole('button', { name: /^Interested in the broadcast/ }).click();
  const answer = first.getByRole('dialog', { name: 'Offer a space' });
  await answer.getByLabel('Start date').fill(startDate);
  await answer
    .getByRole('textbox', { name: 'Note for the family (optional)' })
    .fill('<b>Garden</b> and a nap room; visits on Tuesdays.');
  await expectAccessible(first);
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  await expect(firstItem.getByText(/^Your answer: Interested/)).toBeVisible();
  const secondItem = incomingWithStart(second, startDate);
  await secondItem.getByRole('button', { name: /^Not now for the broadcast/ }).click();
  await expect(secondItem.getByText('Your answer: Not now')).toBeVisible();

  // The parent sees the interest, the note as text, and accepts.
  await parent.goto(`${orderUrl}/childcare-interest`);
  await expect(
    parent.getByRole('heading', { level: 1, name: 'Interested providers' }),
  ).toBeVisible();
  const interested = parent.getByRole('listitem').filter({ hasText: project.first.name });
  await expect(
    interested.getByText('<b>Garden</b> and a nap room; visits on Tuesdays.'),
  ).toBeVisible();
  await expect(parent.getByRole('listitem').filter({ hasText: project.second.name })).toHaveCount(
    0,
  );
  await expectAccessible(parent);
  await interested
    .getByRole('button', { name: `Accept ${project.first.name}’s offer of a space` })
    .click();
  await expect(
    interested.getByText('Accepted: the offer is on your requests screen.'),
  ).toBeVisible();

  // The offer is on both sides: the parent's requests, the provider's waitlist.
  await interested.getByRole('link', { name: 'Answer the offer' }).click();
  await expect(
    parent.getByText(new RegExp(`${project.first.name} offered Lina a spot`)),
  ).toBeVisible();
  await first.goto('/user-profile/childcare-provider/waitlist');
  const lina = first.getByRole('listitem', { name: 'Lina' });
  await expect(lina.getByText('Spot offered')).toBeVisible();
  await first.goto('/broadcast/incoming');
  await expect(
    first.getByText('The family accepted: their request is on your waitlist.'),
  ).toBeVisible();

  // A second broadcast: this month's allowance is spent, so it is paid in the sandbox.
  await parent.goto(`/broadcast/filter-selection/${child.id}`);
  await parent.getByLabel('Requested start date').fill(isoDate(project.startInDays + 7));
  await expect(parent.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  await expect(parent.getByText(/This broadcast will reach \d+ providers/)).toBeVisible();
  await parent.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(
    parent.getByText(
      'You have used this month’s broadcasts: pay for this one, or wait for next month.',
    ),
  ).toBeVisible();
  await parent.getByRole('button', { name: 'Pay $21.47' }).click();
  await expect(parent.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await parent.getByRole('textbox', { name: 'Card number' }).fill(sandboxTestCards.succeeds);
  await parent.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/45');
  await parent.getByRole('textbox', { name: 'CVC' }).fill('123');
  await parent.getByRole('textbox', { name: 'Postal code' }).fill('M5H 2N2');
  await parent.getByRole('button', { name: /^Pay / }).click();
  await expect(parent).toHaveURL(/\/broadcast\/orders\/[0-9a-f-]{36}/);
  await expect(parent.getByText(/^Sent to \d+ providers$/)).toBeVisible({ timeout: 60_000 });
  await expect(parent.getByText(/Paid .* by card/)).toBeVisible();

  // Both broadcasts are listed, newest first.
  await parent.goto('/broadcast/orders');
  await expect(parent.getByRole('heading', { level: 1, name: 'Your broadcasts' })).toBeVisible();
  await expect(parent.getByRole('listitem').filter({ hasText: 'For Lina' })).toHaveCount(2);
  await expectAccessible(parent);

  expect(firstProblems).toEqual([]);
  expect(secondProblems).toEqual([]);
  expect(parentProblems).toEqual([]);
});

test('a provider tells nearby families about a toddler space; a family with alerts on sees it and sends a request in one tap @phone', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(420_000);
  const project = info.project.name === 'phone' ? centres.phone : centres.desktop;

  // A parent whose toddler's ticket has its availability alert on.
  const parent = await pageLikeProject(browser, info);
  await signInThroughApi(parent, {
    email: uniqueEmail('spot-parent'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  const child = await addChild(parent, { firstName: 'Omar', lastName: 'Sayed' });
  const ticket = await addTicket(parent, child, { distance: 3 });
  const alert = await parent.request.put(
    notificationsApiPaths.availabilityAlert
      .replace('{childId}', child.id)
      .replace('{ticketId}', ticket.id),
    { headers: await apiHeaders(parent, roleIds.Parent) },
  );
  expect(alert.status()).toBeLessThan(300);
  const parentProblems = await recordPageProblems(parent);

  // The provider's broadcast profile: the spot broadcast of the toddler spaces.
  await providerWithToddlerSpaces(page, 'spot-provider', project.spot);
  const problems = await recordPageProblems(page);
  await page.goto('/broadcast/broadcast-profile');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your broadcast profile' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Fill it in by chat with AI Broadcast' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('button', { name: 'Tell families nearby about these spaces: Toddler' })
    .click();
  await expect(page.getByText(/This broadcast will reach \d+ famil/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Use 1 of your 1 broadcast this month$/ }).click();
  await expect(page.getByText(/^Sent to \d+ famil/)).toBeVisible({ timeout: 60_000 });

  // The family sees the space among its invitations and sends a request in one tap.
  await parent.goto('/broadcast/invitations');
  await expect(parent.getByRole('heading', { level: 1, name: 'Spaces near you' })).toBeVisible();
  const invitation = parent.getByRole('listitem').filter({ hasText: project.spot.name });
  await expect(invitation.getByText('For Omar')).toBeVisible();
  await expectAccessible(parent);
  await invitation
    .getByRole('button', { name: `Send a request to ${project.spot.name} for Omar` })
    .click();
  await expect(
    invitation.getByText('Request sent: your child is on this provider’s waitlist.'),
  ).toBeVisible();

  // On the provider's waitlist.
  await page.goto('/user-profile/childcare-provider/waitlist');
  await expect(page.getByRole('listitem', { name: 'Omar' })).toBeVisible();

  // The chat screen of the section opens too.
  await page.goto('/broadcast/broadcast-onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Broadcast' })).toBeVisible();
  await expectAccessible(page);

  expect(problems).toEqual([]);
  expect(parentProblems).toEqual([]);
});
