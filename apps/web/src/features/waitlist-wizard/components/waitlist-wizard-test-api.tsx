import { render, screen } from '@testing-library/react';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import type { Language } from '../../../lib/i18n/language';
import { createMemoryRouter, RouterProvider, useOutlet, useParams } from 'react-router';
import { beforeAll, beforeEach } from 'vitest';
import { availabilityPickerCatalogue } from '../../../components/availability-picker/availability-picker-messages';
import { careFiltersCatalogue } from '../../../components/care-filters/care-filters-messages';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { loadValidationWords } from '../../../components/form/validation-loader';
import { waitlistWizardCatalogue } from '../waitlist-wizard-messages';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import type { ChildInfo } from '@kinderwait/contract/children';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { sampleChild } from '../../../test/child-fixtures';
import { storageKeys } from '@kinderwait/contract/constants';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { FiltersBody, WaitlistData, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { readStorage, writeStorage } from '../../../lib/storage';
import { setupApiTestContext } from '../../../test/api-test-context';
import type { ApiTestContext } from '../../../test/api-test-context';
import type { RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { todayIso } from '../lib/wizard-draft';
import { resetWizardMemory } from '../wizard-store';
import { ChildcareTypesStep } from './steps/childcare-types-step';
import { DailyPaymentStep } from './steps/daily-payment-step';
import { FiltersConfirmationStep } from './steps/filters-confirmation-step';
import { ProviderTypesStep } from './steps/provider-types-step';
import { ScheduleAvailabilityStep } from './steps/schedule-availability-step';
import { SchoolPlanDetailStep } from './steps/school-plan-detail-step';
import { SchoolPlansStep } from './steps/school-plans-step';
import { WaitlistWizardShell } from './waitlist-wizard-shell';

/**
 * Test support of the wizard's component tests: a child, its ticket and the wizard's calls
 * answered like the server over the real HTTP test server, and the wizard's routes as the app
 * nests them.
 */
export const childId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
export const ticketId = '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

/** 'YYYY-MM-DD' `days` from today in Toronto (negative: before). */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function yearsAgo(years: number): string {
  const today = todayIso();
  return `${String(Number(today.slice(0, 4)) - years)}${today.slice(4, 8)}01`;
}

/** A date a month or so from now, as the start date. */
export function inAMonth(): string {
  return daysFromToday(35);
}

function child(dateOfBirth: string): ChildInfo {
  return sampleChild({
    id: childId,
    firstName: 'Zoë',
    lastName: "O'Brien",
    dateOfBirth,
    expectedBirth: dateOfBirth > todayIso(),
    languages: ['en'],
    immunizationsUpToDate: true,
  });
}

export interface FakeApi {
  filters: unknown[];
  saves: { method: string; path: string; body: unknown }[];
}

export interface ServeOptions {
  dateOfBirth?: string;
  ticket?: WaitlistTicket | null;
  saveAnswer?: (body: WaitlistData) => [number, unknown];
}

/**
 * Per test file: the API test context, the wizard's memory forgotten before each test, and
 * `serveApi`: the calls the wizard makes, answered like the server: the child, its ticket, the
 * catalogues, the filters count and the ticket's POST and PUT (bodies checked by the contract; a
 * body it refuses fails the test). `saveAnswer` decides the save's answer.
 */
export function setupWizardTest(): {
  context: ApiTestContext;
  serveApi: (options?: ServeOptions) => FakeApi;
} {
  const context = setupApiTestContext();
  beforeAll(async () => {
    // The words load once, as the wizard's route loader loads them before it opens.
    await Promise.all([
      ...(['en', 'fr'] as const).flatMap((language) =>
        [waitlistWizardCatalogue, careFiltersCatalogue, availabilityPickerCatalogue].map(
          (catalogue) => loadMessages(catalogue, language),
        ),
      ),
      loadValidationWords('fr'),
    ]);
  });
  beforeEach(() => {
    resetWizardMemory();
  });
  return { context, serveApi: (options = {}) => serveApi(context, options) };
}

function serveApi(context: ApiTestContext, options: ServeOptions): FakeApi {
  const fake: FakeApi = { filters: [], saves: [] };
  const server = context.server;
  const ticketPath = buildUrl(waitlistApiPaths.tickets, { childId });
  server.route('GET', childrenApiPaths.getChildInfo, (request, response) => {
    if (!request.url.includes(`childId=${childId}`)) {
      server.refuse(request, response, 'another child');
      return;
    }
    sendJson(response, 200, child(options.dateOfBirth ?? yearsAgo(2)));
  });
  server.route('GET', ticketPath, (_request, response) => {
    sendJson(response, 200, { ticket: options.ticket ?? null });
  });
  const item = (id: number, name: string) => ({
    id,
    code: name.toLowerCase(),
    name,
    description: '',
  });
  server.route('GET', cataloguesApiPaths.providerTypes, (_request, response) => {
    sendJson(response, 200, {
      items: [
        { ...item(1, 'Licensed centre'), code: 'licensed-centre', selected: false },
        { ...item(2, 'Licensed home'), code: 'licensed-home', selected: false },
      ],
    });
  });
  server.route('GET', cataloguesApiPaths.childcareTypes, (_request, response) => {
    sendJson(response, 200, { items: [item(1, 'Full-time'), item(2, 'Part-time')] });
  });
  server.route('GET', cataloguesApiPaths.schoolPlans, (_request, response) => {
    sendJson(response, 200, {
      items: [item(1, 'Before and after school'), item(2, 'Summer camp')],
    });
  });
  server.route('GET', buildUrl(cataloguesApiPaths.schoolPlan, { id: 1 }), (_request, response) => {
    sendJson(response, 200, {
      ...item(1, 'Before and after school'),
      period: 'School days, September to June',
      typicalHours: '7:00 to 8:45 and 15:30 to 18:00',
      details: ['Walk to and from school'],
    });
  });
  server.route('GET', cataloguesApiPaths.paymentOptions, (request, response) => {
    const hourly = request.url.includes('paymentOption=Hourly');
    const bracket = (id: number, label: string) => ({
      id,
      paymentOption: hourly ? 'Hourly' : 'Daily',
      currency: 'CAD',
      minCents: 0,
      maxCents: null,
      label,
    });
    sendJson(response, 200, {
      items: hourly
        ? [bracket(21, 'Up to $15 an hour'), bracket(22, '$15 or more an hour')]
        : [bracket(11, 'Up to $10 a day'), bracket(12, '$10 to $50 a day')],
    });
  });
  server.route('POST', waitlistApiPaths.filters, (request, response) => {
    const body = FiltersBody.safeParse(JSON.parse(request.body));
    if (!body.success || !request.url.includes(`childId=${childId}`)) {
      server.refuse(request, response, 'a filters call the contract refuses');
      return;
    }
    fake.filters.push(body.data);
    sendJson(response, 200, { total: 12 });
  });
  const save = (request: RecordedRequest, response: Parameters<typeof sendJson>[0]) => {
    const body = WaitlistData.safeParse(JSON.parse(request.body));
    if (!body.success) {
      server.refuse(request, response, 'a ticket body the contract refuses');
      return;
    }
    fake.saves.push({ method: request.method, path: request.path, body: body.data });
    const [status, answer] = options.saveAnswer?.(body.data) ?? [
      request.method === 'POST' ? 201 : 200,
      {
        ...body.data,
        id: ticketId,
        childId,
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: new Date().toISOString(),
      },
    ];
    sendJson(response, status, answer);
  };
  server.route('POST', ticketPath, save);
  server.route('PUT', buildUrl(waitlistApiPaths.ticket, { childId, ticketId }), save);
  return fake;
}

/** Where the wizard leads, as the tests' stand-in pages name them. */
const matchesHeading = 'Matching providers';
const childrenHeading = 'Your children';

function WizardLayout() {
  const { childId: id = '' } = useParams();
  return <WaitlistWizardShell key={id} childId={id} outlet={useOutlet()} />;
}

function PlanDetail() {
  const { planId } = useParams();
  return <SchoolPlanDetailStep planId={Number(planId)} />;
}

/** The wizard's routes as the app nests them, and the providers page it goes to. */
export function renderWizard(path = `/waitlist/${childId}`, language: Language = 'en') {
  const router = createMemoryRouter(
    [
      {
        path: '/waitlist/:childId',
        element: <WizardLayout />,
        children: [
          { path: 'provider-types', element: <ProviderTypesStep /> },
          { path: 'childcare-types', element: <ChildcareTypesStep /> },
          { path: 'school-plans', element: <SchoolPlansStep /> },
          { path: 'school-plans/:planId', element: <PlanDetail /> },
          { path: 'schedule-availability', element: <ScheduleAvailabilityStep /> },
          { path: 'daily-payment', element: <DailyPaymentStep /> },
          { path: 'filters-confirmation', element: <FiltersConfirmationStep /> },
        ],
      },
      {
        path: '/waitlist/children/:childId/childcare-providers',
        element: <h1>{matchesHeading}</h1>,
      },
      { path: '/waitlist/children', element: <h1>{childrenHeading}</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nProvider language={language}>
      <QueryWrapper>
        <RouterProvider router={router} />
      </QueryWrapper>
    </I18nProvider>,
  );
  return { router, ...view };
}

export function stored(): Record<string, unknown> | null {
  const raw = readStorage(storageKeys.waitlistData);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

export async function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name }, { timeout: 3000 });
}

/** A draft of this child in storage, as the wizard saves it, with the given answers. */
export function saveDraft(fields: Record<string, unknown>): void {
  writeStorage(
    storageKeys.waitlistData,
    JSON.stringify({
      childId,
      waitlistTicketId: null,
      Distance: 5,
      ScheduleAvailability: [],
      savedAt: new Date().toISOString(),
      ...fields,
    }),
  );
}
