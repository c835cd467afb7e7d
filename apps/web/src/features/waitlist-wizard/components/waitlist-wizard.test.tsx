import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useOutlet, useParams } from 'react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import type { ChildInfo } from '@kinderwait/contract/children';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { storageKeys } from '@kinderwait/contract/constants';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { FiltersBody, WaitlistData, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { readStorage } from '../../../lib/storage';
import { setupApiTestContext } from '../../../test/api-test-context';
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

const context = setupApiTestContext();

const childId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const ticketId = '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

function yearsAgo(years: number): string {
  const today = todayIso();
  return `${String(Number(today.slice(0, 4)) - years)}${today.slice(4, 8)}01`;
}

/** A date a month or so from now, as the start date. */
function inAMonth(): string {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 35);
  return date.toISOString().slice(0, 10);
}

function child(dateOfBirth: string): ChildInfo {
  return {
    id: childId,
    firstName: 'Zoë',
    lastName: "O'Brien",
    dateOfBirth,
    expectedBirth: false,
    languages: ['en'],
    allergies: '',
    medicalConditions: '',
    medications: '',
    dietaryNeeds: '',
    specialNeeds: '',
    immunizationsUpToDate: true,
    emergencyContactName: '',
    emergencyContactPhone: null,
    emergencyContactRelationship: '',
    notes: '',
    location: null,
    effectiveLocation: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

interface FakeApi {
  filters: unknown[];
  saves: { method: string; path: string; body: unknown }[];
}

/**
 * The calls the wizard makes, answered like the server: the child, its ticket, the catalogues,
 * the filters count and the ticket's POST and PUT (bodies checked by the contract; a body it
 * refuses fails the test). `saveAnswer` decides the save's answer.
 */
function serveApi(
  options: {
    dateOfBirth?: string;
    ticket?: WaitlistTicket | null;
    saveAnswer?: (body: WaitlistData) => [number, unknown];
  } = {},
): FakeApi {
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

function WizardLayout() {
  const { childId: id = '' } = useParams();
  return <WaitlistWizardShell key={id} childId={id} outlet={useOutlet()} />;
}

function PlanDetail() {
  const { planId } = useParams();
  return <SchoolPlanDetailStep planId={Number(planId)} />;
}

/** The wizard's routes as the app nests them, and the providers page it goes to. */
function renderWizard(path = `/waitlist/${childId}`) {
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
        element: <h1>Matching providers</h1>,
      },
      { path: '/waitlist/children', element: <h1>Your children</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryWrapper>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
  return { router, ...view };
}

function stored(): Record<string, unknown> | null {
  const raw = readStorage(storageKeys.waitlistData);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

async function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name }, { timeout: 3000 });
}

beforeEach(() => {
  resetWizardMemory();
});

describe('the waitlist wizard (SPEC 2.5, 4)', () => {
  test('a toddler goes through five steps, school plans skipped both ways; each step is saved; the filters wait for the four lists; finishing creates the ticket', async () => {
    const api = serveApi();
    const { router } = renderWizard();
    const user = userEvent.setup();

    // The index resumes at the first step.
    await stepHeading('What kind of provider?');
    expect(router.state.location.pathname).toBe(`/waitlist/${childId}/provider-types`);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Care for Zoë' })).toBeInTheDocument();

    // Next needs a provider type.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Please select at least one provider type from the list'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Licensed centre' }));
    const slider = screen.getByRole('slider', { name: 'How far from home?' });
    expect(slider).toHaveValue('5');
    fireEvent.change(slider, { target: { value: '12' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('What kind of care?');
    expect(stored()).toMatchObject({
      childId,
      waitlistTicketId: null,
      ProviderTypes: [1],
      Distance: 12,
      step: 'childcare-types',
      completedSteps: ['provider-types'],
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Part-time' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // School plans skipped forward.
    await stepHeading('When do you need care?');
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(stored()).toMatchObject({ ChildcareTypes: [2] });
    expect(stored()).not.toHaveProperty('SchoolPlans');

    // ... and backward.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('What kind of care?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('When do you need care?');

    const startDate = inAMonth();
    fireEvent.change(screen.getByLabelText(/Requested start date/), {
      target: { value: startDate },
    });
    await user.click(screen.getByRole('button', { name: 'Friday Evening' }));
    expect(
      screen.getByText('My preferred schedule availability: Friday - Evening'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('What can you pay?');
    expect(stored()).toMatchObject({
      RequestedStartDate: startDate,
      ScheduleAvailability: [{ day: 'Friday', timeOfDay: 'Evening' }],
    });

    // Three lists exist (school plans count as none for a toddler); payment options do not yet.
    await context.server.settle(600);
    expect(api.filters).toHaveLength(0);
    expect(screen.getByText(/We count the matching providers once/)).toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: 'Up to $10 a day' }));
    await user.click(screen.getByRole('checkbox', { name: '$10 to $50 a day' }));
    expect(
      await screen.findByText('12 providers match so far', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    // Debounced: the two quick ticks made one call, with every choice so far.
    expect(api.filters).toEqual([
      {
        ProviderTypes: [1],
        ChildcareTypes: [2],
        SchoolPlans: [],
        PaymentOptions: [11, 12],
        Distance: 12,
        RequestedStartDate: startDate,
        ScheduleAvailability: [{ day: 'Friday', timeOfDay: 'Evening' }],
      },
    ]);
    await user.click(screen.getByRole('checkbox', { name: '$10 to $50 a day' }));
    await user.click(screen.getByRole('tab', { name: 'By the hour' }));
    await user.click(await screen.findByRole('checkbox', { name: '$15 or more an hour' }));
    await waitFor(() => {
      expect(api.filters.at(-1)).toMatchObject({ PaymentOptions: [11, 22] });
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Check and save');
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByText('Licensed centre')).toBeInTheDocument();
    expect(screen.getByText('Within 12 km')).toBeInTheDocument();
    expect(screen.getByText('Part-time')).toBeInTheDocument();
    expect(screen.getByText('Up to $10 a day, $15 or more an hour')).toBeInTheDocument();
    expect(
      screen.getByText('My preferred schedule availability: Friday - Evening'),
    ).toBeInTheDocument();
    expect(screen.queryByText('School plans')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save and see matching providers' }));
    await screen.findByRole('heading', { name: 'Matching providers' });
    expect(router.state.location.pathname).toBe(
      `/waitlist/children/${childId}/childcare-providers`,
    );
    expect(api.saves).toEqual([
      {
        method: 'POST',
        path: `/api/children/${childId}/waitlist`,
        body: {
          Distance: 12,
          ProviderTypes: [1],
          ChildcareTypes: [2],
          SchoolPlans: [],
          PaymentOptions: [11, 22],
          RequestedStartDate: startDate,
          ScheduleAvailability: [{ day: 'Friday', timeOfDay: 'Evening' }],
        },
      },
    ]);
    // Cleared when the wizard finishes (SPEC 4).
    expect(stored()).toBeNull();
  }, 30_000);

  test('a school-age child has the school-plans step, with each plan’s details', async () => {
    serveApi({ dateOfBirth: yearsAgo(8) });
    renderWizard(`/waitlist/${childId}/school-plans`);
    const user = userEvent.setup();
    await stepHeading('School-age plans');
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('link', { name: 'Details of Before and after school' }),
    );
    expect(await screen.findByText('School days, September to June')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose this plan' }));
    await user.click(screen.getByRole('link', { name: 'Back to school plans' }));
    await stepHeading('School-age plans');
    expect(screen.getByRole('checkbox', { name: 'Before and after school' })).toBeChecked();
    expect(stored()).toMatchObject({ SchoolPlans: [1] });
  }, 15_000);

  test('a reload mid-wizard resumes at the saved step with every choice intact', async () => {
    serveApi();
    const first = renderWizard();
    const user = userEvent.setup();
    await stepHeading('What kind of provider?');
    await user.click(await screen.findByRole('checkbox', { name: 'Licensed home' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('What kind of care?');
    await user.click(await screen.findByRole('checkbox', { name: 'Full-time' }));
    await context.server.settle();

    // The page reloads: memory is gone, storage stays.
    first.unmount();
    act(() => {
      resetWizardMemory();
    });
    renderWizard();
    await stepHeading('What kind of care?');
    expect(await screen.findByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('What kind of provider?');
    expect(await screen.findByRole('checkbox', { name: 'Licensed home' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Licensed centre' })).not.toBeChecked();
  }, 15_000);

  test('editing a ticket starts from it (an older draft of it is not used) and finishing updates it', async () => {
    const ticket: WaitlistTicket = {
      id: ticketId,
      childId,
      Distance: 8,
      ProviderTypes: [2],
      ChildcareTypes: [],
      SchoolPlans: [],
      PaymentOptions: [],
      RequestedStartDate: inAMonth(),
      ScheduleAvailability: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: new Date().toISOString(),
    };
    window.localStorage.setItem(
      storageKeys.waitlistData,
      JSON.stringify({
        childId,
        waitlistTicketId: ticketId,
        Distance: 40,
        ProviderTypes: [1],
        ScheduleAvailability: [],
        step: 'childcare-types',
        completedSteps: ['provider-types'],
        savedAt: '2026-11-02T00:00:00.000Z',
      }),
    );
    const api = serveApi({ ticket });
    const { router } = renderWizard();
    const user = userEvent.setup();
    await stepHeading('What kind of provider?');
    expect(await screen.findByRole('checkbox', { name: 'Licensed home' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Licensed centre' })).not.toBeChecked();
    // Every list exists from the start: the count shows on the first step.
    expect(
      await screen.findByText('12 providers match so far', {}, { timeout: 3000 }),
    ).toBeInTheDocument();

    await act(() => router.navigate(`/waitlist/${childId}/filters-confirmation`));
    await user.click(
      await screen.findByRole('button', { name: 'Save changes and see matching providers' }),
    );
    await screen.findByRole('heading', { name: 'Matching providers' });
    expect(api.saves.map((save) => [save.method, save.path])).toEqual([
      ['PUT', `/api/children/${childId}/waitlist/${ticketId}`],
    ]);
    expect(api.saves[0]?.body).toMatchObject({ Distance: 8, ProviderTypes: [2] });
    expect(stored()).toBeNull();
  }, 15_000);

  test('a failed save keeps every choice, says why, and offers to set the address', async () => {
    const api = serveApi({
      saveAnswer: () => [
        409,
        {
          message: 'No location',
          code: 'child_location_missing',
        },
      ],
    });
    const startDate = inAMonth();
    window.localStorage.setItem(
      storageKeys.waitlistData,
      JSON.stringify({
        childId,
        waitlistTicketId: null,
        Distance: 5,
        ProviderTypes: [1],
        ChildcareTypes: [],
        PaymentOptions: [12],
        RequestedStartDate: startDate,
        ScheduleAvailability: [{ day: 'Monday', timeOfDay: 'Morning' }],
        step: 'filters-confirmation',
        completedSteps: [
          'provider-types',
          'childcare-types',
          'schedule-availability',
          'daily-payment',
        ],
        savedAt: new Date().toISOString(),
      }),
    );
    const { router } = renderWizard();
    const user = userEvent.setup();
    await stepHeading('Check and save');
    await user.click(screen.getByRole('button', { name: 'Save and see matching providers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your choices were not saved: Save your address (or the child’s) first: matching measures distance from where the child lives',
    );
    expect(within(alert).getByRole('link', { name: 'Set the child’s address' })).toHaveAttribute(
      'href',
      `/child-enrollment?childId=${childId}`,
    );
    expect(api.saves).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/waitlist/${childId}/filters-confirmation`);
    expect(stored()).toMatchObject({
      ProviderTypes: [1],
      PaymentOptions: [12],
      RequestedStartDate: startDate,
      ScheduleAvailability: [{ day: 'Monday', timeOfDay: 'Morning' }],
    });
    expect(screen.getByText('$10 to $50 a day')).toBeInTheDocument();
    await waitFor(() => {
      expect(api.filters.length).toBeGreaterThan(0);
    });
  }, 15_000);
});
