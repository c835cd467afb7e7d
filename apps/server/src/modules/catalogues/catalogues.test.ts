import type {
  AgeGroupsResponse,
  ApiErrorBody,
  ChildcareTypesResponse,
  LanguagesResponse,
  PaymentOptionsResponse,
  ProviderTypesResponse,
  SchoolPlan,
  SchoolPlansResponse,
} from '@kinderwait/contract';
import {
  ageGroupCodes,
  ageGroupIds,
  buildUrl,
  cataloguesApiPaths,
  cataloguesErrorCodes,
  commonErrorCodes,
  paymentOptions,
  providerTypeCodes,
  providerTypeIds,
} from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';

forEachDatabase((t) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app().inject({ method: 'GET', url, headers });

  describe('GET /api/age-groups', () => {
    it('lists the five age groups with the contract ids, without sign-in', async () => {
      const response = await get(cataloguesApiPaths.ageGroups);
      expect(response.statusCode).toBe(200);
      expect(response.json<AgeGroupsResponse>().items).toEqual([
        { id: 1, code: 'infant', name: 'Infant' },
        { id: 2, code: 'toddler', name: 'Toddler' },
        { id: 3, code: 'preschool', name: 'Preschool' },
        { id: 4, code: 'kindergarten', name: 'Kindergarten' },
        { id: 5, code: 'school-age', name: 'School age' },
      ]);
      expect(ageGroupCodes.map((code) => ageGroupIds[code])).toEqual([1, 2, 3, 4, 5]);
    });

    it('reads the age groups once per process: a later change of the table is not read again', async () => {
      const first = await t.app().services.catalogues.ageGroups();
      await t.connection().db.execute(sql`update age_groups set name = 'Renamed' where id = 1`);
      try {
        const again = await t.app().services.catalogues.ageGroups();
        expect(again).toEqual(first);
        expect(again[0]?.name).toBe('Infant');
      } finally {
        await t.connection().db.execute(sql`update age_groups set name = 'Infant' where id = 1`);
      }
    });

    it('answers a signed-in caller the same', async () => {
      const user = await signUp(t.app(), { roles: ['Parent'] });
      const response = await get(cataloguesApiPaths.ageGroups, user.headers());
      expect(response.json<AgeGroupsResponse>().items).toHaveLength(5);
    });
  });

  describe('GET /api/providers/types', () => {
    it('lists the four provider types with the contract ids, none selected', async () => {
      const response = await get(cataloguesApiPaths.providerTypes);
      expect(response.statusCode).toBe(200);
      const items = response.json<ProviderTypesResponse>().items;
      expect(items.map((type) => [type.id, type.code])).toEqual(
        providerTypeCodes.map((code) => [providerTypeIds[code], code]),
      );
      expect(items.map((type) => type.name)).toEqual([
        'Licensed child care centre',
        'Licensed home child care',
        'Unlicensed home child care',
        'Babysitter or nanny',
      ]);
      expect(items.every((type) => !type.selected && type.description.length > 0)).toBe(true);
    });

    it('selects nothing for an anonymous caller naming a ticket', async () => {
      const response = await get(
        buildUrl(
          cataloguesApiPaths.providerTypes,
          {},
          { waitingListTicketId: '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' },
        ),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<ProviderTypesResponse>().items.some((type) => type.selected)).toBe(
        false,
      );
    });

    it('refuses a waitingListTicketId that is not a uuid, naming the field', async () => {
      const response = await get(
        buildUrl(cataloguesApiPaths.providerTypes, {}, { waitingListTicketId: '42' }),
      );
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe(commonErrorCodes.validationFailed);
      expect(body.detail).toMatch(/^querystring\.waitingListTicketId: /);
    });
  });

  describe('GET /api/childcare-types', () => {
    it('lists full-time, part-time, before and after school, drop-in, evenings and weekends', async () => {
      const response = await get(cataloguesApiPaths.childcareTypes);
      expect(response.statusCode).toBe(200);
      expect(response.json<ChildcareTypesResponse>().items.map((type) => type.code)).toEqual([
        'full-time',
        'part-time',
        'before-after-school',
        'drop-in',
        'evenings-overnight',
        'weekends',
      ]);
    });
  });

  describe('GET /api/school-plans', () => {
    it('lists the plans for school-age children, each with a description', async () => {
      const response = await get(cataloguesApiPaths.schoolPlans);
      expect(response.statusCode).toBe(200);
      const items = response.json<SchoolPlansResponse>().items;
      expect(items.map((plan) => plan.name)).toEqual([
        'Before and after school',
        'Before school only',
        'After school only',
        'PA days and school holidays',
        'March break camp',
        'Summer camp',
        'Full day on school closures',
      ]);
      expect(items.every((plan) => plan.description.length > 0)).toBe(true);
    });

    it('gives one plan with its period, hours and details', async () => {
      const list = (await get(cataloguesApiPaths.schoolPlans)).json<SchoolPlansResponse>();
      const summer = list.items.find((plan) => plan.code === 'summer-camp');
      const response = await get(
        buildUrl(cataloguesApiPaths.schoolPlan, { id: String(summer?.id) }),
      );
      expect(response.statusCode).toBe(200);
      const plan = response.json<SchoolPlan>();
      expect(plan).toMatchObject({ ...summer, period: 'July and August, by the week' });
      expect(plan.typicalHours).toContain('9:00');
      expect(plan.details.length).toBeGreaterThan(2);
    });

    it('answers 404 for an unknown plan', async () => {
      const response = await get(buildUrl(cataloguesApiPaths.schoolPlan, { id: '999' }));
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>()).toEqual({
        message: 'School plan not found',
        code: cataloguesErrorCodes.schoolPlanNotFound,
      });
    });

    it.each([['abc'], ['0'], ['-1'], ['1.5'], ['99999999999']])(
      'refuses the id %s with 400 naming the field',
      async (id) => {
        const response = await get(buildUrl(cataloguesApiPaths.schoolPlan, { id }));
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().detail).toMatch(/^params\.id: /);
      },
    );
  });

  describe('GET /api/payment-options', () => {
    const brackets = async (paymentOption: string) => {
      const response = await get(
        buildUrl(cataloguesApiPaths.paymentOptions, {}, { paymentOption }),
      );
      expect(response.statusCode).toBe(200);
      return response.json<PaymentOptionsResponse>().items;
    };

    it.each(paymentOptions)(
      'gives %s brackets in CAD cents that start at 0, never overlap and end open',
      async (option) => {
        const items = await brackets(option);
        expect(items.length).toBeGreaterThan(3);
        for (const item of items)
          expect(item).toMatchObject({ paymentOption: option, currency: 'CAD' });
        expect(items[0]?.minCents).toBe(0);
        for (const [index, item] of items.entries()) {
          const next = items[index + 1];
          if (next === undefined) expect(item.maxCents).toBeNull();
          else expect(next.minCents).toBe((item.maxCents ?? NaN) + 1);
        }
      },
    );

    it('starts the daily brackets at the CWELCC cap of $22 a day', async () => {
      const [first] = await brackets('Daily');
      expect(first).toMatchObject({ minCents: 0, maxCents: 2200 });
      expect(first?.label).toContain('$22');
    });

    it.each([['Weekly'], ['daily'], ['']])(
      'refuses paymentOption=%s with 400 naming the field',
      async (paymentOption) => {
        const response = await get(
          buildUrl(cataloguesApiPaths.paymentOptions, {}, { paymentOption }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().detail).toBe(
          'querystring.paymentOption: paymentOption must be Daily or Hourly',
        );
      },
    );

    it('refuses a call without paymentOption', async () => {
      const response = await get(cataloguesApiPaths.paymentOptions);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().detail).toMatch(/^querystring\.paymentOption: /);
    });
  });

  describe('GET /enrollment/getLanguages', () => {
    it('lists English and French first, then the most spoken home languages of Toronto', async () => {
      const response = await get(cataloguesApiPaths.languages);
      expect(response.statusCode).toBe(200);
      const languages = response.json<LanguagesResponse>();
      expect(languages.slice(0, 4)).toEqual([
        { code: 'en', name: 'English', nativeName: 'English' },
        { code: 'fr', name: 'French', nativeName: 'Français' },
        { code: 'cmn', name: 'Mandarin', nativeName: '普通话' },
        { code: 'yue', name: 'Cantonese', nativeName: '廣東話' },
      ]);
      const codes = languages.map((language) => language.code);
      for (const code of ['tl', 'es', 'pt', 'ta', 'fa', 'ur', 'pa', 'so', 'uk']) {
        expect(codes).toContain(code);
      }
      expect(new Set(codes).size).toBe(codes.length);
    });
  });
});
