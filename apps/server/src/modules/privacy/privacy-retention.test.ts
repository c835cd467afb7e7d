import { randomUUID } from 'node:crypto';
import {
  buildUrl,
  conversationsApiPaths,
  privacyPeriods,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { signUp } from '../../test/accounts.ts';
import { createFamily, insertOwnedProvider } from '../../test/fixtures/waitlist-fixtures.ts';
import { sendJson } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { monthsBefore } from './privacy-retention.ts';

const sweepAt = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(sweepAt);
/** Moves the test clock to `at` (back or forth). */
const setTime = (at: Date): void => {
  time.advance(at.getTime() - time.clock().getTime());
};
/** One day either side of a period's end, so each test is about the period, not timing. */
const dayBefore = (at: Date): Date => new Date(at.getTime() - dayMs);
const dayAfter = (at: Date): Date => new Date(at.getTime() + dayMs);

/** Inserts a checkout session as billing stores one: paid (or not) at `paidAt`, by `userId`. */
async function insertCheckout(
  db: Database,
  userId: string | null,
  paidAt: Date | null,
): Promise<string> {
  const id = randomUUID();
  const status = paidAt === null ? 'open' : 'paid';
  const created = (paidAt ?? sweepAt).toISOString();
  await db.execute(sql`insert into checkout_sessions (id, user_id, origin, provider, payment_mode,
      status, currency, subtotal_amount, tax_amount, total_amount, paid_at, created_at, updated_at)
    values (${id}, ${userId}, 'checkout', 'sandbox', 'payment', ${status}, 'CAD', 1000, 130, 1130,
      ${paidAt?.toISOString() ?? null}::timestamptz, ${created}::timestamptz, ${created}::timestamptz)`);
  return id;
}

/** The ids among `ids` still in `table`. */
async function idsLeft(db: Database, table: string, ids: readonly string[]): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(
    sql`select id::text as id from ${sql.identifier(table)} where id::text in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by 1`,
  );
  return rows.rows.map((row) => row.id);
}

