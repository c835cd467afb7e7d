import type { ApiErrorBody } from '@kinderwait/contract';
import { addressesApiPaths, roleIds, specMessages } from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { cityHall, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';

forEachDatabase((t) => {
  let user: TestUser;

  beforeAll(async () => {
    user = await signUp(t.app(), { roles: ['Parent'] });
  });

  const validate = (body: unknown, headers = user.headers(roleIds.Parent)) =>
    sendJson(t.app(), 'POST', addressesApiPaths.validate, body, headers);

  describe('POST /api/addresses/actions/validate', () => {
    it('accepts a complete address (the address rule)', async () => {
      const response = await validate(cityHall.locationDetails);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true, missingParts: [] });
    });

    it('says what an incomplete address lacks, with the address rule’s message', async () => {
      const response = await validate({ house_number: '100', road: 'Queen St W', city: 'Toronto' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: false,
        message: specMessages.addressIncomplete,
        missingParts: ['state', 'postcode', 'country'],
      });
    });

    it('counts blank parts as missing, and an empty address as missing all of them', async () => {
      const blank = await validate({ ...cityHall.locationDetails, house_number: '   ' });
      expect(blank.json()).toMatchObject({ valid: false, missingParts: ['house_number'] });
      const empty = await validate({});
      expect(empty.json()).toMatchObject({
        valid: false,
        missingParts: ['house_number', 'road', 'city', 'state', 'postcode', 'country'],
      });
    });

    it('takes lat and lon as the geocoder sends them (text or numbers)', async () => {
      const response = await validate({ ...cityHall.locationDetails, lat: 43.65, lon: -79.38 });
      expect(response.json()).toMatchObject({ valid: true });
    });

    it.each([
      [
        'a part that is not text',
        { ...cityHall.locationDetails, house_number: 100 },
        /^body\.house_number: /,
      ],
      [
        'a part with a control character',
        { ...cityHall.locationDetails, road: 'Queen\u0007' },
        /^body\.road: must not contain/,
      ],
      [
        'a part over 200 characters',
        { ...cityHall.locationDetails, city: 'x'.repeat(201) },
        /^body\.city: /,
      ],
      ['a list instead of an object', [cityHall.locationDetails], /^body: /],
    ])('refuses %s with 400 naming the field', async (_case, body, detail) => {
      const response = await validate(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().detail).toMatch(detail);
    });

    it('needs sign-in', async () => {
      const response = await validate(cityHall.locationDetails, {});
      expect(response.statusCode).toBe(401);
    });

    it('refuses a role the user does not hold (403)', async () => {
      const response = await validate(cityHall.locationDetails, user.headers(roleIds.Licenced));
      expect(response.statusCode).toBe(403);
    });
  });
});
