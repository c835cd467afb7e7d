import type { ApiErrorBody, Listing, ListingsResponse } from '@kinderwait/contract';
import {
  buildUrl,
  childcareProvidersApiPaths,
  childcareProvidersMessages,
  commonErrorCodes,
  listingSearchLimit,
  roleIds,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { importLicensedCentres } from './licensed-centres-import.ts';

const quiet = { info: () => undefined, warn: () => undefined };

forEachDatabase((t) => {
  let provider: TestUser;

  beforeAll(async () => {
    await importLicensedCentres(t.connection().db, quiet);
    provider = await signUp(t.app(), { roles: ['Licenced'] });
  });

  const search = (term: string | undefined, headers = provider.headers(roleIds.Licenced)) =>
    t.app().inject({
      method: 'GET',
      url: buildUrl(childcareProvidersApiPaths.listings, {}, { search: term }),
      headers,
    });

  const listings = async (term: string): Promise<Listing[]> => {
    const response = await search(term);
    expect(response.statusCode).toBe(200);
    return response.json<ListingsResponse>().items;
  };

  describe('GET /api/childcare-providers/listings', () => {
    it('finds a centre by part of its name, in any case, with public fields only', async () => {
      const items = await listings('lakeshore community');
      expect(items[0]).toEqual({
        id: expect.any(String) as string,
        locId: 1013,
        name: 'Lakeshore Community Child Care Centre',
        auspice: 'Non Profit Agency',
        address: '101 SEVENTH ST',
        postalCode: 'M8V 3B5',
        ward: 3,
        phone: '(416) 394-7601',
        buildingName: 'Seventh Street Public School',
        licensedSpaces: 164,
        located: true,
        claimed: false,
      });
    });

    it('lists names starting with the search before names containing it', async () => {
      const items = await listings('montessori');
      expect(items.length).toBeGreaterThan(1);
      const starts = items.map((item) => item.name.toLowerCase().startsWith('montessori'));
      expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
      expect(items.every((item) => item.name.toLowerCase().includes('montessori'))).toBe(true);
    });

    it('finds centres by postal code, with or without the space', async () => {
      const spaced = await listings('M8V 3B5');
      const compact = await listings('m8v3b5');
      expect(spaced.map((item) => item.locId)).toContain(1013);
      expect(compact).toEqual(spaced);
      const area = await listings('M8V');
      expect(area.every((item) => item.postalCode?.startsWith('M8V'))).toBe(true);
    });

    it('finds the centres without coordinates by name and postal code, not located', async () => {
      const byName = await listings('Ikebata');
      expect(byName.map((item) => [item.locId, item.located])).toEqual([[7236, false]]);
      const byPostalCode = await listings('M3C 1Z5');
      expect(byPostalCode.find((item) => item.locId === 7236)?.located).toBe(false);
      expect((await listings('aquabella')).map((item) => item.locId)).toEqual([14431]);
    });

    it(`returns at most ${String(listingSearchLimit)} listings`, async () => {
      expect(await listings('child care')).toHaveLength(listingSearchLimit);
    });

    it('takes LIKE wildcards literally', async () => {
      expect(await listings('%%')).toEqual([]);
      expect(await listings('__')).toEqual([]);
    });

    it('finds nothing for a name no centre has', async () => {
      expect(await listings('zzqx no such centre')).toEqual([]);
    });

    it.each([
      ['one character', 'a'],
      ['spaces only', '   '],
      ['no search at all', undefined],
    ])('refuses %s with 400 and a clear message naming the field', async (_case, term) => {
      const response = await search(term);
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe(commonErrorCodes.validationFailed);
      expect(body.detail).toBe(`querystring.search: ${childcareProvidersMessages.searchTooShort}`);
    });

    it('refuses a search over 100 characters', async () => {
      const response = await search('a'.repeat(101));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().detail).toMatch(/^querystring\.search: /);
    });

    it('refuses a search with control characters', async () => {
      const response = await search('lake\u0000shore');
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().detail).toMatch(
        /^querystring\.search: must not contain/,
      );
    });

    it('needs sign-in', async () => {
      const response = await search('lakeshore', {});
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>().code).toBe(commonErrorCodes.authenticationRequired);
    });

    it('answers any signed-in role (a parent may look a centre up too)', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'] });
      const response = await search('lakeshore', parent.headers(roleIds.Parent));
      expect(response.statusCode).toBe(200);
    });
  });
});
