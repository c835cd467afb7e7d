import type { ChildInfo, MatchesResponse } from '@kinderwait/contract';
import {
  buildUrl,
  childcareProvidersApiPaths,
  childrenApiPaths,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import {
  providerWaitlistClock,
  useProviderWaitlist,
} from '../../test/fixtures/provider-waitlist-fixtures.ts';
import { cityHall, cityHallChildLocation, getJson, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';

// Distances from a location placed at a postal area's centre are shown as approximate
// (docs/product/onboarding.md#where-a-location-came-from), on the parent's matches and on the
// provider's list alike.
const time = providerWaitlistClock();
const nearCityHall = { ...cityHallChildLocation, locationSource: 'postal-code-centroid' as const };

forEachDatabase(
  (t) => {
    const w = useProviderWaitlist(t, time);

    const moveChild = async (name: string, location: object) => {
      const child = await getJson(
        t.app(),
        `${childrenApiPaths.getChildInfo}?childId=${w.children[name] ?? ''}`,
        w.asParent(),
      );
      const { id, firstName, lastName, dateOfBirth } = child.json<ChildInfo>();
      const saved = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        { id, firstName, lastName, dateOfBirth, location },
        w.asParent(),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json<ChildInfo>();
    };
    const matchesOf = async (name: string) => {
      const response = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.matches, { childId: w.children[name] ?? '' }),
        w.asParent(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MatchesResponse>().items;
    };
    const approximateByChild = async () =>
      Object.fromEntries(
        (await w.list()).items.map((entry) => [entry.childFirstName, entry.distanceApproximate]),
      );

    describe('a child placed at a postal area’s centre', () => {
      it('gets every match’s distance marked approximate, and says where it is searched from', async () => {
        expect((await matchesOf('Ada')).every((match) => !match.distanceApproximate)).toBe(true);
        const ada = await moveChild('Ada', nearCityHall);
        expect(ada.effectiveLocation).toMatchObject({
          source: 'child',
          locationSource: 'postal-code-centroid',
        });
        const matches = await matchesOf('Ada');
        expect(matches.length).toBeGreaterThan(0);
        expect(matches.every((match) => match.distanceApproximate)).toBe(true);
      });

      it('is approximately that far on the provider’s list; the others are not', async () => {
        expect(await approximateByChild()).toEqual({ Ada: true, Ben: false, Cleo: false });
        await moveChild('Ada', cityHallChildLocation);
        expect(await approximateByChild()).toEqual({ Ada: false, Ben: false, Cleo: false });
      });
    });

    describe('a provider placed at a postal area’s centre', () => {
      it('is approximately that far from every family, and approximately that far in their matches', async () => {
        const moved = await sendJson(
          t.app(),
          'PATCH',
          childcareProvidersApiPaths.profile,
          {
            paths: ['ChildcareLocation'],
            childcareLocation: { ...cityHall, locationSource: 'postal-code-centroid' },
          },
          w.asProvider(),
        );
        expect(moved.statusCode, moved.body).toBe(200);
        expect(await approximateByChild()).toEqual({ Ada: true, Ben: true, Cleo: true });
        const matches = await matchesOf('Ben');
        expect(matches.find((match) => match.id === w.providerId)?.distanceApproximate).toBe(true);
        expect(matches.find((match) => match.id === w.rivalId)?.distanceApproximate).toBe(false);
      });
    });
  },
  { clock: time.clock },
);
