import type { ErasureStatus } from '@kinderwait/contract';
import { privacyApiPaths, roleIds } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { dayMs } from '../../clock.ts';
import type { TestUser } from '../../test/accounts.ts';
import { outboxFor, post } from '../../test/accounts.ts';
import type { FakeTwilio } from '../../test/fake-twilio.ts';
import { fakeTwilioAccount, startFakeTwilio } from '../../test/fake-twilio.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { providerWithAgentNumber } from '../../test/twilio-webhooks.ts';
import type { TestClock } from '../../test/test-clock.ts';
import { createTestClock } from '../../test/test-clock.ts';

/**
 * An erased account's numbers are given back at the provider, once, before its rows go
 * (docs/product/privacy.md#delete-my-account): no number is left paid for at Twilio.
 */

/** Asks to delete the account, confirms by the emailed link, and lets the grace period pass. */
async function eraseAccount(app: App, time: TestClock, user: TestUser): Promise<void> {
  const asked = await post(app, privacyApiPaths.erasure, undefined, user.headers(roleIds.Licenced));
  expect(asked.json<ErasureStatus>().status).toBe('awaiting_confirmation');
  const [newest] = await outboxFor(app, user.email);
  const token = /\/delete-account\/confirm\?token=([\w-]+)/.exec(newest?.text ?? '')?.[1] ?? '';
  expect((await post(app, privacyApiPaths.erasureConfirm, { token })).statusCode).toBe(200);
  time.advance(15 * dayMs);
  expect(await app.services.privacy.eraseDue()).toBeGreaterThanOrEqual(1);
}

/** Runs the due jobs, then moves past every retry's backoff, `times` over. */
async function runJobs(app: App, time: TestClock, times: number): Promise<void> {
  for (let index = 0; index < times; index++) {
    await app.jobs.drain();
    time.advance(60 * 60 * 1000);
  }
}

const rowsOf = async (app: App, userId: string): Promise<number> =>
  (
    await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from phone_numbers where user_id = ${userId}`,
    )
  ).rows[0]?.n ?? -1;

forEachDatabase((t) => {
  describe('with Twilio (the local fake API)', () => {
    let twilio: FakeTwilio;
    let app: App;
    const time = createTestClock();

    beforeAll(async () => {
      twilio = await startFakeTwilio();
      app = await t.buildApp({
        env: { ...fakeTwilioAccount, TWILIO_API_URL: twilio.url },
        clock: time.clock,
      });
    });
    afterAll(async () => {
      await twilio.close();
    });

    const releases = () =>
      twilio.requests.filter(
        (request) =>
          request.method === 'DELETE' && /\/IncomingPhoneNumbers\/PN\w+\.json$/.test(request.path),
      );

    it('releases the number at Twilio exactly once, though Twilio failed first and the rows are gone', async () => {
      const { provider: user, agentNumber: number } = await providerWithAgentNumber(app);
      const [owned] = [...twilio.owned.values()].filter((held) => held.number === number);
      expect(owned).toBeDefined();
      twilio.requests.length = 0;
      twilio.failWith = { status: 503, code: 20503, message: 'Service Unavailable' };
      t.allowServerErrors();

      await eraseAccount(app, time, user);
      expect(await rowsOf(app, user.id)).toBe(0);
      await runJobs(app, time, 2);
      expect(releases().length).toBeGreaterThan(0);
      expect([...twilio.owned.values()].map((held) => held.number)).toContain(number);

      twilio.failWith = null;
      twilio.requests.length = 0;
      await runJobs(app, time, 10);
      expect(releases()).toHaveLength(1);
      expect([...twilio.owned.values()].map((held) => held.number)).not.toContain(number);
    });
  });

  describe('with the sandbox', () => {
    const time = createTestClock();
    let app: App;

    beforeAll(async () => {
      app = await t.buildApp({ clock: time.clock });
    });

    it('releases the number once, and a second sweep changes nothing', async () => {
      const { provider: user, agentNumber: number } = await providerWithAgentNumber(app);
      await eraseAccount(app, time, user);
      await runJobs(app, time, 2);
      await app.services.privacy.eraseDue();
      await runJobs(app, time, 2);
      const log = (await app.services.devTelephony.latest(number)).map((entry) => entry.text);
      expect(log.filter((text) => text === 'Released.')).toHaveLength(1);
      expect(await rowsOf(app, user.id)).toBe(0);
    });
  });
});
