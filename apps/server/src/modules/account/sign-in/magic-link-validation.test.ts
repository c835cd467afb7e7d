import { createHash } from 'node:crypto';
import type { AccessTokenClaims, ValidateMagicLinkResponse } from '@kinderwait/contract';
import { buildUrl, signInApiPaths, signInErrorCodes, signInMessages } from '@kinderwait/contract';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { minuteMs } from '../../../clock.ts';
import {
  confirmationUrl,
  getUserInfoWith,
  latestLinkFor,
  post,
  requestLink,
  signUp,
  uniqueEmail,
  validateLink,
} from '../../../test/accounts.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { magicLinks } from '../account.tables.ts';

const time = createTestClock();

forEachDatabase(
  (t) => {
    describe('POST /api/account/magic-links/actions/validate', () => {
      it('signs in: success and a token whose claims are id, email and children, and verifies the email', async () => {
        const email = uniqueEmail();
        await requestLink(t.app(), { email, confirmationUrl, name: 'New Parent' });
        const link = await latestLinkFor(t.app(), email);

        const response = await validateLink(t.app(), { userId: link.userId, etoken: link.etoken });

        expect(response.statusCode).toBe(200);
        const body = response.json<ValidateMagicLinkResponse>();
        expect(body.success).toBe(true);
        const claims = decodeJwt<AccessTokenClaims>(body.token.accessToken);
        expect(claims).toMatchObject({ id: link.userId, email, children: 0 });
        expect(body.token.refreshToken).toMatch(/^[\w-]{43}$/);
        const account = await t.app().services.users.findByEmail(email);
        expect(account?.emailVerifiedAt).toEqual(time.clock());
        const info = await getUserInfoWith(t.app(), body.token.accessToken);
        expect(info.statusCode).toBe(200);
      });

      it('works once: the same link again is refused with 400 and the invalid-link message', async () => {
        const email = uniqueEmail();
        await requestLink(t.app(), { email, confirmationUrl, name: 'Once Only' });
        const link = await latestLinkFor(t.app(), email);
        const body = { userId: link.userId, etoken: link.etoken };

        expect((await validateLink(t.app(), body)).statusCode).toBe(200);
        const again = await validateLink(t.app(), body);

        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual({
          message: 'This sign-in link is invalid or has expired. Request a new one.',
          code: signInErrorCodes.invalidMagicLink,
        });
      });

      it('lets only one of two simultaneous uses of a link succeed', async () => {
        const email = uniqueEmail();
        await requestLink(t.app(), { email, confirmationUrl, name: 'Double Click' });
        const link = await latestLinkFor(t.app(), email);
        const body = { userId: link.userId, etoken: link.etoken };

        const statuses = (
          await Promise.all([validateLink(t.app(), body), validateLink(t.app(), body)])
        ).map((response) => response.statusCode);

        expect(statuses.sort()).toEqual([200, 400]);
      });

      it('expires after 15 minutes', async () => {
        const emails = [uniqueEmail(), uniqueEmail()];
        for (const email of emails) {
          await requestLink(t.app(), { email, confirmationUrl, name: 'Slow Clicker' });
        }
        const [early, late] = await Promise.all(
          emails.map((email) => latestLinkFor(t.app(), email)),
        );
        if (early === undefined || late === undefined) throw new Error('links missing');

        time.advance(15 * minuteMs - 1000);
        expect(
          (await validateLink(t.app(), { userId: early.userId, etoken: early.etoken })).statusCode,
        ).toBe(200);
        time.advance(1000);
        const expired = await validateLink(t.app(), { userId: late.userId, etoken: late.etoken });
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toMatchObject({ code: signInErrorCodes.invalidMagicLink });
      });

      it('refuses a genuine etoken presented with another user id', async () => {
        const other = await signUp(t.app());
        const email = uniqueEmail();
        await requestLink(t.app(), { email, confirmationUrl, name: 'Real Owner' });
        const link = await latestLinkFor(t.app(), email);

        const response = await validateLink(t.app(), { userId: other.id, etoken: link.etoken });
        expect(response.statusCode).toBe(400);
        // The genuine pair still works: a wrong guess does not burn the owner's link.
        expect(
          (await validateLink(t.app(), { userId: link.userId, etoken: link.etoken })).statusCode,
        ).toBe(200);
      });

      it.each([
        [
          'a made-up etoken',
          { userId: '00000000-0000-4000-8000-000000000000', etoken: 'x'.repeat(43) },
        ],
        ['a user id that is not a UUID', { userId: 'not-a-uuid', etoken: 'x'.repeat(43) }],
      ])('refuses %s with the invalid-link 400', async (_case, body) => {
        const response = await validateLink(t.app(), body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: signInErrorCodes.invalidMagicLink });
      });

      it('answers a body without etoken with 400 naming it', async () => {
        const response = await validateLink(t.app(), { userId: 'abc' });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ detail: string }>().detail).toMatch(/body\.etoken/);
      });

      it('keeps only a SHA-256 of the etoken: the raw token is nowhere in the table', async () => {
        const email = uniqueEmail();
        await requestLink(t.app(), { email, confirmationUrl, name: 'Hash Check' });
        const { etoken } = await latestLinkFor(t.app(), email);

        const rows = await t.app().db.select().from(magicLinks).where(eq(magicLinks.email, email));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(etoken).digest('hex'));
        const dump = await t
          .app()
          .db.execute<{ row: string }>(sql`select magic_links::text as row from magic_links`);
        expect(dump.rows.some((row) => row.row.includes(etoken))).toBe(false);
      });
    });

    describe('POST /account/resendActivation', () => {
      const resend = (email: string, url: string = confirmationUrl, remoteAddress?: string) =>
        post(
          t.app(),
          buildUrl(signInApiPaths.resendActivation, {}, { email, confirmationUrl: url }),
          undefined,
          {},
          remoteAddress,
        );

      it('emails a new sign-in link; the earlier one still works until used or expired', async () => {
        const email = uniqueEmail();
        await requestLink(t.app(), { email, confirmationUrl, name: 'Lost Email' });
        const first = await latestLinkFor(t.app(), email);

        const response = await resend(email);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: signInMessages.magicLinkSent });
        const second = await latestLinkFor(t.app(), email);
        expect(second.etoken).not.toBe(first.etoken);
        expect(
          (await validateLink(t.app(), { userId: second.userId, etoken: second.etoken }))
            .statusCode,
        ).toBe(200);
        expect(
          (await validateLink(t.app(), { userId: first.userId, etoken: first.etoken })).statusCode,
        ).toBe(200);
      });

      it('answers the same for an email without an account', async () => {
        const known = await signUp(t.app());
        const forKnown = await resend(known.email);
        const forUnknown = await resend(uniqueEmail('nobody'));
        expect(forUnknown.statusCode).toBe(200);
        expect(forUnknown.body).toBe(forKnown.body);
      });

      it('refuses a foreign confirmationUrl and a malformed email with 400', async () => {
        expect((await resend(uniqueEmail(), 'https://evil.example.com/c')).statusCode).toBe(400);
        const malformed = await resend('nope');
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json<{ detail: string }>().detail).toMatch(/^querystring\.email: /);
      });
    });
  },
  { clock: time.clock },
);
