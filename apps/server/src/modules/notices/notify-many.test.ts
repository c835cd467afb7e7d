import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import type { NotifyInput } from './notices.service.ts';

forEachDatabase((t) => {
  it('writes many notices at once, queues their emails and texts in the order given, and skips a repeat', async () => {
    const app = t.app();
    const users = [
      await signUp(app, { roles: ['Parent'] }),
      await signUp(app, { roles: ['Parent'] }),
      await signUp(app, { roles: ['Parent'] }),
    ];
    const input = (index: number, texted: boolean): NotifyInput => {
      const user = users[index];
      if (user === undefined) throw new Error('no such user');
      return {
        userId: user.id,
        kind: 'availability_opened',
        data: {
          providerId: '00000000-0000-4000-8000-000000000001',
          providerName: 'Sunny Days',
          childId: '00000000-0000-4000-8000-00000000000' + String(index + 2),
          childFirstName: 'Ada',
          ageGroupId: 2,
          ageGroupName: 'Toddler',
        },
        dedupeKey: `test-many:${String(index)}`,
        email: () => ({
          subject: `Space ${String(index)}`,
          text: 'A space opened.',
          html: '<p>A space</p>',
        }),
        ...(texted ? { sms: { body: () => `Space ${String(index)}` } } : {}),
      };
    };
    // The second in line gets a text too: its email and text come between the others' emails.
    const inputs = [input(0, false), input(1, true), input(2, false)];
    const ids = await app.services.notices.notifyMany(inputs, { lane: 'bulk' });
    expect(ids).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
    // Read as the queue stores them (the jobs table is the queue's, read here by SQL alone).
    const deliveries = async () =>
      (
        await t.connection().db.execute<{ name: string; notice_id: string; lane: number }>(sql`
          select name, data->>'noticeId' as notice_id, lane from background_jobs
          where name in ('notifications.email', 'notifications.sms') order by id`)
      ).rows;
    const queued = await deliveries();
    expect(queued.map((job) => [job.name, job.notice_id])).toEqual([
      ['notifications.email', ids[0]],
      ['notifications.email', ids[1]],
      ['notifications.sms', ids[1]],
      ['notifications.email', ids[2]],
    ]);
    expect(queued.every((job) => job.lane === 1)).toBe(true);

    // The same batch again (a retried opening), with one family more: only that one is told.
    const again = await app.services.notices.notifyMany([
      ...inputs,
      { ...input(2, false), dedupeKey: 'test-many:3' },
    ]);
    expect(again.slice(0, 3)).toEqual([null, null, null]);
    expect(again[3]).toEqual(expect.any(String));
    const after = await deliveries();
    expect(after).toHaveLength(queued.length + 1);
  });
});
