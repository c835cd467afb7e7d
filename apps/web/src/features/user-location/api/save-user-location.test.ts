import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { UserLocation } from '@kinderwait/contract/user-locations';
import { userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { childrenKeys } from '../../../api/children/children-keys';
import { userLocationKeys } from '../../../api/user-location/user-location-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { cityHallAddress } from '../../../test/location-fixtures';
import { firstMatchesPage } from '../../../test/matches-fixtures';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { useSaveUserLocation } from './save-user-location';

const context = setupApiTestContext();

const childId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
test('a saved location is the one the child form names, and every child, their matches and counts are asked again', async () => {
  const saved: UserLocation = {
    address: '100 Queen Street West, Toronto',
    latitude: 43.6532,
    longitude: -79.3832,
    locationDetails: cityHallAddress,
    locationSource: 'pin',
    addressPartSources: null,
    updateChildrenLocation: true,
    updatedAt: '2026-11-20T15:00:00.000Z',
  };
  context.server.route('POST', userLocationsApiPaths.userLocations, (_request, response) => {
    sendJson(response, 200, saved);
  });
  const cache = probeCache({
    location: userLocationKeys.location(),
    list: childrenKeys.list(),
    child: childrenKeys.child(childId),
    matchesPage: waitlistKeys.matchesPage(childId, firstMatchesPage),
    count: waitlistKeys.matchCount(childId, undefined),
    ticket: waitlistKeys.ticket(childId),
  });

  const { result } = renderHook(() => useSaveUserLocation(), { wrapper: QueryWrapper });
  await act(() =>
    result.current.mutateAsync({
      address: '100 Queen Street West, Toronto',
      latitude: 43.6532,
      longitude: -79.3832,
      locationDetails: cityHallAddress,
      updateChildrenLocation: true,
    }),
  );

  expect(cache.data('location')).toEqual(saved);
  expect(cache.invalidated()).toEqual(['list', 'child', 'matchesPage', 'count']);
});
