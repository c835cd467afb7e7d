import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { surveyType } from '@kinderwait/contract/constants';
import { childrenKeys } from '../../../api/children/children-keys';
import { surveysKeys } from '../../../api/surveys/surveys-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { firstMatchesPage } from '../../../test/matches-fixtures';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { childId, requestsPath, sunnyDays, ticketId } from '../components/matches-test-api';
import { useSendRequests } from './send-requests';

const context = setupApiTestContext();

const otherChildId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
test('sent requests are seen by the children list, the requests and the survey offer, and the child’s matches', async () => {
  context.server.route('POST', requestsPath, (_request, response) => {
    sendJson(response, 200, { items: [] });
  });
  const cache = probeCache({
    matchesPage: waitlistKeys.matchesPage(childId, firstMatchesPage),
    match: waitlistKeys.match(childId, sunnyDays.id),
    children: childrenKeys.list(),
    requests: waitlistKeys.requestsOfParent('7d3c1a52-1b8e-4f0a-9c55-0a4b3f2e1d01'),
    survey: surveysKeys.status(surveyType),
    ticket: waitlistKeys.ticket(childId),
    otherChildMatches: waitlistKeys.matchesPage(otherChildId, firstMatchesPage),
  });

  const { result } = renderHook(() => useSendRequests(), { wrapper: QueryWrapper });
  await act(() =>
    result.current.mutateAsync({
      childId,
      ticketId,
      body: { childcareProviderIds: [sunnyDays.id] },
    }),
  );

  expect(cache.invalidated()).toEqual(['matchesPage', 'match', 'children', 'requests', 'survey']);
});
