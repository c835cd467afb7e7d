import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  BroadcastOrder,
  broadcastApiPaths,
  buildUrl,
  devOutboxApiPaths,
  offersApiPaths,
  OutboxResponse,
  providerTypeIds,
  roleIds,
  waitlistApiPaths,
  type RoleCode,
} from '@kinderwait/contract';
import { uniqueEmail } from './support/accounts.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { buyThroughSandbox, sweepScreens } from './support/every-screen.ts';
import { previewFrench } from './support/french.ts';
import { fakeMapServices } from './support/map.ts';
import { pageLikeProject } from './support/pages.ts';
import { claimedWithToddlerSpaces } from './support/provider-spaces.ts';
import { e2eSuperAdminEmails } from './support/super-admins.ts';
import { addChildWithTicket, apiHeaders, isoDate } from './support/waitlist.ts';

// Every signed-in screen in French (docs/decisions/i18n.md#every-screen-in-french-the-sweep-issue-29):
// each role signs in once and opens every screen it can reach on a 320 px phone, each checked as
// the French journeys check theirs. The journeys prove what the screens do; this proves none is
// left in English. @phone-only: the words are the same at both widths, the phone is where French's
// longer words would break a layout, and the French journeys already walk the desktop shell; one
// width keeps the suite within its time (docs/decisions/i18n.md).

/** Each project's centres near City Hall (a listing is claimed once a run). */
const centres = {
  desktop: {
    parent: { name: 'Kids & Company Ltd. - Wellington Site', phone: '+14168636868' },
    provider: { name: 'Downtown Montessori At Simcoe Place', phone: '+14163408757' },
    admin: e2eSuperAdminEmails.sweepDesktop,
  },
  phone: {
    parent: { name: 'Kids & Company Queen West', phone: '+14163451543' },
    provider: { name: 'Garderie La Farandole Gabrielle Roy', phone: '+14163631841' },
    admin: e2eSuperAdminEmails.sweepPhone,
  },
} as const;

function forProject(info: TestInfo) {
  return info.project.name === 'phone' ? centres.phone : centres.desktop;
}

/** French before the app loads, at the project's width (320 px on the phone). */
async function inFrench(page: Page, info: TestInfo): Promise<void> {
  if (info.project.name === 'phone') await page.setViewportSize({ width: 320, height: 740 });
  // The account's language is French from its first request (the profile's language).
  await page.context().setExtraHTTPHeaders({ 'Accept-Language': 'fr-CA' });
  await previewFrench(page);
  await fakeMapServices(page);
}

async function signIn(page: Page, label: string, role: RoleCode, roles: RoleCode[] = [role]) {
  const email = uniqueEmail(label);
  await signInThroughApi(page, {
    email,
    roles,
    activeRole: role,
    atCityHall: true,
    path: '/robots.txt',
  });
  return email;
}

/** The emailed offer link's path and query, from the development outbox. */
async function offerLinkEmailedTo(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(devOutboxApiPaths.outbox, { params: { to: email } });
      const messages = OutboxResponse.parse(await response.json());
      link = messages
        .map(
          (message) =>
            /https?:\/\/\S+?(\/offers\/[0-9a-f-]{36}\?token=[^\s)>"]+)/.exec(message.text)?.[1],
        )
        .find((found) => found !== undefined);
      return link;
    })
    .toBeDefined();
  return link ?? '';
}

