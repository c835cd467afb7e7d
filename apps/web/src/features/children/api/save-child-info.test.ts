import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { childrenKeys } from '../../../api/children/children-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { firstMatchesPage } from '../../../test/matches-fixtures';
import { sampleChild } from '../../../test/child-fixtures';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { useSaveChildInfo } from './save-child-info';

const context = setupApiTestContext();

const childId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const otherChildId = '7b0c7d1e-3f9a-4b2c-8d6e-5a4f3e2d1c0b';
const providerId = '2c1f6a4e-8b7d-4e3f-9a2b-1c0d9e8f7a6b';
test('a saved child replaces its copy the wizard and the matches read, and their matches and counts are asked again', async () => {
  const saved = sampleChild({ id: childId, firstName: 'Maya', dateOfBirth: '2024-05-01' });
  context.server.route('POST', childrenApiPaths.saveChildInfo, (_request, response) => {
    sendJson(response, 200, saved);
  });
  const cache = probeCache({
    child: childrenKeys.child(childId),
    list: childrenKeys.list(),
    matchesPage: waitlistKeys.matchesPage(childId, firstMatchesPage),
    match: waitlistKeys.match(childId, providerId),
    count: waitlistKeys.matchCount(childId, undefined),
    ticket: waitlistKeys.ticket(childId),
    otherChild: childrenKeys.child(otherChildId),
    otherChildMatches: waitlistKeys.matchesPage(otherChildId, firstMatchesPage),
  });

  const { result } = renderHook(() => useSaveChildInfo(), { wrapper: QueryWrapper });
  await act(() =>
    result.current.mutateAsync({
      id: childId,
      firstName: 'Maya',
      lastName: 'Chen',
      dateOfBirth: '2024-05-01',
    }),
  );

  expect(cache.data('child')).toEqual(saved);
  expect(cache.invalidated()).toEqual(['list', 'matchesPage', 'match', 'count']);
});
