import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import { WaitlistEntryItem } from './waitlist-entry-item';

const ada: ProviderWaitlistEntry = {
  requestId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  ticketId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  childId: '4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f6a7b8c',
  childFirstName: 'Ada',
  ageLabelNow: 'Infant',
  ageLabelAtStart: 'Toddler',
  ageGroupAtStart: { id: 2, name: 'Toddler' },
  requestedStartDate: '2027-03-01',
  scheduleSentence: '',
  childcareTypeIds: [],
  distanceKm: 2.3,
  distanceApproximate: false,
  priorities: [],
  priorityWeight: 0,
  joinedAt: '2026-11-23T14:00:00.000Z',
  status: 'waiting',
  position: 1,
  openOffer: null,
  family: null,
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
}

describe('a family on the provider’s list', () => {
  test('shows how far the family lives', () => {
    renderEntry(ada);
    expect(screen.getByText('2.3 km')).toBeInTheDocument();
  });

  test('says the distance is approximate when the family or the provider is placed at a postal area’s centre', () => {
    renderEntry({ ...ada, distanceApproximate: true });
    expect(screen.getByText('about 2.3 km (an approximate address)')).toBeInTheDocument();
  });
});