test('every screen a parent reaches is French @phone-only', async ({ page, browser }, info) => {
  // About thirty screens on a busy two-core machine.
  test.setTimeout(600_000);
  const project = forProject(info);

  // A centre with toddler spaces, which offers the parent's child a spot.
  const provider = await pageLikeProject(browser, info);
  const { providerId, toddlerId } = await claimedWithToddlerSpaces(provider, project.parent);

  await inFrench(page, info);
  const email = await signIn(page, 'sweep-parent', 'Parent');
  const { child, ticket } = await addChildWithTicket(page, {
    firstName: 'Léa',
    lastName: 'Côté',
    distance: 5,
  });
  const headers = await apiHeaders(page);
  const sent = await page.request.post(
    buildUrl(waitlistApiPaths.requestsOfTicket, { childId: child.id, ticketId: ticket.id }),
    { data: { childcareProviderIds: [providerId] }, headers },
  );
  expect(sent.status(), await sent.text()).toBe(200);
  const offered = await provider.request.post(
    buildUrl(offersApiPaths.providerOffers, { providerId }),
    {
      headers: await apiHeaders(provider, roleIds.Licenced),
      data: { ticketId: ticket.id, ageGroupId: toddlerId, startDate: isoDate(14) },
    },
  );
  expect(offered.status(), await offered.text()).toBeLessThan(300);
  const offerLink = await offerLinkEmailedTo(page, email);

  // A family broadcast, paid from the month's allowance, sent to the centres nearby.
  const created = await page.request.post(broadcastApiPaths.orders, {
    headers,
    data: {
      childId: child.id,
      filters: {
        Distance: 5,
        ProviderTypes: [providerTypeIds['licensed-centre']],
        ChildcareTypes: [],
        SchoolPlans: [],
        PaymentOptions: [],
        RequestedStartDate: isoDate(45),
        ScheduleAvailability: [],
      },
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const order = BroadcastOrder.parse(await created.json());
  const used = await page.request.post(
    buildUrl(broadcastApiPaths.useAllowance, { orderId: order.id }),
    { headers },
  );
  expect(used.status(), await used.text()).toBeLessThan(300);
  const checkout = await buyThroughSandbox(page, 'Parent', 'kinderwait-plus');

  const wizard = (step: string) => `/waitlist/${child.id}/${step}`;
  const findings = await sweepScreens(page, [
    { name: 'home', path: '/home' },
    { name: 'profile', path: '/user-profile' },
    { name: 'profile: edit', path: '/user-profile/edit' },
    { name: 'role selection', path: '/onboarding/role-selection' },
    { name: 'children', path: '/waitlist/children' },
    { name: 'child: new', path: '/child-enrollment' },
    { name: 'child: edit', path: `/child-enrollment?childId=${child.id}` },
    { name: 'wizard: provider types', path: wizard('provider-types') },
    { name: 'wizard: kinds of care', path: wizard('childcare-types') },
    { name: 'wizard: school plans', path: wizard('school-plans') },
    { name: 'wizard: schedule', path: wizard('schedule-availability') },
    { name: 'wizard: fees', path: wizard('daily-payment') },
    { name: 'wizard: confirmation', path: wizard('filters-confirmation') },
    { name: 'matches', path: `/waitlist/children/${child.id}/childcare-providers` },
    { name: 'requests, notices and the offer', path: '/waitlist/childcare-requests' },
    { name: 'offer link', path: offerLink, lands: /^\/offers\// },
    {
      name: 'still interested link',
      path: `/waitlist/confirm/${ticket.id}`,
      lands: /^\/waitlist\/confirm\//,
    },
    { name: 'survey', path: '/surveys/parent/waitlist' },
    {
      name: 'broadcast',
      path: '/broadcast',
      lands: /^\/broadcast\/(price-and-advantages|orders)$/,
    },
    { name: 'broadcast: child', path: '/broadcast/select-child' },
    { name: 'broadcast: filters', path: `/broadcast/filter-selection/${child.id}` },
    { name: 'broadcast: orders', path: '/broadcast/orders' },
    { name: 'broadcast: order', path: `/broadcast/orders/${order.id}` },
    { name: 'broadcast: interest', path: `/broadcast/orders/${order.id}/childcare-interest` },
    { name: 'broadcast: invitations', path: '/broadcast/invitations' },
    { name: 'plans', path: '/service-payment/pricing-tier-carousel' },
    {
      name: 'checkout complete',
      path: `/service-payment/checkout-complete?product=kinderwait-plus&checkout=${checkout}`,
    },
    { name: 'payment history', path: '/service-payment/payment-history' },
    { name: 'limit reached', path: '/service-payment/limit-reached' },
    { name: 'voice agent welcome', path: '/voice-ai-agent/welcome' },
  ]);
  await provider.context().close();
  expect(findings, 'English (or accessibility problems) on the parent’s screens').toEqual([]);
});

test('every screen a provider reaches is French @phone-only', async ({ page, browser }, info) => {
  test.setTimeout(600_000);
  const project = forProject(info);
  await inFrench(page, info);
  const { providerId } = await claimedWithToddlerSpaces(page, project.provider);

  // A family in line at the centre.
  const parent = await pageLikeProject(browser, info);
  await signIn(parent, 'sweep-provider-family', 'Parent');
  const { child, ticket } = await addChildWithTicket(parent, {
    firstName: 'Noé',
    lastName: 'Gagnon',
    distance: 5,
  });
  const sent = await parent.request.post(
    buildUrl(waitlistApiPaths.requestsOfTicket, { childId: child.id, ticketId: ticket.id }),
    { data: { childcareProviderIds: [providerId] }, headers: await apiHeaders(parent) },
  );
  expect(sent.status(), await sent.text()).toBe(200);
  await parent.context().close();

  // The voice agent's screens need a voice purchase.
  const checkout = await buyThroughSandbox(page, 'Licenced', 'voice-assistant-setup');

  const findings = await sweepScreens(page, [
    { name: 'home', path: '/home' },
    { name: 'profile', path: '/user-profile' },
    { name: 'profile: edit', path: '/user-profile/edit' },
    { name: 'provider profile', path: '/user-profile/childcare-provider' },
    { name: 'claim a listing', path: '/user-profile/childcare-provider/claim' },
    { name: 'waitlist', path: '/user-profile/childcare-provider/waitlist' },
    { name: 'broadcast', path: '/broadcast', lands: /^\/broadcast\/incoming$/ },
    { name: 'broadcast: AI Broadcast', path: '/broadcast/broadcast-onboarding' },
    { name: 'broadcast: profile', path: '/broadcast/broadcast-profile' },
    { name: 'broadcast: orders', path: '/broadcast/orders' },
    { name: 'assistant: broadcast', path: '/ai-assistants/broadcast' },
    { name: 'assistant: voice agent', path: '/ai-assistants/voiceAiAgent' },
    { name: 'voice agent welcome', path: '/voice-ai-agent/welcome' },
    { name: 'voice agent onboarding', path: '/voice-ai-agent/onboarding' },
    { name: 'voice agent dashboard', path: '/voice-ai-agent/profile-dashboard' },
    { name: 'plans', path: '/service-payment/pricing-tier-carousel' },
    {
      name: 'checkout complete',
      path: `/service-payment/checkout-complete?product=voice-assistant-setup&checkout=${checkout}`,
    },
    { name: 'payment history', path: '/service-payment/payment-history' },
    { name: 'limit reached', path: '/service-payment/limit-reached' },
    { name: 'telephony sandbox (development)', path: '/dev/telephony' },
  ]);
  expect(findings, 'English (or accessibility problems) on the provider’s screens').toEqual([]);
});

test('every screen an administrator reaches is French @phone-only', async ({ page }, info) => {
  test.setTimeout(300_000);
  await inFrench(page, info);
  // SUPERADMIN_EMAILS gives the role (playwright.config.ts); nobody can take it through the API.
  await signInThroughApi(page, {
    email: forProject(info).admin,
    roles: ['Parent'],
    activeRole: 'SuperAdmin',
    path: '/robots.txt',
  });
  const findings = await sweepScreens(page, [
    { name: 'home', path: '/home' },
    { name: 'profile', path: '/user-profile' },
    { name: 'profile: edit', path: '/user-profile/edit' },
    { name: 'products and prices', path: '/service-payment/products' },
    { name: 'plans', path: '/service-payment/pricing-tier-carousel' },
    { name: 'payment history', path: '/service-payment/payment-history' },
  ]);
  expect(findings, 'English (or accessibility problems) on the administrator’s screens').toEqual(
    [],
  );
});