forEachDatabase(
  (t) => {
    describe('the retention sweep', () => {
      it('deletes a notice older than the notice period and keeps one within it', async () => {
        const app = t.app();
        const parent = await signUp(app, { name: 'Rita Retention', roles: ['Parent'] });
        const cutoff = monthsBefore(sweepAt, privacyPeriods.noticeMonths);
        const noticeAt = async (at: Date, childFirstName: string): Promise<void> => {
          setTime(at);
          await app.services.notices.notify({
            userId: parent.id,
            kind: 'reconfirmation_due',
            data: {
              childId: randomUUID(),
              childFirstName,
              ticketId: randomUUID(),
              confirmBy: at.toISOString(),
            },
          });
        };
        // One day either side of the period's end, so the test is about the period, not timing.
        await noticeAt(new Date(cutoff.getTime() - dayMs), 'Past');
        await noticeAt(new Date(cutoff.getTime() + dayMs), 'Within');
        setTime(sweepAt);

        const swept = await app.services.privacy.applyRetention();
        expect(swept.notices).toBe(1);
        const left = await app.services.notices.personalDataOf(parent.id);
        expect(left.map((notice) => notice.data['childFirstName'])).toEqual(['Within']);

        // Idempotent: a second sweep finds nothing more to delete.
        expect((await app.services.privacy.applyRetention()).notices).toBe(0);
      });

      it('deletes a waitlist ticket inactive past its period, keeping its withdrawn line anonymous, and keeps the others', async () => {
        const app = t.app();
        const { db } = t.connection();
        const cutoff = monthsBefore(sweepAt, privacyPeriods.inactiveTicketMonths);
        const family = { dateOfBirth: '2023-05-01', requestedStartDate: '2025-06-01' };

        setTime(dayBefore(cutoff));
        const owner = await signUp(app, { name: 'Tara Tickets', roles: ['Licenced'] });
        const providerId = await insertOwnedProvider(db, owner, 'Old Oak Daycare', 1, 2);
        const idle = await createFamily(app, 'Idlewild', [], family);
        const waiting = await createFamily(app, 'Stillwaiting', [providerId], family);
        const withdrew = await createFamily(app, 'Withdrewlong', [providerId], family);
        const withdrawn = await sendJson(
          app,
          'PATCH',
          buildUrl(waitlistApiPaths.providerTicket, { providerId, ticketId: withdrew.ticketId }),
          { status: 'withdrawn' },
          withdrew.user.headers(roleIds.Parent),
        );
        expect(withdrawn.statusCode).toBe(200);

        setTime(dayAfter(cutoff));
        const recent = await createFamily(app, 'Recentone', [], family);
        setTime(sweepAt);

        const ticketIds = [idle, waiting, withdrew, recent].map((f) => f.ticketId);
        expect((await app.services.privacy.applyRetention()).tickets).toBe(2);
        expect(await idsLeft(db, 'waitlist_tickets', ticketIds)).toEqual(
          [waiting.ticketId, recent.ticketId].sort(),
        );
        // The withdrawn request stays on the provider's list, no longer linked to the child.
        const line = await db.execute<{ status: string; ticket_id: string | null }>(
          sql`select status, ticket_id from childcare_requests where provider_id = ${providerId}
              order by joined_at`,
        );
        expect(line.rows).toEqual([
          { status: 'waiting', ticket_id: waiting.ticketId },
          { status: 'withdrawn', ticket_id: null },
        ]);

        // Idempotent: a second sweep finds nothing more to delete.
        expect((await app.services.privacy.applyRetention()).tickets).toBe(0);
        expect(await idsLeft(db, 'waitlist_tickets', ticketIds)).toHaveLength(2);
      });

      it('deletes an assistant conversation idle past its period and keeps one within it', async () => {
        const app = t.app();
        const { db } = t.connection();
        const cutoff = monthsBefore(sweepAt, privacyPeriods.conversationMonths);
        const talkAt = async (at: Date, name: string): Promise<string> => {
          setTime(at);
          const user = await signUp(app, { name, roles: ['Licenced'] });
          const sent = await sendJson(
            app,
            'POST',
            conversationsApiPaths.message,
            {
              content: 'Hi',
              feature: 'broadcast',
              conversationNameSuffix: String(roleIds.Licenced),
              hiddenContent: null,
            },
            user.headers(roleIds.Licenced),
          );
          expect(sent.statusCode).toBe(200);
          const rows = await db.execute<{ id: string }>(
            sql`select id::text as id from conversations where user_id = ${user.id}`,
          );
          const id = rows.rows[0]?.id;
          if (id === undefined) throw new Error('no conversation was stored');
          return id;
        };
        const past = await talkAt(dayBefore(cutoff), 'Paul Past');
        const within = await talkAt(dayAfter(cutoff), 'Wanda Within');
        setTime(sweepAt);

        expect((await app.services.privacy.applyRetention()).conversations).toBe(1);
        expect(await idsLeft(db, 'conversations', [past, within])).toEqual([within]);
        const messages = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from conversation_messages where conversation_id = ${past}`,
        );
        expect(messages.rows[0]?.n).toBe(0);

        expect((await app.services.privacy.applyRetention()).conversations).toBe(0);
        expect(await idsLeft(db, 'conversations', [past, within])).toEqual([within]);
      });

      it('deletes the anonymous payment records past seven years and keeps the others', async () => {
        const app = t.app();
        const { db } = t.connection();
        const cutoff = monthsBefore(sweepAt, privacyPeriods.paymentRecordYears * 12);
        const buyer = await signUp(app, { name: 'Petra Payer', roles: ['Licenced'] });
        const anonymousPast = await insertCheckout(db, null, dayBefore(cutoff));
        const anonymousWithin = await insertCheckout(db, null, dayAfter(cutoff));
        // An account's own payments stay as long as the account (its payment history).
        const ownPast = await insertCheckout(db, buyer.id, dayBefore(cutoff));
        const ids = [anonymousPast, anonymousWithin, ownPast];

        expect((await app.services.privacy.applyRetention()).payments).toBe(1);
        expect(await idsLeft(db, 'checkout_sessions', ids)).toEqual(
          [anonymousWithin, ownPast].sort(),
        );

        expect((await app.services.privacy.applyRetention()).payments).toBe(0);
        expect(await idsLeft(db, 'checkout_sessions', ids)).toHaveLength(2);
      });

      it("deletes an unpaid checkout left without an account, and keeps an account's own", async () => {
        const app = t.app();
        const { db } = t.connection();
        const buyer = await signUp(app, { name: 'Una Unpaid', roles: ['Licenced'] });
        const orphan = await insertCheckout(db, null, null);
        const own = await insertCheckout(db, buyer.id, null);

        expect((await app.services.privacy.applyRetention()).payments).toBe(1);
        expect(await idsLeft(db, 'checkout_sessions', [orphan, own])).toEqual([own]);

        expect((await app.services.privacy.applyRetention()).payments).toBe(0);
        expect(await idsLeft(db, 'checkout_sessions', [orphan, own])).toEqual([own]);
      });

      it('deletes finished background jobs past their period, keeping recent and unfinished ones', async () => {
        const app = t.app();
        const { db } = t.connection();
        const cutoff = new Date(sweepAt.getTime() - privacyPeriods.finishedJobDays * dayMs);
        const insertJob = async (status: string, finishedAt: Date | null): Promise<string> => {
          const rows = await db.execute<{ id: string }>(
            sql`insert into background_jobs (name, version, data, status, max_attempts, run_at,
                created_at, finished_at)
              values ('retention.test', 1, ${JSON.stringify({ to: 'family@example.com' })}::jsonb,
                ${status}, 1, ${cutoff.toISOString()}::timestamptz - interval '2 days',
                ${cutoff.toISOString()}::timestamptz - interval '2 days',
                ${finishedAt?.toISOString() ?? null}::timestamptz)
              returning id::text as id`,
          );
          const id = rows.rows[0]?.id;
          if (id === undefined) throw new Error('no job was stored');
          return id;
        };
        const completedPast = await insertJob('completed', dayBefore(cutoff));
        const failedPast = await insertJob('failed', dayBefore(cutoff));
        const completedWithin = await insertJob('completed', dayAfter(cutoff));
        // Never claimed (its name has no handler here): not finished, so kept whatever its age.
        const queued = await insertJob('queued', null);
        const ids = [completedPast, failedPast, completedWithin, queued];

        expect((await app.services.privacy.applyRetention()).jobs).toBeGreaterThanOrEqual(2);
        expect(await idsLeft(db, 'background_jobs', ids)).toEqual([completedWithin, queued].sort());

        expect((await app.services.privacy.applyRetention()).jobs).toBe(0);
        expect(await idsLeft(db, 'background_jobs', ids)).toHaveLength(2);
      });
    });
  },
  { clock: time.clock },
);
