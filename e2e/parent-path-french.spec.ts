import { expect, test } from '@playwright/test';
import {
  addCalendarDays,
  addCalendarMonths,
  buildUrl,
  ChildTicketResponse,
  formatCalendarDate,
  offersApiPaths,
  roleIds,
  todayInTimeZone,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { expectAccessible } from './support/accessibility.ts';
import { latestSignInLink, uniqueEmail } from './support/accounts.ts';
import { expectFrench, fill, frenchCatalogue, previewFrench } from './support/french.ts';
import { cityHallSummary, fakeMapServices } from './support/map.ts';
import { recordPageProblems } from './support/page-problems.ts';
import { pageLikeProject } from './support/pages.ts';
import { claimedWithToddlerSpaces } from './support/provider-spaces.ts';
import { apiHeaders } from './support/waitlist.ts';

// The parent's path in French (docs/decisions/i18n.md#previewing-french): every screen French,
// accessible and, on a 320 px phone, without sideways scroll.

/** Each project's centre near City Hall (a listing is claimed once a run). */
const centres = {
  desktop: { name: 'Kinder College Early Learning Centre', phone: '+14164790004' },
  phone: { name: 'Hester How Early Learning Centre', phone: '+14163927981' },
} as const;

/** Toronto's date `days` from today, `years` on, as YYYY-MM-DD. */
function torontoDate(days: number, years = 0): string {
  return formatCalendarDate(
    addCalendarMonths(addCalendarDays(todayInTimeZone(), days), years * 12),
  );
}

test('a parent registers, adds a child, describes the care, sends a request and accepts the offer, all in French @phone', async ({
  page,
  browser,
}, info) => {
  // Registering, the wizard, matching, a claimed centre and an offer on a busy two-core machine.
  test.setTimeout(420_000);
  const phone = info.project.name === 'phone';
  const centre = phone ? centres.phone : centres.desktop;
  if (phone) await page.setViewportSize({ width: 320, height: 740 });
  const [auth, onboarding, children, wizard, filters, matches, requests] = await Promise.all([
    frenchCatalogue('auth'),
    frenchCatalogue('onboarding'),
    frenchCatalogue('children'),
    frenchCatalogue('waitlist-wizard'),
    frenchCatalogue('care-filters'),
    frenchCatalogue('childcare-matches'),
    frenchCatalogue('childcare-requests'),
  ]);

  // The centre's side first, so the parent's matches show its vacancy.
  const provider = await pageLikeProject(browser, info);
  const { providerId, toddlerId } = await claimedWithToddlerSpaces(provider, centre);

  const problems = await recordPageProblems(page);
  await previewFrench(page);
  await fakeMapServices(page);

  // Registering, in French: the account's language is French from its first request.
  const email = uniqueEmail('french-parent');
  await page.goto('/auth/register');
  await expect(
    page.getByRole('heading', { level: 1, name: fill(auth.registerTitle) }),
  ).toBeVisible();
  await expectFrench(page, 'register');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: fill(auth.nameLabel) }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: fill(auth.emailLabel) }).fill(email);
  await page.getByRole('button', { name: fill(auth.registerSubmit) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fill(auth.checkEmailTitle) }),
  ).toBeVisible();
  await expectFrench(page, 'check your email');
  await expectAccessible(page);

  await page.goto(await latestSignInLink(page.request, email));
  await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
  await expect(
    page.getByRole('heading', { level: 1, name: fill(onboarding.firstRoleTitle) }),
  ).toBeVisible();
  await expectFrench(page, 'role selection');
  await expectAccessible(page);
  await page
    .getByRole('radio', { name: new RegExp(`^${fill(onboarding.roleParentTitle)}`) })
    .check();
  await page.getByRole('button', { name: fill(onboarding.submit) }).click();

  await expect(page).toHaveURL(/\/onboarding\/steps$/);
  await expect(page.getByRole('textbox', { name: 'Adresse' })).toHaveValue(cityHallSummary);
  await expectFrench(page, 'onboarding location');
  await expectAccessible(page);
  await page.getByRole('button', { name: fill(onboarding.stepsLocationSubmit) }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /KinderWait/ })).toBeVisible();
  await expectFrench(page, 'home');
  await expectAccessible(page);

  // The children list, empty, and the child information form.
  await page.goto('/waitlist/children');
  await expect(
    page.getByRole('heading', { level: 1, name: fill(children.listTitle) }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: fill(children.listEmptyTitle) }),
  ).toBeVisible();
  await expectFrench(page, 'children list');
  await expectAccessible(page);
  await page.getByRole('link', { name: fill(children.listEmptyAction) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fill(children.formNewTitle) }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: new RegExp(fill(children.fieldFirstName)) }).fill('Léa');
  await page.getByRole('textbox', { name: new RegExp(fill(children.fieldLastName)) }).fill('Côté');
  await page.getByLabel(new RegExp(fill(children.fieldDateOfBirth))).fill(torontoDate(0, -2));
  await expect(
    page.getByRole('radio', { name: new RegExp(`^${fill(children.locationSameAsMine)}`) }),
  ).toBeChecked();
  await expectFrench(page, 'child information');
  await expectAccessible(page);
  await page.getByRole('button', { name: fill(children.formSaveNew) }).click();

  // The wizard: provider types, kinds of care, schedule, fees, confirmation.
  const step = async (title: string | undefined, path: string) => {
    await expect(page).toHaveURL(new RegExp(`/waitlist/[0-9a-f-]{36}/${path}$`));
    await expect(page.getByRole('heading', { level: 2, name: fill(title) })).toBeVisible();
  };
  const next = () => page.getByRole('button', { name: fill(wizard.next) }).click();
  await step(wizard.stepProviderTypes, 'provider-types');
  await expect(
    page.getByRole('heading', { level: 1, name: fill(wizard.heading, { firstName: 'Léa' }) }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: fill(matches.providerTypeLicensedCentre) }).check();
  await expectFrench(page, 'wizard: provider types');
  await expectAccessible(page);
  await next();
  await step(wizard.stepChildcareTypes, 'childcare-types');
  await expectFrench(page, 'wizard: kinds of care');
  await expectAccessible(page);
  await next();
  await step(wizard.stepScheduleAvailability, 'schedule-availability');
  await page.getByLabel(fill(filters.startDateLabel)).fill(torontoDate(14));
  await expectFrench(page, 'wizard: schedule');
  await expectAccessible(page);
  await next();
  await step(wizard.stepDailyPayment, 'daily-payment');
  await expectFrench(page, 'wizard: fees');
  await expectAccessible(page);
  await next();
  await step(wizard.stepFiltersConfirmation, 'filters-confirmation');
  await expectFrench(page, 'wizard: confirmation');
  await expectAccessible(page);
  await page.getByRole('button', { name: fill(wizard.create) }).click();

  // The matches: the claimed centre, with its vacancy, is chosen and sent a request.
  await expect(page).toHaveURL(/\/waitlist\/children\/([0-9a-f-]{36})\/childcare-providers/);
  const childId = /children\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  await expect(
    page.getByRole('heading', { level: 1, name: fill(matches.headingFor, { firstName: 'Léa' }) }),
  ).toBeVisible();
  const card = page
    .getByRole('region', { name: fill(matches.listLabel) })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: centre.name, exact: true }) });
  await expect(card).toBeVisible();
  // The cards' provider type is the server's English name (fix pending).
  await expectFrench(page, 'matches');
  await expectAccessible(page);
  await card.getByRole('checkbox', { name: fill(matches.select, { name: centre.name }) }).check();
  await page.getByRole('button', { name: fill(matches.send, { count: '1' }) }).click();
  await expect(page).toHaveURL(/\/waitlist\/childcare-request-sending-result$/);
  await expect(
    page.getByRole('heading', { level: 1, name: fill(matches.resultHeading) }),
  ).toBeVisible();
  await expect(page.getByText(centre.name, { exact: true })).toBeVisible();
  await expectFrench(page, 'sending result');
  await expectAccessible(page);

  // The centre offers Léa a toddler spot (its screens have their own French journey).
  const { ticket } = ChildTicketResponse.parse(
    await (
      await page.request.get(buildUrl(waitlistApiPaths.tickets, { childId }), {
        headers: await apiHeaders(page),
      })
    ).json(),
  );
  if (ticket === null) throw new Error('the wizard saved no ticket');
  const offered = await provider.request.post(
    buildUrl(offersApiPaths.providerOffers, { providerId }),
    {
      headers: await apiHeaders(provider, roleIds.Licenced),
      data: { ticketId: ticket.id, ageGroupId: toddlerId, startDate: torontoDate(14) },
    },
  );
  expect(offered.status(), await offered.text()).toBeLessThan(300);

  // The parent's requests: the offer, its deadline in French, accepted in one tap.
  await page.goto('/waitlist/childcare-requests');
  await expect(page.getByRole('heading', { level: 1, name: fill(requests.title) })).toBeVisible();
  const offer = page.getByRole('region', {
    name: fill(requests.offerHeading, { provider: centre.name }),
  });
  await expect(offer.getByText(/^Répondez d’ici le .+ \(heure de Toronto\)$/)).toBeVisible();
  await expectFrench(page, 'requests with an offer');
  await expectAccessible(page);
  await offer
    .getByRole('button', {
      name: fill(requests.offerAcceptName, { provider: centre.name, child: 'Léa' }),
    })
    .click();
  await expect(
    page.getByText(fill(requests.offerAccepted, { child: 'Léa', provider: centre.name })),
  ).toBeVisible();
  await expect(
    page
      .getByRole('listitem', { name: centre.name })
      .getByText(fill(requests.statusChip, { status: fill(requests.statusEnrolled) })),
  ).toBeVisible();
  await expectFrench(page, 'requests after accepting');
  await expectAccessible(page);

  expect(problems).toEqual([]);
  await provider.context().close();
});
