import type {
  ApiErrorBody,
  ErasureConfirmed,
  ErasureStatus,
  ProviderWaitlistResponse,
  WithdrawnLinesResponse,
} from '@kinderwait/contract';
import {
  buildUrl,
  privacyApiPaths,
  privacyDevApiPaths,
  privacyErrorCodes,
  privacyPeriods,
  providerWaitlistApiPaths,
  roleIds,
  signInApiPaths,
} from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { TestUser } from '../../test/accounts.ts';
import { confirmationUrl, latestLinkFor, outboxFor, post, signUp } from '../../test/accounts.ts';
import { signInAgain } from '../../test/fixtures/offers-fixtures.ts';
import { createFamily, insertOwnedProvider } from '../../test/fixtures/waitlist-fixtures.ts';
import { getJson } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

/** The token of the newest email to `email` linking to `page`. */
async function emailedToken(app: App, email: string, page: string): Promise<string> {
  const [newest] = await outboxFor(app, email);
  const token = new RegExp(`${page}\\?token=([\\w-]+)`).exec(newest?.text ?? '')?.[1];
  if (token === undefined) throw new Error(`no ${page} link was emailed to ${email}`);
  return token;
}

/** Asks to delete the account and confirms with the emailed link. */
async function deleteAndConfirm(app: App, user: TestUser): Promise<ErasureConfirmed> {
  const asked = await post(app, privacyApiPaths.erasure, undefined, user.headers(roleIds.Parent));
  expect(asked.json<ErasureStatus>().status).toBe('awaiting_confirmation');
  const token = await emailedToken(app, user.email, '/delete-account/confirm');
  const confirmed = await post(app, privacyApiPaths.erasureConfirm, { token });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json<ErasureConfirmed>();
}

/** Tries to sign in by an emailed link; answers the validation's response. */
async function trySignIn(app: App, email: string) {
  await post(app, signInApiPaths.magicLinks, { email, confirmationUrl });
  const link = await latestLinkFor(app, email);
  return post(app, signInApiPaths.validateMagicLink, { userId: link.userId, etoken: link.etoken });
}

/**
 * Every row of every table (but the embedded outbox and telephony log, which stand for the mail
 * and phone networks) where a text or JSON column holds one of `needles`, case ignored.
 */
