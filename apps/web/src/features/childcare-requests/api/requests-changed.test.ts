import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { offersApiPaths } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { childrenKeys } from '../../../api/children/children-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { firstMatchesPage } from '../../../test/matches-fixtures';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import {
  ada,
  adaConfirmationPath,
  adaTicket,
  answered,
  ben,
  confirmation,
  openOffer,
  parentId,
  patchPath,
  request,
} from '../components/childcare-requests-test-api';
import { useAnswerOffer } from './answer-offer';
import { childcareRequestsKeys } from './childcare-requests-keys';
import { useConfirmTicket } from './confirm-ticket';
import { useWithdrawPausedRequests } from './withdraw-paused-requests';
import { useWithdrawRequest } from './withdraw-request';

const context = setupApiTestContext();

/** What other screens left in the cache: the requests, both children's matches, the list. */
function probe() {
  return probeCache({
    requests: waitlistKeys.requestsOfParent(parentId),
    adaMatches: waitlistKeys.matchesPage(ada.childId, firstMatchesPage),
    benMatches: waitlistKeys.matchesPage(ben.childId, firstMatchesPage),
    children: childrenKeys.list(),
    adaTicket: waitlistKeys.ticket(ada.childId),
    confirmation: childcareRequestsKeys.confirmation(adaTicket.ticketId),
  });
}

describe('a change to a child’s requests is seen by the matches and the children list', () => {
  test('a withdrawn request: the requests, that child’s matches and the children list are asked again', async () => {
    const withdrawn = request(1, ada);
    context.server.route('PATCH', patchPath(withdrawn), (_request, response) => {
      sendJson(response, 200, { ...withdrawn, status: 'withdrawn', position: null });
    });
    const cache = probe();
    // The requests screen's own list, which the withdrawal marks at once.
    queryClient.setQueryData(waitlistKeys.requestsOfParent(parentId), { items: [withdrawn] });

    const { result } = renderHook(() => useWithdrawRequest(parentId), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync({ request: withdrawn }));

    expect(cache.invalidated()).toEqual(['requests', 'adaMatches', 'children']);
  });

  test('an answered offer: the requests, that child’s matches and the children list are asked again', async () => {
    const offer = openOffer();
    const offered = request(1, ada, { status: 'offered', offer });
    context.server.route(
      'POST',
      buildUrl(offersApiPaths.accept, { offerId: offer.id }),
      (_request, response) => {
        sendJson(response, 200, answered(offer, offered, 'accepted'));
      },
    );
    const cache = probe();

    const { result } = renderHook(() => useAnswerOffer(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync({ offerId: offer.id, answer: 'accept' }));

    // The answer names the child: only that child's matches show the request.
    expect(cache.invalidated()).toEqual(['requests', 'adaMatches', 'children', 'confirmation']);
  });

  test('paused requests withdrawn: the requests, every child’s matches and the children list are asked again', async () => {
    const offer = openOffer();
    context.server.route(
      'POST',
      buildUrl(offersApiPaths.withdrawPaused, { offerId: offer.id }),
      (_request, response) => {
        sendJson(response, 200, { withdrawnRequestIds: [request(2, ada).id] });
      },
    );
    const cache = probe();

    const { result } = renderHook(() => useWithdrawPausedRequests(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync(offer.id));

    expect(cache.invalidated()).toEqual([
      'requests',
      'adaMatches',
      'benMatches',
      'children',
      'confirmation',
    ]);
  });

  test('a reactivated ticket: the requests, that child’s matches and the children list are asked again', async () => {
    context.server.route('POST', adaConfirmationPath, (_request, response) => {
      sendJson(response, 200, confirmation('confirmed'));
    });
    const cache = probe();

    const { result } = renderHook(() => useConfirmTicket(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync(adaTicket));

    expect(cache.data('confirmation')).toEqual(confirmation('confirmed'));
    expect(cache.invalidated()).toEqual(['requests', 'adaMatches', 'children', 'confirmation']);
  });
});
