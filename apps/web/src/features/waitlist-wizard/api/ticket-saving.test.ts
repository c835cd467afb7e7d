import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { WaitlistData, WaitlistTicket } from '@kinderwait/contract/waitlist';
import { waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { childrenKeys } from '../../../api/children/children-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { firstMatchesPage } from '../../../test/matches-fixtures';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { childId, ticketId } from '../components/waitlist-wizard-test-api';
import { useCreateTicket } from './create-ticket';
import { useUpdateTicket } from './update-ticket';

const context = setupApiTestContext();

const otherChildId = '7b0c7d1e-3f9a-4b2c-8d6e-5a4f3e2d1c0b';
const body: WaitlistData = {
  Distance: 10,
  ProviderTypes: [1],
  ChildcareTypes: [],
  SchoolPlans: [],
  PaymentOptions: [],
  RequestedStartDate: '2030-01-07',
  ScheduleAvailability: [],
};
const saved: WaitlistTicket = {
  ...body,
  id: ticketId,
  childId,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
};
/** What the matches, the children list and the wizard itself left in the cache. */
function probe() {
  return probeCache({
    ticket: waitlistKeys.ticket(childId),
    matchesPage: waitlistKeys.matchesPage(childId, firstMatchesPage),
    match: waitlistKeys.match(childId, '2c1f6a4e-8b7d-4e3f-9a2b-1c0d9e8f7a6b'),
    children: childrenKeys.list(),
    count: waitlistKeys.matchCount(childId, undefined),
    child: childrenKeys.child(childId),
    otherChildMatches: waitlistKeys.matchesPage(otherChildId, firstMatchesPage),
  });
}

describe('a saved ticket is seen by the matches and the children list', () => {
  test('the first save: the answer is the child’s ticket; its matches and the children list are asked again', async () => {
    context.server.route(
      'POST',
      buildUrl(waitlistApiPaths.tickets, { childId }),
      (_request, response) => {
        sendJson(response, 201, saved);
      },
    );
    const cache = probe();

    const { result } = renderHook(() => useCreateTicket(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync({ childId, body }));

    expect(cache.data('ticket')).toEqual(saved);
    expect(cache.invalidated()).toEqual(['matchesPage', 'match', 'children']);
  });

  test('a later save: the answer is the child’s ticket; its matches and the children list are asked again', async () => {
    context.server.route(
      'PUT',
      buildUrl(waitlistApiPaths.ticket, { childId, ticketId }),
      (_request, response) => {
        sendJson(response, 200, saved);
      },
    );
    const cache = probe();

    const { result } = renderHook(() => useUpdateTicket(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync({ childId, ticketId, body }));

    expect(cache.data('ticket')).toEqual(saved);
    expect(cache.invalidated()).toEqual(['matchesPage', 'match', 'children']);
  });
});