async function tablesHolding(db: Database, needles: readonly string[]): Promise<string[]> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
          and table_name not in ('outbox_messages', 'telephony_sandbox_log', '__drizzle_migrations')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const needle of needles) {
      const hits = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      );
      if ((hits.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column} holds ${needle}`);
    }
  }
  return found;
}

forEachDatabase(
  (t) => {
    describe('Delete my account', () => {
      it('closes the account on confirmation, erases it after the grace period, keeps the line and the tax record', async () => {
        const app = t.app();
        const { db } = t.connection();
        const owner = await signUp(app, { name: 'Dana Daycare', roles: ['Licenced'] });
        const providerId = await insertOwnedProvider(db, owner, 'Maple Tots', 1, 2);
        // A minute apart, so the line's order is the order of joining.
        const first = await createFamily(app, 'Amaranth', [providerId]);
        time.advance(60_000);
        const leaving = await createFamily(app, 'Quillonette', [providerId], {
          phone: { db, number: '+14165550199' },
        });
        time.advance(60_000);
        const third = await createFamily(app, 'Bartholomew', [providerId]);
        // A paid purchase of the leaving parent, whose line pays for something of theirs.
        await db.execute(sql`insert into checkout_sessions (id, user_id, origin, provider, payment_mode,
            status, currency, subtotal_amount, tax_amount, total_amount, success_url, paid_at, created_at, updated_at)
          values ('00000000-0000-4000-8000-00000000c0de', ${leaving.user.id}, 'checkout', 'sandbox', 'payment',
            'paid', 'CAD', 1000, 130, 1130, 'http://localhost:3000/done', now(), now(), now())`);
        await db.execute(sql`insert into checkout_session_lines (session_id, position, product_code, name,
            quantity, unit_amount, subtotal_amount, tax_amount, total_amount, reference_id)
          select '00000000-0000-4000-8000-00000000c0de', 0, code, name, 1, 1000, 1000, 130, 1130, ${leaving.childId}
          from products limit 1`);

        const { eraseAfter } = await deleteAndConfirm(app, leaving.user);
        expect(new Date(eraseAfter).getTime()).toBe(
          time.clock().getTime() + privacyPeriods.erasureGraceDays * dayMs,
        );
        // Closed at once: no sign-in link works, and the status says when.
        const refused = await trySignIn(app, leaving.user.email);
        expect(refused.statusCode).toBe(400);
        expect(refused.json<ApiErrorBody>().code).toBe(privacyErrorCodes.accountClosed);

        // Within the grace period nothing is erased yet.
        time.advance(privacyPeriods.erasureGraceDays * dayMs - 1000);
        expect(await app.services.privacy.eraseDue()).toBe(0);
        time.advance(1000);
        await app.jobs.drain();
        expect(await app.services.privacy.eraseDue()).toBe(0); // idempotent: done once

        // The provider's line: the other families moved up as after any withdrawal.
        const dana = await signInAgain(app, owner);
        const line = await getJson(
          app,
          buildUrl(providerWaitlistApiPaths.waitlist, { providerId }),
          dana.headers(roleIds.Licenced),
        );
        expect(line.statusCode).toBe(200);
        expect(
          line
            .json<ProviderWaitlistResponse>()
            .items.map((entry) => [entry.childFirstName, entry.position]),
        ).toEqual([
          ['Amaranth', 1],
          ['Bartholomew', 2],
        ]);
        // ... and the provider sees the anonymous withdrawn line: when it joined and left, not who.
        const left = await getJson(
          app,
          buildUrl(providerWaitlistApiPaths.withdrawals, { providerId }),
          dana.headers(roleIds.Licenced),
        );
        expect(left.statusCode).toBe(200);
        const lines = left.json<WithdrawnLinesResponse>().items;
        expect(lines).toEqual([
          {
            requestId: expect.any(String) as unknown,
            joinedAt: expect.any(String) as unknown,
            withdrawnAt: expect.any(String) as unknown,
          },
        ]);
        expect(left.body).not.toContain('Quillonette');
        // Another provider, or a parent, is told no such provider.
        const stranger = await signUp(app, { roles: ['Licenced'] });
        expect(
          (
            await getJson(
              app,
              buildUrl(providerWaitlistApiPaths.withdrawals, { providerId }),
              stranger.headers(roleIds.Licenced),
            )
          ).statusCode,
        ).toBe(404);
        // ... and an anonymous withdrawn line stays in its history.
        const kept = await db.execute<{ status: string; ticket_id: string | null }>(
          sql`select status, ticket_id from childcare_requests where provider_id = ${providerId} order by joined_at`,
        );
        expect(kept.rows).toEqual([
          expect.objectContaining({ status: 'waiting' }),
          { status: 'withdrawn', ticket_id: null },
          expect.objectContaining({ status: 'waiting' }),
        ]);
        // The payment stays for tax law, with no buyer and no link to a child.
        const payment = await db.execute<{
          user_id: string | null;
          success_url: string | null;
          reference_id: string | null;
        }>(
          sql`select s.user_id, s.success_url, l.reference_id from checkout_sessions s
              join checkout_session_lines l on l.session_id = s.id where s.id = '00000000-0000-4000-8000-00000000c0de'`,
        );
        expect(payment.rows).toEqual([{ user_id: null, success_url: null, reference_id: null }]);

        // Nothing anywhere names the family any more.
        expect(
          await tablesHolding(db, [
            leaving.user.email,
            "Quillonette's Parent",
            'Quillonette',
            '4165550199',
            leaving.user.id,
            leaving.childId,
          ]),
        ).toEqual([]);
        // The others are untouched.
        expect(await tablesHolding(db, [first.user.email, third.user.email])).not.toEqual([]);
      });

      it('is carried out at once by the development route (loopback only), once', async () => {
        const app = t.app();
        const parent = await signUp(app, { name: 'Nina Now', roles: ['Parent'] });
        const eraseNow = async (from = '127.0.0.1') => {
          const response = await post(
            app,
            privacyDevApiPaths.eraseNow,
            { email: parent.email },
            {},
            from,
          );
          return { status: response.statusCode, body: response.body };
        };
        // Not confirmed yet: nothing to carry out.
        expect(await eraseNow()).toEqual({ status: 200, body: '{"erased":false}' });
        await deleteAndConfirm(app, parent);
        // Another machine is told there is no such route.
        expect((await eraseNow('203.0.113.9')).status).toBe(404);
        expect(await eraseNow()).toEqual({ status: 200, body: '{"erased":true}' });
        expect(await app.services.users.findById(parent.id)).toBeUndefined();
        expect(await eraseNow()).toEqual({ status: 200, body: '{"erased":false}' });
      });

      it('is undone by the emailed link within the grace period: the account signs in again', async () => {
        const app = t.app();
        const parent = await signUp(app, { name: 'Ines Undo', roles: ['Parent'] });
        await deleteAndConfirm(app, parent);
        const token = await emailedToken(app, parent.email, '/delete-account/undo');
        const undone = await post(app, privacyApiPaths.erasureUndo, { token });
        expect(undone.statusCode).toBe(200);
        expect((await post(app, privacyApiPaths.erasureUndo, { token })).statusCode).toBe(200);
        expect((await trySignIn(app, parent.email)).statusCode).toBe(200);
        time.advance(privacyPeriods.erasureGraceDays * dayMs);
        await app.services.privacy.eraseDue();
        expect(await app.services.users.findById(parent.id)).toBeDefined();
      });

      it('refuses an unknown or expired confirmation link, changing nothing', async () => {
        const app = t.app();
        const parent = await signUp(app, { name: 'Lena Late', roles: ['Parent'] });
        const unknown = await post(app, privacyApiPaths.erasureConfirm, { token: 'nope' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json<ApiErrorBody>().code).toBe(privacyErrorCodes.erasureLinkInvalid);
        await post(app, privacyApiPaths.erasure, undefined, parent.headers(roleIds.Parent));
        const token = await emailedToken(app, parent.email, '/delete-account/confirm');
        time.advance(privacyPeriods.erasureConfirmHours * 3_600_000);
        expect((await post(app, privacyApiPaths.erasureConfirm, { token })).statusCode).toBe(404);
        expect((await app.services.users.findById(parent.id))?.closedAt).toBeNull();
      });
    });
  },
  { clock: time.clock },
);
