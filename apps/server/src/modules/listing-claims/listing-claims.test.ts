import { randomUUID } from 'node:crypto';
import type {
  ChildcareProviderProfile,
  ClaimCodeSent,
  ListingsResponse,
} from '@kinderwait/contract';
import {
  brand,
  buildUrl,
  childcareProvidersApiPaths,
  claimCodeMaxTries,
  commonErrorCodes,
  listingClaimsApiPaths,
  listingClaimsErrorCodes,
  listingClaimsMessages,
  roleIds,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import {
  latestCodeFor,
  listingNamed,
  requestCode,
  sandboxLogFor,
  verifyCode,
  wrongCode,
} from '../../test/listing-claims.ts';
import { getJson, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { importLicensedCentres } from '../childcare-providers/licensed-centres-import.ts';

const quiet = { info: () => undefined, warn: () => undefined };

forEachDatabase((t) => {
  let owner: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    await importLicensedCentres(t.connection().db, quiet);
    owner = await signUp(t.app(), { name: 'Olivia Owner', roles: ['Licenced'] });
    rival = await signUp(t.app(), { name: 'Rita Rival', roles: ['Licenced'] });
  });

  const claimCreated = async (
    user: TestUser,
    listingId: string,
    channel: 'sms' | 'call',
  ): Promise<ClaimCodeSent> => {
    const response = await requestCode(t.app(), user, listingId, channel);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ClaimCodeSent>();
  };

  describe('claiming by text message', () => {
    it('texts a six-digit code to the listing’s phone; entered, the listing is the user’s profile', async () => {
      const user = await signUp(t.app(), { name: 'Sam Sms', roles: ['Licenced'] });
      const listing = await listingNamed(t.app(), user, 'Lakeshore Community Child Care Centre');
      const before = Date.now();

      const sent = await claimCreated(user, listing.id, 'sms');

      expect(sent).toMatchObject({ channel: 'sms', sentTo: '(416) ***-**01', extension: null });
      expect(sent.triesLeft).toBe(claimCodeMaxTries);
      const expiresIn = Date.parse(sent.expiresAt) - before;
      expect(expiresIn).toBeGreaterThan(9.9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 5000);
      const [text] = await sandboxLogFor(t.app(), listing.phone);
      expect(text).toMatchObject({ kind: 'sms', to: '+14163947601', extension: null });
      expect(text?.text).toMatch(
        /^\d{6} is your KinderWait code to manage Lakeshore Community Child Care Centre\. It expires in 10 minutes\./,
      );

      const verified = await verifyCode(
        t.app(),
        user,
        sent.claimId,
        await latestCodeFor(t.app(), listing.phone),
      );

      expect(verified.statusCode, verified.body).toBe(200);
      const profile = verified.json<ChildcareProviderProfile>();
      expect(profile).toMatchObject({
        id: listing.id,
        user: { firstName: 'Sam' },
        name: 'Lakeshore Community Child Care Centre',
        contactPhone: '(416) 394-7601',
        licence: { locId: 1013, licensedSpaces: 164 },
      });
      const own = await getJson(
        t.app(),
        childcareProvidersApiPaths.profile,
        user.headers(roleIds.Licenced),
      );
      expect(own.json()).toEqual(profile);
      const search = await getJson(
        t.app(),
        buildUrl(childcareProvidersApiPaths.listings, {}, { search: 'Lakeshore Community' }),
        user.headers(roleIds.Licenced),
      );
      expect(search.json<ListingsResponse>().items[0]).toMatchObject({ claimed: true });
    });

    it('refuses a text message to a number with an extension, and sends nothing', async () => {
      const listing = await listingNamed(
        t.app(),
        owner,
        'Woodland Nursery School (Warden Woods Community Centre)',
      );
      const response = await requestCode(t.app(), owner, listing.id, 'sms');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: listingClaimsMessages.smsNotPossible,
        code: listingClaimsErrorCodes.smsNotPossible,
      });
      expect(await sandboxLogFor(t.app(), listing.phone)).toEqual([]);
    });
  });

  describe('claiming by a call', () => {
    it('reads the code out digit by digit, twice; spaces typed in the code are ignored', async () => {
      const user = await signUp(t.app(), { roles: ['Licenced'] });
      const listing = await listingNamed(t.app(), user, 'Alternative Primary School Parent Group');

      const sent = await claimCreated(user, listing.id, 'call');

      expect(sent).toMatchObject({ channel: 'call', sentTo: '(416) ***-**85', extension: null });
      const [call] = await sandboxLogFor(t.app(), listing.phone);
      expect(call).toMatchObject({ kind: 'call', to: '+14163225385', extension: null });
      const code = await latestCodeFor(t.app(), listing.phone);
      const digits = code.split('').join(', ');
      expect(call?.text).toContain('manage Alternative Primary School Parent Group on KinderWait');
      expect(call?.text).toContain(`Your code is: ${digits}.`);
      expect(call?.text).toContain(`Again, your code is: ${digits}.`);

      const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
      const verified = await verifyCode(t.app(), user, sent.claimId, spaced);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json<ChildcareProviderProfile>().id).toBe(listing.id);
    });

    it('dials the extension of the published number after connecting', async () => {
      const listing = await listingNamed(
        t.app(),
        owner,
        'Centennial College Progress Campus Child Care Centre',
      );
      const sent = await claimCreated(owner, listing.id, 'call');
      expect(sent.extension).toBe('2110');
      const [call] = await sandboxLogFor(t.app(), listing.phone);
      expect(call).toMatchObject({ kind: 'call', to: '+14162895000', extension: '2110' });
    });
  });

  describe('one owner per listing', () => {
    it('refuses a second claimant, before and after the code, pointing to support', async () => {
      const listing = await listingNamed(t.app(), owner, 'Air-O-Down Child Care Centre');
      const rivalClaim = await claimCreated(rival, listing.id, 'sms');
      const rivalCode = await latestCodeFor(t.app(), listing.phone);
      const ownerClaim = await claimCreated(owner, listing.id, 'sms');
      const ownerCode = await latestCodeFor(t.app(), listing.phone);
      expect((await verifyCode(t.app(), owner, ownerClaim.claimId, ownerCode)).statusCode).toBe(
        200,
      );
      const alreadyClaimed = {
        message: listingClaimsMessages.listingAlreadyClaimed,
        code: listingClaimsErrorCodes.listingAlreadyClaimed,
      };
      expect(listingClaimsMessages.listingAlreadyClaimed).toContain(brand.supportEmail);

      const late = await verifyCode(t.app(), rival, rivalClaim.claimId, rivalCode);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual(alreadyClaimed);
      const again = await requestCode(t.app(), rival, listing.id, 'call');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(alreadyClaimed);

      const own = await requestCode(t.app(), owner, listing.id, 'call');
      expect(own.json()).toMatchObject({ code: listingClaimsErrorCodes.listingAlreadyYours });
      const another = await listingNamed(t.app(), owner, 'Tiago Avenue Community Child Care');
      const second = await requestCode(t.app(), owner, another.id, 'sms');
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: listingClaimsErrorCodes.alreadyManagesListing,
      });
    });
  });

  describe('wrong codes and replaced codes', () => {
    it(`allows ${String(claimCodeMaxTries)} tries, then only a new code helps`, async () => {
      const user = await signUp(t.app(), { roles: ['Licenced'] });
      const listing = await listingNamed(t.app(), user, 'Ledbury Park Child Care Program');
      const first = await claimCreated(user, listing.id, 'sms');
      const code = await latestCodeFor(t.app(), listing.phone);

      for (let left = claimCodeMaxTries - 1; left >= 0; left--) {
        const wrong = await verifyCode(t.app(), user, first.claimId, wrongCode(code));
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual({
          message: listingClaimsMessages.codeIncorrect(left),
          code: listingClaimsErrorCodes.claimCodeIncorrect,
        });
      }
      const exhausted = await verifyCode(t.app(), user, first.claimId, code);
      expect(exhausted.statusCode).toBe(400);
      expect(exhausted.json()).toMatchObject({
        code: listingClaimsErrorCodes.claimTriesExhausted,
      });

      const second = await claimCreated(user, listing.id, 'sms');
      const newCode = await latestCodeFor(t.app(), listing.phone);
      const verified = await verifyCode(t.app(), user, second.claimId, newCode);
      expect(verified.statusCode).toBe(200);
    });

    it('takes only the newest code a user was sent for a listing', async () => {
      const user = await signUp(t.app(), { roles: ['Licenced'] });
      const listing = await listingNamed(t.app(), user, 'Alderwood Action After School');
      const older = await claimCreated(user, listing.id, 'sms');
      const olderCode = await latestCodeFor(t.app(), listing.phone);
      const newer = await claimCreated(user, listing.id, 'call');

      const replaced = await verifyCode(t.app(), user, older.claimId, olderCode);
      expect(replaced.statusCode).toBe(400);
      expect(replaced.json()).toMatchObject({ code: listingClaimsErrorCodes.claimCodeReplaced });
      const newerCode = await latestCodeFor(t.app(), listing.phone);
      expect((await verifyCode(t.app(), user, newer.claimId, newerCode)).statusCode).toBe(200);
    });
  });

  describe('input and access', () => {
    it('answers 400 naming the field for a bad channel, listing id or code', async () => {
      const listing = await listingNamed(t.app(), owner, 'Mandi Day Care');
      const fax = await sendJson(
        t.app(),
        'POST',
        buildUrl(listingClaimsApiPaths.claims, { listingId: listing.id }),
        { channel: 'fax' },
        owner.headers(roleIds.Licenced),
      );
      expect(fax.statusCode).toBe(400);
      expect(fax.json<{ detail: string }>().detail).toMatch(/body\.channel/);
      expect((await requestCode(t.app(), owner, 'not-a-uuid', 'sms')).statusCode).toBe(400);
      const letters = await verifyCode(t.app(), owner, randomUUID(), '12a456');
      expect(letters.statusCode).toBe(400);
      expect(letters.json<{ detail: string }>().detail).toMatch(
        /body\.code: Enter the 6-digit code/,
      );
      expect(await sandboxLogFor(t.app(), listing.phone)).toEqual([]);
    });

    it('needs a token, and a role holding listing.claim (Unlicenced and Parent do not)', async () => {
      const listing = await listingNamed(t.app(), owner, 'Mandi Day Care');
      const anonymous = await sendJson(
        t.app(),
        'POST',
        buildUrl(listingClaimsApiPaths.claims, { listingId: listing.id }),
        { channel: 'sms' },
        {},
      );
      expect(anonymous.statusCode).toBe(401);
      const home = await signUp(t.app(), { roles: ['Unlicenced', 'Parent'] });
      for (const roleId of [roleIds.Unlicenced, roleIds.Parent]) {
        const refused = await requestCode(t.app(), home, listing.id, 'sms', roleId);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: commonErrorCodes.permissionMissing });
      }
      expect(await sandboxLogFor(t.app(), listing.phone)).toEqual([]);
    });

    it('answers 404 for an unknown listing and for another user’s claim', async () => {
      const unknown = await requestCode(t.app(), owner, randomUUID(), 'sms');
      expect(unknown.statusCode).toBe(404);
      const user = await signUp(t.app(), { roles: ['Licenced'] });
      const listing = await listingNamed(t.app(), user, 'Frankland Day Care Centre');
      const sent = await claimCreated(user, listing.id, 'sms');
      const code = await latestCodeFor(t.app(), listing.phone);
      const stranger = await verifyCode(t.app(), rival, sent.claimId, code);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toMatchObject({ code: commonErrorCodes.notFound });
      // The stranger's try cost the user nothing.
      expect((await verifyCode(t.app(), user, sent.claimId, code)).statusCode).toBe(200);
    });
  });
});
