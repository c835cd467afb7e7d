import type {
  ChildcareProviderLocation,
  ChildcareProviderProfile,
  ClaimCodeSent,
} from '@kinderwait/contract';
import {
  childcareProvidersApiPaths,
  listingClaimsErrorCodes,
  providerTypeIds,
  roleIds,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { latestCodeFor, listingNamed, requestCode, verifyCode } from '../../test/listing-claims.ts';
import { fullEdit, getJson, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { importLicensedCentres } from '../childcare-providers/licensed-centres-import.ts';
import { mergedAgeGroups, mergedFields } from '../childcare-providers/listing-ownership.ts';

const quiet = { info: () => undefined, warn: () => undefined };

forEachDatabase((t) => {
  beforeAll(async () => {
    await importLicensedCentres(t.connection().db, quiet);
  });

  const claimWithCode = async (user: TestUser, listingId: string, phone: string) => {
    const response = await requestCode(t.app(), user, listingId, 'sms');
    expect(response.statusCode, response.body).toBe(201);
    const { claimId } = response.json<ClaimCodeSent>();
    return { claimId, code: await latestCodeFor(t.app(), phone) };
  };

  describe('a user who started a profile from scratch', () => {
    it('keeps what they stated where the listing has nothing, on the listing, and the scratch profile is gone', async () => {
      const user = await signUp(t.app(), { name: 'Mia Merge', roles: ['Licenced'] });
      const headers = user.headers(roleIds.Licenced);
      const scratch = await sendJson(
        t.app(),
        'PATCH',
        childcareProvidersApiPaths.profile,
        {
          ...fullEdit,
          // School age: the centre below is not licensed for it.
          ageGroups: [
            ...fullEdit.ageGroups,
            { id: 5, availableSpaces: 4, availableStartDate: null, hoursOfBusiness: [] },
          ],
        },
        headers,
      );
      expect(scratch.statusCode, scratch.body).toBe(200);
      const scratchId = scratch.json<ChildcareProviderProfile>().id;

      const listing = await listingNamed(
        t.app(),
        user,
        'George Brown - Richmond Adelaide Childcare Centre',
      );
      const { claimId, code } = await claimWithCode(user, listing.id, listing.phone);
      const verified = await verifyCode(t.app(), user, claimId, code);

      expect(verified.statusCode, verified.body).toBe(200);
      const profile = verified.json<ChildcareProviderProfile>();
      expect(profile.id).toBe(listing.id);
      expect(profile.id).not.toBe(scratchId);
      expect(profile).toMatchObject({
        user: { firstName: 'Mia' },
        providerTypeId: providerTypeIds['licensed-centre'],
        // The city's name and phone for the licensed centre...
        name: 'George Brown - Richmond Adelaide Childcare Centre',
        contactPhone: '(416) 415-2453',
        // ...and everything the listing did not have, as the user stated it.
        description: fullEdit.profile.description,
        languages: ['en', 'fr'],
        childcareTypeIds: [1, 2],
        dailyFeeCents: 6500,
        hourlyFeeCents: null,
        contactEmail: 'hello@littlemaples.ca',
        website: 'https://littlemaples.ca/about',
        licence: { locId: 1016, licensedSpaces: 65 },
      });
      expect(
        profile.ageGroups.map((group) => [group.id, group.licensedSpaces, group.availableSpaces]),
      ).toEqual([
        [1, 10, null],
        [2, 15, 2],
        [3, 40, 0],
        // Not licensed for school age: no spaces there.
        [5, null, 0],
      ]);
      expect(profile.ageGroups[1]).toMatchObject({
        availableStartDate: '2027-01-04',
        hoursOfBusiness: [
          { day: 0, timeStart: '07:30', timeEnd: '12:00' },
          { day: 0, timeStart: '13:00', timeEnd: '18:00' },
          { day: 1, timeStart: '07:30', timeEnd: '18:00' },
        ],
      });
      // The city located the centre: its address stays, not the one typed from scratch.
      const location = await getJson(t.app(), childcareProvidersApiPaths.location, headers);
      expect(location.json<ChildcareProviderLocation>()).toMatchObject({
        address: '130 ADELAIDE ST W',
        locationDetails: null,
      });
      const own = await getJson(t.app(), childcareProvidersApiPaths.profile, headers);
      expect(own.json<ChildcareProviderProfile>().id).toBe(listing.id);
    });
  });

  describe('two claims racing for one listing', () => {
    it('gives the listing to exactly one of them; the other is told it is taken', async () => {
      const first = await signUp(t.app(), { roles: ['Licenced'] });
      const second = await signUp(t.app(), { roles: ['Licenced'] });
      const listing = await listingNamed(t.app(), first, "Children's Village Day Care Centre #1");
      const a = await claimWithCode(first, listing.id, listing.phone);
      const b = await claimWithCode(second, listing.id, listing.phone);
      // Another app on the same database: as two API processes behind a load balancer.
      const other = await t.buildApp();

      const [one, two] = await Promise.all([
        verifyCode(t.app(), first, a.claimId, a.code),
        verifyCode(other, second, b.claimId, b.code),
      ]);

      const statuses = [one.statusCode, two.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = one.statusCode === 409 ? one : two;
      expect(loser.json()).toMatchObject({ code: listingClaimsErrorCodes.listingAlreadyClaimed });
      const winner = one.statusCode === 200 ? first : second;
      const owned = await getJson(
        t.app(),
        childcareProvidersApiPaths.profile,
        winner.headers(roleIds.Licenced),
      );
      expect(owned.json<ChildcareProviderProfile>().id).toBe(listing.id);
    });

    it('answers a double submit of the same code with the profile both times', async () => {
      const user = await signUp(t.app(), { roles: ['Licenced'] });
      const listing = await listingNamed(t.app(), user, 'Ferncliff Daycare And After School Group');
      const { claimId, code } = await claimWithCode(user, listing.id, listing.phone);
      const responses = await Promise.all([
        verifyCode(t.app(), user, claimId, code),
        verifyCode(t.app(), user, claimId, code),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    });
  });
});

describe('mergedFields and mergedAgeGroups', () => {
  const typedParts = {
    house_number: 'location-details',
    road: 'location-details',
    city: 'location-details',
    state: 'location-details',
    postcode: 'location-details',
    country: 'location-details',
  } as const;
  const empty = {
    name: null,
    description: null,
    languages: [],
    childcareTypeIds: [],
    address: null,
    addressDetails: null,
    locationSource: null,
    addressPartSources: null,
    postalCode: null,
    latitude: null,
    longitude: null,
    dailyFeeCents: null,
    hourlyFeeCents: null,
    phone: null,
    contactEmail: null,
    website: null,
  };

  it('moves the user’s location onto a listing the city could not locate, as a whole (with where it came from)', () => {
    const listing = { ...empty, name: 'Centre', address: '1 MAIN ST', postalCode: 'M1M 1M1' };
    const details = {
      house_number: '1',
      road: 'Main Street',
      city: 'Toronto',
      state: 'Ontario',
      postcode: 'M1M 1M1',
      country: 'Canada',
    };
    const scratch = {
      ...empty,
      address: '1, Main Street, Toronto, Canada',
      addressDetails: details,
      locationSource: 'postal-code-centroid' as const,
      addressPartSources: typedParts,
      postalCode: 'M1M 1M1',
      latitude: 43.7,
      longitude: -79.4,
    };
    expect(mergedFields(listing, scratch)).toMatchObject({
      name: 'Centre',
      address: '1, Main Street, Toronto, Canada',
      addressDetails: details,
      locationSource: 'postal-code-centroid',
      addressPartSources: typedParts,
      latitude: 43.7,
      longitude: -79.4,
    });
    expect(
      mergedFields({ ...listing, latitude: 43.6, longitude: -79.3 }, scratch),
    ).not.toHaveProperty('address');
  });

  it('lowers vacancies to the licensed capacity and keeps unknown ones unknown', () => {
    const group = (
      ageGroupId: number,
      licensedSpaces: number | null,
      availableSpaces: number | null,
    ) => ({
      ageGroupId,
      licensedSpaces,
      availableSpaces,
      availableStartDate: null,
      hoursOfBusiness: [],
    });
    expect(
      mergedAgeGroups([group(2, 15, null)], [group(2, null, 40), group(3, null, null)]).map(
        (offer) => [offer.ageGroupId, offer.availableSpaces],
      ),
    ).toEqual([
      [2, 15],
      [3, null],
    ]);
  });
});
