import { expect, test, type Page } from '@playwright/test';
import {
  ChildcareProviderProfile,
  childcareProvidersApiPaths,
  roleIds,
  SendRequestsResponse,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { signInThroughApi } from './support/api-sign-in.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openMenuIfNarrow, uniqueEmail } from './support/accounts.ts';
import { claimCentre } from './support/listing-claims.ts';
import { recordPageProblems } from './support/page-problems.ts';
import { pageLikeProject } from './support/pages.ts';
import { addChildWithTicket, apiHeaders } from './support/waitlist.ts';

/**
 * Each project claims its own centre near City Hall (one database serves the whole run, and a
 * listing is claimed once), with a toddler group and a published phone of its own.
 */
const centres = {
  desktop: { name: 'Gerrard Early Learning Centre', phone: '+14169262208' },
  phone: { name: 'Ogden Day Care Centre', phone: '+14165930624' },
} as const;

/** The provider's profile id, read through the API as the signed-in provider. */
async function providerIdOf(page: Page): Promise<string> {
  const response = await page.request.get(childcareProvidersApiPaths.profile, {
    headers: await apiHeaders(page, roleIds.Licenced),
  });
  expect(response.status()).toBe(200);
  const { id } = ChildcareProviderProfile.parse(await response.json());
  if (id === null) throw new Error('the claimed centre has no profile id');
  return id;
}

test('a provider sets priorities and offers a spot; the parent sees the offer and its countdown and accepts; the provider sees the child enrolled and spaces reduced @phone', async ({
  page,
  browser,
}, info) => {
  // Two accounts, a claim by text message, the profile, the waitlist and the requests on a busy
  // two-core machine.
  test.setTimeout(420_000);
  const centre = info.project.name === 'phone' ? centres.phone : centres.desktop;

  // The provider claims the centre and states two toddler spaces.
  // Registering and onboarding have journeys of their own: both accounts are made through the
  // API, with the location onboarding would have saved.
  await signInThroughApi(page, {
    email: uniqueEmail('waitlist-provider'),
    roles: ['Licenced'],
    activeRole: 'Licenced',
    atCityHall: true,
    path: '/home',
  });
  // Recorded from the app's own screens on: the API sign-in passes through /robots.txt, whose
  // favicon request Chrome may log as a 404 before the next page loads (not the app's problem).
  const problems = await recordPageProblems(page);
  await claimCentre(page, centre.name, centre.phone);
  const ageGroups = page.getByRole('form', { name: 'Age groups, spaces and hours' });
  await ageGroups.getByRole('spinbutton', { name: /^Available spaces – Toddler/ }).fill('2');
  await ageGroups.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ageGroups.getByText('Saved.')).toBeVisible();
  const providerId = await providerIdOf(page);

  // The parent: a toddler with a ticket, a request to the centre (the matches journey covers
  // sending from the screens).
  const parent = await pageLikeProject(browser, info);
  const parentEmail = uniqueEmail('waitlist-parent');
  await signInThroughApi(parent, {
    email: parentEmail,
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/home',
  });
  const parentProblems = await recordPageProblems(parent);
  const { child, ticket } = await addChildWithTicket(parent, {
    firstName: 'Noor',
    lastName: 'Haddad',
    distance: 5,
    allergies: 'Peanuts (anaphylaxis)',
  });
  const sent = await parent.request.post(
    waitlistApiPaths.requestsOfTicket
      .replace('{childId}', child.id)
      .replace('{ticketId}', ticket.id),
    { data: { childcareProviderIds: [providerId] }, headers: await apiHeaders(parent) },
  );
  expect(sent.status()).toBe(200);
  expect(SendRequestsResponse.parse(await sent.json()).items[0]?.outcome).toBe('sent');

  // The provider's waitlist, from the navigation.
  await (await openMenuIfNarrow(page)).getByRole('link', { name: 'Your waitlist' }).click();
  await expect(page).toHaveURL(/\/user-profile\/childcare-provider\/waitlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your waitlist' })).toBeVisible();
  const spaces = page.getByRole('region', { name: 'Spaces' });
  await expect(spaces.getByText('Toddler: 2 spaces available')).toBeVisible();
  const noor = page.getByRole('listitem', { name: 'Noor' });
  await expect(noor.getByText('Waiting')).toBeVisible();
  // Two years and 50 days old at the start; the contact and care notes wait for an offer.
  await expect(noor.getByText('2 years 1 month (Toddler)')).toBeVisible();
  await expect(noor.getByText('Any time of the week')).toBeVisible();
  await expect(noor.getByText('Shown once you offer a spot')).toHaveCount(2);
  await expect(noor.getByText(/Peanuts/)).toHaveCount(0);
  await expectAccessible(page);

  // Priorities: sibling enrolled weighs 60.
  await page.getByRole('tab', { name: 'Priorities' }).click();
  const sibling = page.getByRole('listitem', { name: 'Sibling enrolled' });
  await sibling.getByRole('textbox', { name: 'Weight of Sibling enrolled' }).fill('60');
  await sibling.getByRole('button', { name: 'Save Sibling enrolled' }).click();
  await expect(page.getByText('Sibling enrolled saved. Positions are updated.')).toBeVisible();
  await expectAccessible(page);

  // Noor's family has a sibling enrolled: first in line.
  await page.getByRole('tab', { name: 'Families' }).click();
  await noor.getByRole('button', { name: "Set the priorities of Noor's family" }).click();
  const assign = page.getByRole('dialog', { name: "Priorities of Noor's family" });
  await assign.getByRole('checkbox', { name: 'Sibling enrolled (weight 60)' }).check();
  await expectAccessible(page);
  await assign.getByRole('button', { name: 'Save priorities' }).click();
  await expect(page.getByText("Priorities of Noor's family saved.")).toBeVisible();
  await expect(noor.getByText('Sibling enrolled · weight 60')).toBeVisible();
  await expect(noor.getByLabel('Position 1 in line')).toBeVisible();
  // Focus returns to the button that opened the dialog.
  await expect(
    noor.getByRole('button', { name: "Set the priorities of Noor's family" }),
  ).toBeFocused();

  // The offer: toddler group, default start date and the 3 business days deadline.
  await noor.getByRole('button', { name: "Offer a spot to Noor's family" }).click();
  const offer = page.getByRole('dialog', { name: "Offer a spot to Noor's family" });
  await expect(offer.getByText('2 spaces available in this group')).toBeVisible();
  await expect(offer.getByRole('radio', { name: /^3 business days: by the end of/ })).toBeChecked();
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(page.getByText("Offer sent to Noor's family.")).toBeVisible();
  await expect(noor.getByText('Spot offered')).toBeVisible();
  await expect(noor.getByRole('link', { name: parentEmail })).toBeVisible();
  await expect(
    noor.getByRole('list', { name: 'Care notes' }).getByText('Peanuts (anaphylaxis)'),
  ).toBeVisible();

  // The parent sees the offer and its countdown on the requests screen, and accepts.
  await parent.goto('/waitlist/childcare-requests');
  await expect(
    parent.getByRole('heading', { level: 1, name: 'Your childcare requests' }),
  ).toBeVisible();
  const offered = parent.getByRole('region', { name: `${centre.name} offers a spot` });
  await expect(offered.getByText(/^Answer by .+ \(Toronto time\)$/)).toBeVisible();
  const countdown = offered.getByTestId('countdown');
  await expect(countdown).toHaveText(/left$/);
  const first = await countdown.textContent();
  // It ticks for the eye (hidden from screen readers, who read the deadline sentence).
  await expect(countdown).not.toHaveText(first ?? '');
  await expect(countdown).toHaveAttribute('aria-hidden', 'true');
  await expectAccessible(parent);
  await offered.getByRole('button', { name: `Accept the spot at ${centre.name} for Noor` }).click();
  await expect(
    parent.getByText(`Noor is enrolled at ${centre.name}.`, { exact: false }),
  ).toBeVisible();
  await expect(
    parent.getByRole('listitem', { name: centre.name }).getByText('Status: Enrolled'),
  ).toBeVisible();
  await expectAccessible(parent);

  // The provider sees Noor enrolled and one toddler space left.
  await page.reload();
  await expect(
    page.getByRole('listitem', { name: 'Noor' }).getByText('Enrolled', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Spaces' }).getByText('Toddler: 1 space available'),
  ).toBeVisible();
  await expectAccessible(page);

  expect(problems).toEqual([]);
  expect(parentProblems).toEqual([]);
  await parent.context().close();
});
