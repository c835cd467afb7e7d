import { describe, expect, test } from 'vitest';
import { specMessages } from '@kinderwait/contract/messages';
import type { WaitlistData } from '@kinderwait/contract/waitlist';
import { setupApiTestContext } from '../../../test/api-test-context';
import { updateTicket } from './update-ticket';

const context = setupApiTestContext();

const body: WaitlistData = {
  Distance: 5,
  ProviderTypes: [1],
  ChildcareTypes: [],
  SchoolPlans: [],
  PaymentOptions: [],
  RequestedStartDate: '2030-01-07',
  ScheduleAvailability: [],
};

describe('updating a ticket needs both ids', () => {
  test('without a child id: the product’s words, and nothing is sent', async () => {
    await expect(
      updateTicket({ childId: undefined, ticketId: '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', body }),
    ).rejects.toThrow(new Error('Child ID is missing. Waitlist ticket cannot be updated.'));
    await expect(updateTicket({ childId: '', ticketId: null, body })).rejects.toThrow(
      specMessages.childIdMissing,
    );
    expect(context.server.requests).toHaveLength(0);
  });

  test('without a ticket id: the product’s words, and nothing is sent', async () => {
    await expect(
      updateTicket({ childId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', ticketId: null, body }),
    ).rejects.toThrow(
      new Error('Waitlist ticket ID is missing. Waitlist ticket cannot be updated.'),
    );
    expect(context.server.requests).toHaveLength(0);
  });
});
