import { randomUUID } from 'node:crypto';
import { privacyPeriods } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { dayMs } from '../../clock.ts';
import { signUp } from '../../test/accounts.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { monthsBefore } from './privacy-retention.ts';

const sweepAt = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(sweepAt);
/** Moves the test clock to `at` (back or forth). */
const setTime = (at: Date): void => {
  time.advance(at.getTime() - time.clock().getTime());
};

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
    });
  },
  { clock: time.clock },
);
