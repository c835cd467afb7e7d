import type { ChildcareProviderLocation, ChildcareProviderProfile } from '@kinderwait/contract';
import {
  childcareProvidersApiPaths,
  commonErrorCodes,
  permissions,
  providerTypeIds,
  roleIds,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { cityHall, fullEdit, getJson, sendJson, unionStation } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { noLocation, noProfile } from './provider-profile-view.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));

forEachDatabase(
  (t) => {
    let licensed: TestUser;

    beforeAll(async () => {
      licensed = await signUp(t.app(), { name: 'Dana Daycare', roles: ['Licenced'] });
    });

    const edit = (body: unknown, headers: Record<string, string>) =>
      sendJson(t.app(), 'PATCH', childcareProvidersApiPaths.profile, body, headers);

    const profileOf = async (user: TestUser, roleId: number): Promise<ChildcareProviderProfile> => {
      const response = await getJson(
        t.app(),
        childcareProvidersApiPaths.profile,
        user.headers(roleId),
      );
      expect(response.statusCode).toBe(200);
      return response.json<ChildcareProviderProfile>();
    };

    const locationOf = async (user: TestUser, roleId: number) => {
      const response = await getJson(
        t.app(),
        childcareProvidersApiPaths.location,
        user.headers(roleId),
      );
      expect(response.statusCode).toBe(200);
      return response.json<ChildcareProviderLocation>();
    };

    const expectOk = (response: LightMyRequestResponse): ChildcareProviderProfile => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ChildcareProviderProfile>();
    };

    describe('GET /api/childcare-providers', () => {
      it('answers a provider without a profile with user null and empty lists (no profile user)', async () => {
        const provider = await signUp(t.app(), { roles: ['Unlicenced'] });
        expect(await profileOf(provider, roleIds.Unlicenced)).toEqual(noProfile);
        expect(await locationOf(provider, roleIds.Unlicenced)).toEqual(noLocation);
      });
    });

    describe('PATCH /api/childcare-providers', () => {
      it('creates a Licenced provider’s profile with the childcare location alone (a licensed centre)', async () => {
        const saved = expectOk(
          await edit(
            { paths: ['ChildcareLocation'], childcareLocation: cityHall },
            licensed.headers(roleIds.Licenced),
          ),
        );
        expect(saved).toMatchObject({
          id: expect.any(String) as string,
          user: { firstName: 'Dana' },
          providerTypeId: providerTypeIds['licensed-centre'],
          name: null,
          ageGroups: [],
          licence: null,
          updatedAt: time.clock().toISOString(),
        });
        expect(await locationOf(licensed, roleIds.Licenced)).toEqual({
          address: cityHall.address,
          latitude: cityHall.latitude,
          longitude: cityHall.longitude,
          locationDetails: {
            house_number: '100',
            road: 'Queen Street West',
            city: 'Toronto',
            state: 'Ontario',
            postcode: 'm5h 2n2',
            country: 'Canada',
          },
          locationSource: 'pin',
          addressPartSources: {
            house_number: 'location-details',
            road: 'location-details',
            city: 'location-details',
            state: 'location-details',
            postcode: 'location-details',
            country: 'location-details',
          },
        });
      });

      it('edits every part at once, and a later edit changes only the parts it names', async () => {
        const saved = expectOk(await edit(fullEdit, licensed.headers(roleIds.Licenced)));
        const expected = {
          ...noProfile,
          id: saved.id,
          user: { firstName: 'Dana' },
          providerTypeId: providerTypeIds['licensed-centre'],
          name: fullEdit.profile.name,
          description: fullEdit.profile.description,
          languages: ['en', 'fr'],
          childcareTypeIds: [1, 2],
          dailyFeeCents: 6500,
          contactPhone: '+14165550123',
          contactEmail: 'hello@littlemaples.ca',
          website: 'https://littlemaples.ca/about',
          ageGroups: [
            {
              id: 2,
              name: 'Toddler',
              licensedSpaces: null,
              availableSpaces: 2,
              availableStartDate: '2027-01-04',
              // Sorted by day, then start.
              hoursOfBusiness: [
                { day: 0, timeStart: '07:30', timeEnd: '12:00' },
                { day: 0, timeStart: '13:00', timeEnd: '18:00' },
                { day: 1, timeStart: '07:30', timeEnd: '18:00' },
              ],
            },
            {
              id: 3,
              name: 'Preschool',
              licensedSpaces: null,
              availableSpaces: 0,
              availableStartDate: null,
              hoursOfBusiness: [],
            },
          ],
          updatedAt: time.clock().toISOString(),
        };
        expect(saved).toEqual(expected);
        expect(await profileOf(licensed, roleIds.Licenced)).toEqual(expected);

        const fees = expectOk(
          await edit(
            { paths: ['Fees'], fees: { dailyFeeCents: null, hourlyFeeCents: 1800 } },
            licensed.headers(roleIds.Licenced),
          ),
        );
        expect(fees).toEqual({ ...expected, dailyFeeCents: null, hourlyFeeCents: 1800 });

        const groups = expectOk(
          await edit(
            {
              paths: ['AgeGroups', 'ChildcareLocation'],
              ageGroups: [
                { id: 1, availableSpaces: 1, availableStartDate: null, hoursOfBusiness: [] },
              ],
              childcareLocation: unionStation,
            },
            licensed.headers(roleIds.Licenced),
          ),
        );
        expect(groups.ageGroups.map((group) => group.id)).toEqual([1]);
        expect(groups.name).toBe(fullEdit.profile.name);
        expect((await locationOf(licensed, roleIds.Licenced)).address).toBe(unionStation.address);
      });

      it('lets a Licenced provider run licensed home child care instead', async () => {
        const home = await signUp(t.app(), { roles: ['Licenced'] });
        const saved = expectOk(
          await edit(
            {
              paths: ['Profile'],
              profile: { ...fullEdit.profile, providerTypeId: providerTypeIds['licensed-home'] },
            },
            home.headers(roleIds.Licenced),
          ),
        );
        expect(saved.providerTypeId).toBe(providerTypeIds['licensed-home']);
      });

      it.each([
        ['Unlicenced', roleIds.Unlicenced, providerTypeIds['unlicensed-home']],
        ['BabySitter', roleIds.BabySitter, providerTypeIds.babysitter],
      ] as const)(
        'creates a %s provider’s profile from scratch, typed by the role',
        async (role, roleId, typeId) => {
          const provider = await signUp(t.app(), { name: 'Sam Sitter', roles: [role] });
          const saved = expectOk(await edit(fullEdit, provider.headers(roleId)));
          expect(saved).toMatchObject({
            providerTypeId: typeId,
            name: fullEdit.profile.name,
            user: { firstName: 'Sam' },
          });
          expect(await profileOf(provider, roleId)).toEqual(saved);
        },
      );

      it('creates one profile when two first edits race', async () => {
        const racer = await signUp(t.app(), { roles: ['BabySitter'] });
        const [a, b] = await Promise.all([
          edit(
            { paths: ['Profile'], profile: fullEdit.profile },
            racer.headers(roleIds.BabySitter),
          ),
          edit(
            { paths: ['Fees'], fees: { dailyFeeCents: null, hourlyFeeCents: 2500 } },
            racer.headers(roleIds.BabySitter),
          ),
        ]);
        expect(expectOk(a).id).toBe(expectOk(b).id);
        expect(await profileOf(racer, roleIds.BabySitter)).toMatchObject({
          name: fullEdit.profile.name,
          hourlyFeeCents: 2500,
        });
      });

      it('never shows or changes one provider’s profile for another', async () => {
        const other = await signUp(t.app(), { roles: ['Licenced'] });
        expect(await profileOf(other, roleIds.Licenced)).toEqual(noProfile);
        const before = await profileOf(licensed, roleIds.Licenced);
        const created = expectOk(
          await edit(
            { paths: ['Fees'], fees: { dailyFeeCents: 1, hourlyFeeCents: 1 } },
            other.headers(roleIds.Licenced),
          ),
        );
        expect(created.id).not.toBe(before.id);
        expect(await profileOf(licensed, roleIds.Licenced)).toEqual(before);
      });
    });

    describe('access', () => {
      const calls = [
        [
          'GET /api/childcare-providers',
          (headers: Record<string, string>) =>
            getJson(t.app(), childcareProvidersApiPaths.profile, headers),
        ],
        [
          'GET /api/childcare-providers/location',
          (headers: Record<string, string>) =>
            getJson(t.app(), childcareProvidersApiPaths.location, headers),
        ],
        [
          'PATCH /api/childcare-providers',
          (headers: Record<string, string>) => edit(fullEdit, headers),
        ],
      ] as const;

      it.each(calls)('%s needs sign-in', async (_name, call) => {
        const response = await call({});
        expect(response.statusCode).toBe(401);
      });

      it.each(calls)(
        '%s needs childcareProvider.manage (403 for a parent, saving nothing)',
        async (_name, call) => {
          const parent = await signUp(t.app(), { roles: ['Parent'] });
          for (const headers of [parent.headers(roleIds.Parent), parent.headers()]) {
            const response = await call(headers);
            expect(response.statusCode).toBe(403);
            expect(response.json<{ code: string; message: string }>()).toMatchObject({
              code: commonErrorCodes.permissionMissing,
              message: expect.stringContaining(permissions.childcareProviderManage) as string,
            });
          }
        },
      );
    });
  },
  { clock: time.clock },
);
