import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../../integrations/mail/mail-sender.ts';
import { signUp } from '../../../test/accounts.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import type { Family } from '../../../test/fixtures/notifications-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  requestIdOf,
  setSpaces,
  toddlers,
} from '../../../test/fixtures/notifications-fixtures.ts';
import { fanOutBatches, firstFanOutBatch } from './fan-out-batches.ts';

const names = [
  'Ada',
  'Ben',
  'Cy',
  'Dee',
  'Eli',
  'Fay',
  'Gus',
  'Hal',
  'Ivy',
  'Jo',
  'Kai',
  'Lu',
  'Mo',
];
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

describe('fanOutBatches', () => {
  it('keeps the order, starts small and grows to a largest batch', () => {
    const items = Array.from({ length: 3_000 }, (_, index) => index);
    const batches = fanOutBatches(items);
    expect(batches.map((batch) => batch.length)).toEqual([10, 100, 1_000, 1_000, 890]);
    expect(batches.flat()).toEqual(items);
    expect(fanOutBatches([])).toEqual([]);
  });
});

forEachDatabase(
  (t) => {
    let providerId: string;
    const families: Family[] = [];

    beforeAll(async () => {
      const app = t.app();
      const owner = await signUp(app, { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(t.connection().db, owner, 'Sunny Days', 1, 0);
      // More families than the first batch holds, a minute apart (the line orders by date joined).
      for (let index = 0; index < firstFanOutBatch + 3; index += 1) {
        families.push(await createFamily(app, names[index] ?? 'Zed', [providerId]));
        time.advance(60_000);
      }
      // The last two to join come first: one in the second batch, one in the first.
      const [last, beforeLast] = [families.at(-1), families.at(-2)];
      if (last === undefined || beforeLast === undefined) throw new Error('no families');
      await app.services.requestLifecycle.setRequestPriorityWeights(
        new Map([
          [requestIdOf(last, providerId), 50],
          [requestIdOf(beforeLast, providerId), 40],
        ]),
      );
      await setSpaces(t.connection().db, providerId, 1);
    });

    it('tells the families in priority order across batches, and a batch run again tells nobody twice', async () => {
      const app = t.app();
      const { notices, availabilityNotifications } = app.services;
      const original = notices.notifyMany.bind(notices);
      const notifyMany = vi.spyOn(notices, 'notifyMany');
      // The second batch fails once, as a database lost mid-opening would make it.
      let calls = 0;
      notifyMany.mockImplementation((inputs, options) => {
        calls += 1;
        if (calls === 2) return Promise.reject(new Error('connection lost'));
        return original(inputs, options);
      });
      const send = vi.spyOn(app.mail, 'send');
      try {
        await expect(
          availabilityNotifications.runQueuedOpening(providerId, toddlers),
        ).rejects.toThrow('connection lost');
        // The opening job's retry.
        await availabilityNotifications.runQueuedOpening(providerId, toddlers);
        expect(notifyMany.mock.calls.map(([inputs]) => inputs.length)).toEqual([
          firstFanOutBatch,
          3,
          firstFanOutBatch,
          3,
        ]);
        while ((await app.jobs.drain()).completed > 0);
        const last = families.slice(-2).reverse();
        const expected = [...last, ...families.slice(0, -2)].map((family) => family.user.email);
        const recipients = send.mock.calls.map(([message]: [MailMessage]) => message.to);
        expect(recipients).toEqual(expected);
      } finally {
        notifyMany.mockRestore();
        send.mockRestore();
      }
      for (const family of families) {
        const parentNotices = await app.services.notices.noticesOf(family.user.id);
        expect(parentNotices.items.map((notice) => notice.kind)).toEqual(['availability_opened']);
      }
    });
  },
  { clock: time.clock },
);
