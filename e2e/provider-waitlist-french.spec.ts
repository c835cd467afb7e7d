import { expect, test } from '@playwright/test';
import {
  buildUrl,
  offersApiPaths,
  ProviderOffersResponse,
  roleIds,
  SendRequestsResponse,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { expectFrench, fill, frenchCatalogue, previewFrench } from './support/french.ts';
import { recordPageProblems } from './support/page-problems.ts';
import { pageLikeProject } from './support/pages.ts';
import { claimedWithToddlerSpaces } from './support/provider-spaces.ts';
import { addChildWithTicket, apiHeaders } from './support/waitlist.ts';

// The provider's waitlist in French (docs/decisions/i18n.md#previewing-french): the families in
// line, the priorities, an offer and the family enrolled, each screen French and accessible, on a
// 320 px phone without sideways scroll.

/** Each project's centre near City Hall (a listing is claimed once a run). */
const centres = {
  desktop: { name: 'Ryerson Early Learning Centre (Ryerson University)', phone: '+14169795338' },
  phone: { name: 'Orde Day Care Satellite (St. Patrick Street)', phone: '+14165910040' },
} as const;

test('a provider reads the waitlist, sets priorities and offers a spot in French; the family accepts and shows enrolled @phone', async ({
  page,
  browser,
}, info) => {
  // Two accounts, a claimed centre, the waitlist's tabs and an offer on a busy two-core machine.
  test.setTimeout(420_000);
  const phone = info.project.name === 'phone';
  const centre = phone ? centres.phone : centres.desktop;
  if (phone) await page.setViewportSize({ width: 320, height: 740 });
  const waitlist = await frenchCatalogue('provider-waitlist');

  // The provider's account is French from its first request (the profile's language).
  await page.context().setExtraHTTPHeaders({ 'Accept-Language': 'fr-CA' });
  await previewFrench(page);
  const { providerId } = await claimedWithToddlerSpaces(page, centre);
  const problems = await recordPageProblems(page);

  // A family with a toddler and a request to the centre (the parent's French journey sends one
  // from the screens).
  const parent = await pageLikeProject(browser, info);
  await signInThroughApi(parent, {
    email: uniqueEmail('french-waitlist-parent'),
    roles: ['Parent'],
    activeRole: 'Parent',
    atCityHall: true,
    path: '/robots.txt',
  });
  const { child, ticket } = await addChildWithTicket(parent, {
    firstName: 'Noé',
    lastName: 'Gagnon',
    distance: 5,
    allergies: 'Arachides',
  });
  const sent = await parent.request.post(
    buildUrl(waitlistApiPaths.requestsOfTicket, { childId: child.id, ticketId: ticket.id }),
    { data: { childcareProviderIds: [providerId] }, headers: await apiHeaders(parent) },
  );
  expect(sent.status()).toBe(200);
  expect(SendRequestsResponse.parse(await sent.json()).items[0]?.outcome).toBe('sent');

  // The waitlist: the spaces and the family in line.
  await page.goto('/user-profile/childcare-provider/waitlist');
  await expect(
    page.getByRole('heading', { level: 1, name: fill(waitlist.pageTitle) }),
  ).toBeVisible();
  const noe = page.getByRole('listitem', { name: 'Noé' });
  await expect(noe.getByText(fill(waitlist.statusWaiting), { exact: true })).toBeVisible();
  await expect(noe.getByText(fill(waitlist.entryContactHidden))).toHaveCount(2);
  await expectFrench(page, 'provider waitlist');
  await expectAccessible(page);

  // The priorities tab.
  await page.getByRole('tab', { name: fill(waitlist.prioritiesHeading) }).click();
  await expect(page.getByText(fill(waitlist.prioritiesIntro))).toBeVisible();
  await expectFrench(page, 'provider waitlist: priorities');
  await expectAccessible(page);

  // The families again, and the offer's dialog: the toddler group, its spaces, the deadline.
  await page.getByRole('tab', { name: fill(waitlist.familiesTab) }).click();
  await noe.getByRole('button', { name: fill(waitlist.entryOfferName, { child: 'Noé' }) }).click();
  const offer = page.getByRole('dialog', { name: fill(waitlist.offerTitle, { child: 'Noé' }) });
  await expect(offer.getByRole('button', { name: fill(waitlist.offerSend) })).toBeVisible();
  await expectFrench(page, 'offer dialog');
  await expectAccessible(page);
  await offer.getByRole('button', { name: fill(waitlist.offerSend) }).click();
  await expect(page.getByText(fill(waitlist.offerSent, { child: 'Noé' }))).toBeVisible();
  await expect(noe.getByText(fill(waitlist.statusOffered), { exact: true })).toBeVisible();
  await expect(noe.getByText('Arachides')).toBeVisible();
  await expectFrench(page, 'provider waitlist after the offer');
  await expectAccessible(page);

  // The family accepts (its French screens are the parent's journey); the provider sees Noé
  // enrolled.
  const listed = await page.request.get(buildUrl(offersApiPaths.providerOffers, { providerId }), {
    headers: await apiHeaders(page, roleIds.Licenced),
  });
  const [made] = ProviderOffersResponse.parse(await listed.json()).items;
  if (made === undefined) throw new Error('the offer was not made');
  const accepted = await parent.request.post(
    buildUrl(offersApiPaths.accept, { offerId: made.id }),
    {
      headers: await apiHeaders(parent),
    },
  );
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  await page.reload();
  await expect(noe.getByText(fill(waitlist.statusEnrolled), { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: fill(waitlist.spacesHeading) })
      .getByText(/:\s*1 place libre$/),
  ).toBeVisible();
  await expectFrench(page, 'provider waitlist with the family enrolled');
  await expectAccessible(page);

  expect(problems).toEqual([]);
  await parent.context().close();
});
