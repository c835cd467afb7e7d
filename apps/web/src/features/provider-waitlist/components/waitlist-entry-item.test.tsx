import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import { WaitlistEntryItem } from './waitlist-entry-item';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';
import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';

// The words loaded before the tests render, so the components do not suspend.
beforeAll(async () => {
  await Promise.all([
    loadMessages(providerWaitlistCatalogue, 'en'),
    loadMessages(ageWordsCatalogue, 'en'),
  ]);
});

const waiting: ProviderWaitlistEntry = {
  requestId: '00000000-0000-4000-8000-000000000001',
  ticketId: '11111111-0000-4000-8000-000000000001',
  childId: '22222222-0000-4000-8000-000000000001',
  childFirstName: 'Maya',
  ageLabelNow: 'Toddler',
  ageLabelAtStart: 'Preschool',
  ageGroupAtStart: { id: 3, name: 'Preschool' },
  ageAtStart: { years: 3, months: 2 },
  requestedStartDate: '2027-09-01',
  scheduleAvailability: [],
  childcareTypeIds: [],
  distanceKm: 1.2,
  distanceApproximate: false,
  priorities: [],
  priorityWeight: 0,
  joinedAt: '2026-11-02T15:00:00.000Z',
  status: 'waiting',
  position: 1,
  openOffer: null,
  family: null,
  careNotes: null,
};

function renderEntry(entry: ProviderWaitlistEntry) {
  render(
    <ul>
      <WaitlistEntryItem
        entry={entry}
        childcareTypeNames={new Map()}
        onAssign={() => undefined}
        onOffer={() => undefined}
        onWithdrawOffer={() => undefined}
        busy={false}
      />
    </ul>,
  );
  return within(screen.getByRole('listitem', { name: entry.childFirstName }));
}

/** The definition a term of the entry's facts has ("Age at start" → "3 years 2 months ..."). */
function fact(item: ReturnType<typeof renderEntry>, term: string): string {
  const dt = item.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('a family on the provider’s list', () => {
  test('shows the child’s age at the start, in years and months, with the group then', () => {
    const item = renderEntry(waiting);
    expect(fact(item, 'Age at start')).toBe('3 years 2 months (Preschool)');
  });

  test('writes the age label the server worked out in words, never its code', () => {
    const item = renderEntry({
      ...waiting,
      ageLabelNow: 'PrimaryJrSchool',
      ageLabelAtStart: 'JrSchoolAge',
      ageAtStart: null,
    });
    expect(fact(item, 'Age now')).toBe('Primary / junior school');
    expect(fact(item, 'Age at start')).toBe('Junior school age');
  });

  test('says there is no age label when the server worked out none', () => {
    const item = renderEntry({
      ...waiting,
      ageLabelNow: '',
      ageLabelAtStart: '',
      ageAtStart: null,
    });
    expect(fact(item, 'Age now')).toBe('No age label');
  });

  test.each([
    [{ years: 0, months: 0 }, 'Under 1 month'],
    [{ years: 0, months: 1 }, '1 month'],
    [{ years: 1, months: 0 }, '1 year'],
    [{ years: 1, months: 1 }, '1 year 1 month'],
    [{ years: 2, months: 11 }, '2 years 11 months'],
  ])('writes an age of %o as "%s"', (ageAtStart, words) => {
    const item = renderEntry({ ...waiting, ageAtStart, ageGroupAtStart: null });
    expect(fact(item, 'Age at start')).toBe(words);
  });

  test('writes the schedule for the provider, never in the parent’s first person', () => {
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
    const item = renderEntry({
      ...waiting,
      scheduleAvailability: [
        ...weekdays.flatMap((day) => [
          { day, timeOfDay: 'Morning' as const },
          { day, timeOfDay: 'Afternoon' as const },
        ]),
        { day: 'Saturday', timeOfDay: 'Evening' },
      ],
    });
    expect(fact(item, 'Schedule')).toBe(
      'Monday to Friday: morning and afternoon; Saturday: evening',
    );
    expect(item.queryByText(/my preferred/i)).not.toBeInTheDocument();
  });

  test('writes two days apart and a single time plainly, and "Any time of the week" for none', () => {
    const item = renderEntry({
      ...waiting,
      scheduleAvailability: [
        { day: 'Monday', timeOfDay: 'Morning' },
        { day: 'Wednesday', timeOfDay: 'Morning' },
        { day: 'Sunday', timeOfDay: 'Night' },
      ],
    });
    expect(fact(item, 'Schedule')).toBe('Monday and Wednesday: morning; Sunday: night');
  });

  test('says the care notes come with an offer while none is made', () => {
    const item = renderEntry(waiting);
    expect(fact(item, 'Care notes')).toBe('Shown once you offer a spot');
  });

  test('shows the care notes the family wrote once an offer is made, leaving out the empty ones', () => {
    const item = renderEntry({
      ...waiting,
      status: 'offered',
      careNotes: {
        allergies: 'Peanuts (anaphylaxis): EpiPen in her bag',
        medicalConditions: '',
        medications: '',
        dietaryNeeds: 'Halal',
        specialNeeds: '',
        notes: 'Naps at 1 PM',
      },
    });
    const notes = within(item.getByRole('list', { name: 'Care notes' }));
    expect(notes.getAllByRole('listitem').map((note) => note.textContent)).toEqual([
      'Allergies: Peanuts (anaphylaxis): EpiPen in her bag',
      'Diet: Halal',
      'Other notes: Naps at 1 PM',
    ]);
  });

  test('says so when the family wrote no care notes', () => {
    const none = {
      allergies: '',
      medicalConditions: '',
      medications: '',
      dietaryNeeds: '',
      specialNeeds: '',
      notes: '',
    };
    const item = renderEntry({ ...waiting, status: 'enrolled', careNotes: none });
    expect(fact(item, 'Care notes')).toBe('None written by the family');
  });

  test('shows how far the family lives', () => {
    renderEntry(waiting);
    expect(screen.getByText('1.2 km')).toBeInTheDocument();
  });

  test('says the distance is approximate when the family or the provider is placed at a postal area’s centre', () => {
    renderEntry({ ...waiting, distanceApproximate: true });
    expect(screen.getByText('about 1.2 km (an approximate address)')).toBeInTheDocument();
  });
});
