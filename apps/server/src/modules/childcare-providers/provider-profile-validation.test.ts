import type { ApiErrorBody, ChildcareProviderProfile } from '@kinderwait/contract';
import {
  childcareProvidersApiPaths,
  commonErrorCodes,
  providerProfileMessages,
  providerTypeIds,
  roleIds,
  specMessages,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { cityHall, fullEdit, getJson, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { childcareProviders, providerAgeGroups } from './childcare-providers.tables.ts';
import { noProfile } from './provider-profile-view.ts';

const [toddlers] = fullEdit.ageGroups;
const withHours = (...hoursOfBusiness: object[]) => ({
  paths: ['AgeGroups'],
  ageGroups: [{ ...toddlers, hoursOfBusiness }],
});
const withGroup = (group: object) => ({
  paths: ['AgeGroups'],
  ageGroups: [{ ...toddlers, ...group }],
});
const withProfile = (profile: object) => ({
  paths: ['Profile'],
  profile: { ...fullEdit.profile, ...profile },
});
const withContact = (contact: object) => ({
  paths: ['Contact'],
  contact: { ...fullEdit.contact, ...contact },
});
const withLocation = (location: object) => ({
  paths: ['ChildcareLocation'],
  childcareLocation: { ...cityHall, ...location },
});

forEachDatabase((t) => {
  let provider: TestUser;
  let owner: TestUser;
  const headers = () => provider.headers(roleIds.Unlicenced);

  beforeAll(async () => {
    provider = await signUp(t.app(), { roles: ['Unlicenced'] });
    expect((await edit(fullEdit, headers())).statusCode).toBe(200);

    // A licensed centre as the city import leaves it, claimed by `owner` (claiming is its own flow).
    owner = await signUp(t.app(), { roles: ['Licenced'] });
    const [centre] = await t
      .app()
      .db.insert(childcareProviders)
      .values({
        locId: 990_001,
        ownerUserId: owner.id,
        providerTypeId: providerTypeIds['licensed-centre'],
        name: 'Maple Leaf Child Care Centre',
        auspice: 'Non Profit Agency',
        address: '1 TEST ST',
        postalCode: 'M5V 1A1',
        ward: 10,
        phone: '(416) 555-0100',
        buildingName: 'Test Public School',
        latitude: 43.64,
        longitude: -79.39,
        subsidy: true,
        cwelcc: true,
      })
      .returning({ id: childcareProviders.id });
    if (centre === undefined) throw new Error('no centre');
    await t
      .app()
      .db.insert(providerAgeGroups)
      .values([
        { providerId: centre.id, ageGroupId: 2, licensedSpaces: 10 },
        { providerId: centre.id, ageGroupId: 3, licensedSpaces: 24 },
      ]);
  });

  const edit = (body: unknown, requestHeaders: Record<string, string>) =>
    sendJson(t.app(), 'PATCH', childcareProvidersApiPaths.profile, body, requestHeaders);

  const profileOf = async (user: TestUser, roleId: number): Promise<ChildcareProviderProfile> =>
    (await getJson(t.app(), childcareProvidersApiPaths.profile, user.headers(roleId))).json();

  const refused = async (
    body: unknown,
    detail: string | RegExp,
    user = provider,
    roleId: number = roleIds.Unlicenced,
  ) => {
    const before = await profileOf(user, roleId);
    const response = await edit(body, user.headers(roleId));
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json<ApiErrorBody>();
    expect(error.code).toBe(commonErrorCodes.validationFailed);
    if (typeof detail === 'string') expect(error.detail).toBe(detail);
    else expect(error.detail).toMatch(detail);
    expect(await profileOf(user, roleId)).toEqual(before);
  };

  describe('PATCH /api/childcare-providers refuses bad input with 400 naming the field, saving nothing', () => {
    it.each([
      [
        'an end before the start',
        withHours({ day: 0, timeStart: '18:00', timeEnd: '07:30' }),
        `body.ageGroups.0.hoursOfBusiness.0.timeEnd: ${providerProfileMessages.endBeforeStart}`,
      ],
      [
        'an end equal to the start',
        withHours({ day: 0, timeStart: '08:00', timeEnd: '08:00' }),
        /^body\.ageGroups\.0\.hoursOfBusiness\.0\.timeEnd: /,
      ],
      [
        'a day 7',
        withHours({ day: 7, timeStart: '08:00', timeEnd: '09:00' }),
        /^body\.ageGroups\.0\.hoursOfBusiness\.0\.day: /,
      ],
      [
        'a day -1',
        withHours({ day: -1, timeStart: '08:00', timeEnd: '09:00' }),
        /^body\.ageGroups\.0\.hoursOfBusiness\.0\.day: /,
      ],
      [
        'a time without the leading zero',
        withHours({ day: 0, timeStart: '8:00', timeEnd: '09:00' }),
        /^body\.ageGroups\.0\.hoursOfBusiness\.0\.timeStart: /,
      ],
      [
        '24:00',
        withHours({ day: 0, timeStart: '08:00', timeEnd: '24:00' }),
        /^body\.ageGroups\.0\.hoursOfBusiness\.0\.timeEnd: /,
      ],
      [
        'overlapping periods of a day',
        withHours(
          { day: 2, timeStart: '08:00', timeEnd: '12:00' },
          { day: 2, timeStart: '11:00', timeEnd: '15:00' },
        ),
        `body.ageGroups.0.hoursOfBusiness.1.timeStart: ${providerProfileMessages.overlappingHours}`,
      ],
      [
        'negative spaces',
        withGroup({ availableSpaces: -1 }),
        /^body\.ageGroups\.0\.availableSpaces: /,
      ],
      [
        'fractional spaces',
        withGroup({ availableSpaces: 1.5 }),
        /^body\.ageGroups\.0\.availableSpaces: /,
      ],
      [
        'a date that does not exist',
        withGroup({ availableStartDate: '2027-02-29' }),
        `body.ageGroups.0.availableStartDate: ${providerProfileMessages.notADate}`,
      ],
      [
        'an instant instead of a date',
        withGroup({ availableStartDate: '2027-01-04T00:00:00Z' }),
        /^body\.ageGroups\.0\.availableStartDate: /,
      ],
      [
        'an unknown age group',
        withGroup({ id: 99 }),
        `body.ageGroups.0.id: ${providerProfileMessages.unknownAgeGroup}`,
      ],
      [
        'an age group listed twice',
        { paths: ['AgeGroups'], ageGroups: [toddlers, toddlers] },
        `body.ageGroups.1.id: ${providerProfileMessages.listedTwice}`,
      ],
      [
        'a phone not in E.164',
        withContact({ phone: '416-555-0123' }),
        /^body\.contact\.phone: Phone number must be in E\.164 format/,
      ],
      [
        'an email that is not one',
        withContact({ email: 'hello at maples' }),
        /^body\.contact\.email: /,
      ],
      [
        'an ftp website',
        withContact({ website: 'ftp://littlemaples.ca' }),
        `body.contact.website: ${providerProfileMessages.websiteNotHttp}`,
      ],
      [
        'a javascript: website',
        withContact({ website: 'javascript:alert(1)' }),
        /^body\.contact\.website: /,
      ],
      [
        'an incomplete address (the address rule)',
        withLocation({ locationDetails: { ...cityHall.locationDetails, road: '' } }),
        `body.childcareLocation.locationDetails: ${specMessages.addressIncomplete}`,
      ],
      [
        'a latitude out of range',
        withLocation({ latitude: -91 }),
        /^body\.childcareLocation\.latitude: /,
      ],
      [
        'a longitude out of range',
        withLocation({ longitude: 181 }),
        /^body\.childcareLocation\.longitude: /,
      ],
      ['a blank name', withProfile({ name: '  ' }), /^body\.profile\.name: /],
      [
        'a name with a line break',
        withProfile({ name: 'Little\nMaples' }),
        /^body\.profile\.name: must not contain/,
      ],
      [
        'an unknown language',
        withProfile({ languages: ['en', 'xx'] }),
        `body.profile.languages.1: ${providerProfileMessages.unknownLanguage}`,
      ],
      [
        'an unknown childcare type',
        withProfile({ childcareTypeIds: [99] }),
        `body.profile.childcareTypeIds.0: ${providerProfileMessages.unknownChildcareType}`,
      ],
      [
        'a provider type the role does not offer',
        withProfile({ providerTypeId: providerTypeIds['licensed-centre'] }),
        /^body\.profile\.providerTypeId: is not a provider type your role can offer/,
      ],
      [
        'a negative fee',
        { paths: ['Fees'], fees: { dailyFeeCents: -1, hourlyFeeCents: null } },
        /^body\.fees\.dailyFeeCents: /,
      ],
      [
        'a fee in dollars with decimals',
        { paths: ['Fees'], fees: { dailyFeeCents: 65.5, hourlyFeeCents: null } },
        /^body\.fees\.dailyFeeCents: /,
      ],
      [
        'a path with no value',
        { paths: ['Fees'] },
        `body.fees: ${providerProfileMessages.missingPart('Fees')}`,
      ],
      [
        'a value whose path is not named',
        { paths: ['Profile'], profile: fullEdit.profile, fees: fullEdit.fees },
        `body.fees: ${providerProfileMessages.partNotInPaths('Fees')}`,
      ],
      ['an unknown path', { paths: ['Hours'] }, /^body\.paths\.0: /],
      ['no path', { paths: [] }, /^body\.paths: /],
      [
        'a path named twice',
        { paths: ['Fees', 'Fees'], fees: fullEdit.fees },
        `body.paths.1: ${providerProfileMessages.listedTwice}`,
      ],
    ])('%s', async (_case, body, detail) => {
      await refused(body, detail);
    });

    it('saves no part when one part of the edit is wrong', async () => {
      await refused(
        {
          paths: ['Profile', 'AgeGroups'],
          profile: { ...fullEdit.profile, name: 'A new name' },
          ageGroups: [{ ...toddlers, id: 99 }],
        },
        /^body\.ageGroups\.0\.id: /,
      );
    });

    it('creates no profile when the first edit is refused', async () => {
      const newcomer = await signUp(t.app(), { roles: ['BabySitter'] });
      await refused(
        withProfile({ languages: ['xx'] }),
        /^body\.profile\.languages\.0: /,
        newcomer,
        roleIds.BabySitter,
      );
      expect(await profileOf(newcomer, roleIds.BabySitter)).toEqual(noProfile);
    });
  });

  describe('a claimed licensed centre', () => {
    it('shows the city’s licence details and capacity per age group', async () => {
      expect(await profileOf(owner, roleIds.Licenced)).toMatchObject({
        providerTypeId: providerTypeIds['licensed-centre'],
        name: 'Maple Leaf Child Care Centre',
        contactPhone: '(416) 555-0100',
        licence: {
          locId: 990_001,
          auspice: 'Non Profit Agency',
          ward: 10,
          buildingType: null,
          buildingName: 'Test Public School',
          subsidy: true,
          cwelcc: true,
          licensedSpaces: 34,
        },
        ageGroups: [
          {
            id: 2,
            name: 'Toddler',
            licensedSpaces: 10,
            availableSpaces: null,
            availableStartDate: null,
            hoursOfBusiness: [],
          },
          {
            id: 3,
            name: 'Preschool',
            licensedSpaces: 24,
            availableSpaces: null,
            availableStartDate: null,
            hoursOfBusiness: [],
          },
        ],
      });
    });

    it('refuses more spaces than licensed, or an age group it is not licensed for', async () => {
      await refused(
        withGroup({ id: 2, availableSpaces: 11 }),
        `body.ageGroups.0.availableSpaces: ${providerProfileMessages.overCapacity(10)}`,
        owner,
        roleIds.Licenced,
      );
      await refused(
        withGroup({ id: 1, availableSpaces: 1 }),
        `body.ageGroups.0.availableSpaces: ${providerProfileMessages.overCapacity(0)}`,
        owner,
        roleIds.Licenced,
      );
    });

    it('stays a licensed centre', async () => {
      await refused(
        withProfile({ providerTypeId: providerTypeIds['licensed-home'] }),
        /^body\.profile\.providerTypeId: /,
        owner,
        roleIds.Licenced,
      );
    });

    it('states vacancies up to capacity; a licensed group left out keeps its capacity', async () => {
      const response = await edit(
        withGroup({ id: 2, availableSpaces: 10 }),
        owner.headers(roleIds.Licenced),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ChildcareProviderProfile>().ageGroups).toEqual([
        {
          ...toddlers,
          id: 2,
          name: 'Toddler',
          licensedSpaces: 10,
          availableSpaces: 10,
          hoursOfBusiness: [
            { day: 0, timeStart: '07:30', timeEnd: '12:00' },
            { day: 0, timeStart: '13:00', timeEnd: '18:00' },
            { day: 1, timeStart: '07:30', timeEnd: '18:00' },
          ],
        },
        {
          id: 3,
          name: 'Preschool',
          licensedSpaces: 24,
          availableSpaces: null,
          availableStartDate: null,
          hoursOfBusiness: [],
        },
      ]);
      const cleared = await edit(
        { paths: ['AgeGroups'], ageGroups: [] },
        owner.headers(roleIds.Licenced),
      );
      expect(
        cleared
          .json<ChildcareProviderProfile>()
          .ageGroups.map((group) => [group.id, group.licensedSpaces, group.availableSpaces]),
      ).toEqual([
        [2, 10, null],
        [3, 24, null],
      ]);
    });
  });
});
