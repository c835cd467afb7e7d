import type { ClaimCodeSent } from '@kinderwait/contract';
import {
  claimCodesPerListingPerHour,
  claimCodesPerUserPerHour,
  listingClaimsErrorCodes,
  listingClaimsMessages,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { minuteMs } from '../../clock.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import {
  latestCodeFor,
  listingNamed,
  requestCode,
  sandboxLogFor,
  verifyCode,
} from '../../test/listing-claims.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { importLicensedCentres } from '../childcare-providers/licensed-centres-import.ts';

const quiet = { info: () => undefined, warn: () => undefined };
const time = createTestClock(new Date('2026-11-24T14:00:00Z'));

forEachDatabase(
  (t) => {
    let app: App;

    beforeAll(async () => {
      await importLicensedCentres(t.connection().db, quiet);
      app = t.app();
    });

    const sent = async (user: TestUser, listingId: string): Promise<ClaimCodeSent> => {
      const response = await requestCode(app, user, listingId, 'sms');
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ClaimCodeSent>();
    };

    describe('expiry', () => {
      it('takes a code until 10 minutes have passed', async () => {
        const user = await signUp(app, { roles: ['Licenced'] });
        const listing = await listingNamed(app, user, 'Cedarbrae Day Nurseries (20 Greencrest)');
        const claim = await sent(user, listing.id);
        expect(claim.expiresAt).toBe(
          new Date(time.clock().getTime() + 10 * minuteMs).toISOString(),
        );
        time.advance(10 * minuteMs - 1000);
        const code = await latestCodeFor(app, listing.phone);
        expect((await verifyCode(app, user, claim.claimId, code)).statusCode).toBe(200);
      });

      it('refuses it from then on, and a new code works', async () => {
        const user = await signUp(app, { roles: ['Licenced'] });
        const listing = await listingNamed(app, user, 'Balmy Beach Community Day Care Centre');
        const claim = await sent(user, listing.id);
        const code = await latestCodeFor(app, listing.phone);
        time.advance(10 * minuteMs);

        const expired = await verifyCode(app, user, claim.claimId, code);
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toEqual({
          message: listingClaimsMessages.codeExpired,
          code: listingClaimsErrorCodes.claimCodeExpired,
        });
        const renewed = await sent(user, listing.id);
        const newCode = await latestCodeFor(app, listing.phone);
        expect((await verifyCode(app, user, renewed.claimId, newCode)).statusCode).toBe(200);
      });
    });

    describe(`at most ${String(claimCodesPerListingPerHour)} codes per listing per hour`, () => {
      it('counts every user’s codes for the listing, says when to come back, and lets an hour pass', async () => {
        const first = await signUp(app, { roles: ['Licenced'] });
        const second = await signUp(app, { roles: ['Licenced'] });
        const listing = await listingNamed(app, first, 'Braeburn Woods Day Care Centre');
        await sent(first, listing.id);
        time.advance(10 * minuteMs);
        await sent(first, listing.id);
        await sent(second, listing.id);

        const refused = await requestCode(app, second, listing.id, 'call');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          message: listingClaimsMessages.tooManyCodesForListing,
          code: listingClaimsErrorCodes.tooManyClaimCodes,
        });
        // The first code leaves the hour in 50 minutes.
        expect(refused.headers['retry-after']).toBe(String(50 * 60));
        expect(await sandboxLogFor(app, listing.phone)).toHaveLength(3);

        time.advance(50 * minuteMs);
        // Someone new (the others' access tokens have expired by now).
        const third = await signUp(app, { roles: ['Licenced'] });
        expect((await requestCode(app, third, listing.id, 'call')).statusCode).toBe(201);
      });

      it('holds when requests arrive at once: exactly three codes are sent', async () => {
        const users = await Promise.all(
          [1, 2, 3, 4, 5].map(() => signUp(app, { roles: ['Licenced'] })),
        );
        const [someone] = users;
        if (someone === undefined) throw new Error('no users');
        const listing = await listingNamed(app, someone, 'Martingrove Child Care Centre');
        const responses = await Promise.all(
          users.map((user) => requestCode(app, user, listing.id, 'sms')),
        );
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([201, 201, 201, 429, 429]);
        expect(await sandboxLogFor(app, listing.phone)).toHaveLength(3);
      });
    });

    it(`lets one user ask for at most ${String(claimCodesPerUserPerHour)} codes per hour, all listings together`, async () => {
      const user = await signUp(app, { roles: ['Licenced'] });
      const names = [
        'Discovery Place Child Care Centre Ltd.',
        'Carefree Preschool',
        "East Scarb. Boys' & Girls' Club - Eastside Child Care Centre",
        'Macaulay - Regent Street Child Care Centre',
        'Martin Luther Child Care - Superior',
      ];
      const listings = await Promise.all(names.map((name) => listingNamed(app, user, name)));
      for (let index = 0; index < claimCodesPerUserPerHour; index++) {
        const listing = listings[index % listings.length];
        if (listing === undefined) throw new Error('no listing');
        await sent(user, listing.id);
      }
      const refused = await requestCode(app, user, listings[0]?.id ?? '', 'sms');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: listingClaimsMessages.tooManyCodesForUser });
      expect(Number(refused.headers['retry-after'])).toBe(60 * 60);
    });
  },
  { clock: time.clock },
);
