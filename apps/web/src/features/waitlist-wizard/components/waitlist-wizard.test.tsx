import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { waitlistApiPaths, waitlistMessages } from '@kinderwait/contract/waitlist';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { sendJson } from '../../../test/http-test-server';
import { resetWizardMemory } from '../wizard-store';
import {
  childId,
  inAMonth,
  renderWizard,
  saveDraft,
  setupWizardTest,
  stepHeading,
  stored,
  ticketId,
  yearsAgo,
} from './waitlist-wizard-test-api';

const { context, serveApi } = setupWizardTest();

describe('the waitlist wizard', () => {
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
    expect(await screen.findByText('12 providers match so far', {})).toBeInTheDocument();
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
    // Cleared when the wizard finishes.
    expect(stored()).toBeNull();
  });

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
  });

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
  });

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
    saveDraft({
      waitlistTicketId: ticketId,
      Distance: 40,
      ProviderTypes: [1],
      ScheduleAvailability: [],
      step: 'childcare-types',
      completedSteps: ['provider-types'],
      savedAt: '2026-11-02T00:00:00.000Z',
    });
    const api = serveApi({ ticket });
    const { router } = renderWizard();
    const user = userEvent.setup();
    await stepHeading('What kind of provider?');
    expect(await screen.findByRole('checkbox', { name: 'Licensed home' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Licensed centre' })).not.toBeChecked();
    // Every list exists from the start: the count shows on the first step.
    expect(await screen.findByText('12 providers match so far', {})).toBeInTheDocument();

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
  });

  test('a failed save keeps every choice and says why', async () => {
    const api = serveApi({
      saveAnswer: () => [
        // The child got a ticket meanwhile (another tab, another device).
        409,
        {
          message: waitlistMessages.ticketExists,
          code: 'waitlist_ticket_exists',
        },
      ],
    });
    const startDate = inAMonth();
    saveDraft({
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
    });
    const { router } = renderWizard();
    const user = userEvent.setup();
    await stepHeading('Check and save');
    await user.click(screen.getByRole('button', { name: 'Save and see matching providers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your choices were not saved: This child already has a waitlist ticket; update it instead',
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
  });
});

describe('the waitlist wizard for a child it cannot load', () => {
  const notFound = { message: 'Child not found', code: 'child_not_found' };

  test('a child that is not found says so, with no Try again that could not help', async () => {
    context.server.route('GET', childrenApiPaths.getChildInfo, (_request, response) => {
      sendJson(response, 404, notFound);
    });
    context.server.route(
      'GET',
      buildUrl(waitlistApiPaths.tickets, { childId }),
      (_request, response) => {
        sendJson(response, 404, notFound);
      },
    );
    renderWizard();
    expect(
      await screen.findByText('We could not load this child’s waitlist. Child not found'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('a server that could not answer offers Try again', async () => {
    context.server.route('GET', childrenApiPaths.getChildInfo, (_request, response) => {
      sendJson(response, 503, { message: 'Service unavailable' });
    });
    context.server.route(
      'GET',
      buildUrl(waitlistApiPaths.tickets, { childId }),
      (_request, response) => {
        sendJson(response, 200, { ticket: null });
      },
    );
    renderWizard();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
