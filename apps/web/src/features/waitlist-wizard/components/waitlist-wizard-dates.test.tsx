import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { todayIso } from '../lib/wizard-draft';
import {
  childId,
  daysFromToday,
  renderWizard,
  saveDraft,
  setupWizardTest,
  stepHeading,
  stored,
} from './waitlist-wizard-test-api';

const { context, serveApi } = setupWizardTest();

/** Six today, seven within 15 to 45 days: school-age only by a start date two months ahead. */
function turningSevenSoon(): string {
  const soon = daysFromToday(45);
  return `${String(Number(soon.slice(0, 4)) - 7)}${soon.slice(4, 8)}01`;
}

describe('the start date and an expected birth', () => {
  test('a date before the expected birth is refused, naming the child; the birth day itself is taken', async () => {
    const birth = daysFromToday(60);
    const api = serveApi({ dateOfBirth: birth });
    saveDraft({
      ProviderTypes: [1],
      ChildcareTypes: [],
      step: 'schedule-availability',
      completedSteps: ['provider-types', 'childcare-types'],
    });
    const user = userEvent.setup();
    renderWizard();
    await stepHeading('When do you need care?');
    const field = screen.getByLabelText(/Requested start date/);
    expect(field).toHaveAttribute('min', birth);
    expect(
      screen.getByText(
        `The first day you need care: Zoë’s expected birth (${formatStartDate(birth)}) or later.`,
      ),
    ).toBeInTheDocument();

    const refused = `The start date cannot be before Zoë’s expected birth (${formatStartDate(birth)}).`;
    fireEvent.change(field, { target: { value: daysFromToday(59) } });
    expect(screen.getByText(refused)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'When do you need care?' })).toBeVisible();
    // Today, though in range for a child already born, is before this one's birth too.
    fireEvent.change(field, { target: { value: todayIso() } });
    expect(screen.getByText(refused)).toBeInTheDocument();

    fireEvent.change(field, { target: { value: birth } });
    expect(screen.queryByText(refused)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('What can you pay?');
    await user.click(await screen.findByRole('checkbox', { name: 'Up to $10 a day' }));
    expect(await screen.findByText('12 providers match so far', {})).toBeInTheDocument();
    expect(api.filters.at(-1)).toMatchObject({ RequestedStartDate: birth });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Check and save');
    await user.click(screen.getByRole('button', { name: 'Save and see matching providers' }));
    await screen.findByRole('heading', { name: 'Matching providers' });
    expect(api.saves[0]?.body).toMatchObject({ RequestedStartDate: birth });
  });

  test('the server’s start_date_before_birth is said in the same words; the count leaves such a date out', async () => {
    const birth = daysFromToday(60);
    const before = daysFromToday(30);
    const api = serveApi({
      dateOfBirth: birth,
      saveAnswer: () => [
        400,
        {
          code: 'start_date_before_birth',
          message: `Requested start date cannot be before the child’s date of birth (${birth})`,
        },
      ],
    });
    // Saved before the birth date was moved later on the child's form.
    saveDraft({
      ProviderTypes: [1],
      ChildcareTypes: [],
      PaymentOptions: [],
      RequestedStartDate: before,
      step: 'filters-confirmation',
      completedSteps: [
        'provider-types',
        'childcare-types',
        'schedule-availability',
        'daily-payment',
      ],
    });
    const user = userEvent.setup();
    renderWizard();
    await stepHeading('Check and save');
    await user.click(screen.getByRole('button', { name: 'Save and see matching providers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your choices were not saved: The start date cannot be before Zoë’s expected birth (${formatStartDate(birth)}).`,
    );
    expect(stored()).toMatchObject({ RequestedStartDate: before });
    await waitFor(() => {
      expect(api.filters.length).toBeGreaterThan(0);
    });
    expect(api.filters[0]).not.toHaveProperty('RequestedStartDate');
  });
});

describe('a child school-age only by the start date', () => {
  test('is taken through school plans once the date is chosen, then on; the count and summary have them', async () => {
    const api = serveApi({ dateOfBirth: turningSevenSoon() });
    const { router } = renderWizard();
    const user = userEvent.setup();
    await stepHeading('What kind of provider?');
    // Six today: no school plans yet.
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Licensed centre' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('What kind of care?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('When do you need care?');
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();

    const startDate = daysFromToday(60);
    fireEvent.change(screen.getByLabelText(/Requested start date/), {
      target: { value: startDate },
    });
    // Seven by then: the step applies, behind the parent.
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('School-age plans');
    expect(router.state.location.pathname).toBe(`/waitlist/${childId}/school-plans`);
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Before and after school' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // On where the parent was going, not through the schedule again.
    await stepHeading('What can you pay?');
    await user.click(await screen.findByRole('checkbox', { name: 'Up to $10 a day' }));
    expect(await screen.findByText('12 providers match so far', {})).toBeInTheDocument();
    expect(api.filters.at(-1)).toMatchObject({
      SchoolPlans: [1],
      PaymentOptions: [11],
      RequestedStartDate: startDate,
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Check and save');
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(screen.getByText('Before and after school')).toBeInTheDocument();
    expect(screen.queryByText('Not chosen yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and see matching providers' }));
    await screen.findByRole('heading', { name: 'Matching providers' });
    expect(api.saves[0]?.body).toMatchObject({ SchoolPlans: [1], RequestedStartDate: startDate });
  });

  test('a draft that skipped school plans cannot finish: the last step sends the parent to them', async () => {
    serveApi({ dateOfBirth: turningSevenSoon() });
    saveDraft({
      ProviderTypes: [1],
      ChildcareTypes: [],
      PaymentOptions: [],
      RequestedStartDate: daysFromToday(60),
      step: 'filters-confirmation',
      completedSteps: [
        'provider-types',
        'childcare-types',
        'schedule-availability',
        'daily-payment',
      ],
    });
    const { router } = renderWizard();
    await stepHeading('School-age plans');
    expect(router.state.location.pathname).toBe(`/waitlist/${childId}/school-plans`);
    expect(screen.queryByRole('button', { name: 'Save and see matching providers' })).toBeNull();
    await context.server.settle();
  });
});
