import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/database.ts';
import { forEachDatabase } from '../test/test-app.ts';
import type { ChangeSignal, ChangeSignals } from './change-signals.ts';
import { changeSignalChannel, createChangeSignals } from './change-signals.ts';

const quiet = { error: () => undefined };
const someUserId = '5f0c6a38-7a8e-4d0b-9d57-0a8f3c1e2b44';

interface Heard {
  changes: ChangeSignal[];
  gaps: number;
}

forEachDatabase((t) => {
  const started: ChangeSignals[] = [];

  /** A process's signals on `connection`, recording what its handlers hear. */
  async function processOn(connection: DatabaseConnection) {
    const signals = createChangeSignals(connection, quiet);
    const heard: Heard = { changes: [], gaps: 0 };
    signals.on('userRolesChanged', {
      changed: (signal) => heard.changes.push(signal),
      missed: () => (heard.gaps += 1),
    });
    await signals.start();
    started.push(signals);
    return { signals, heard };
  }

  afterEach(async () => {
    for (const signals of started.splice(0)) await signals.stop();
  });

  it('tells every process on the database, the publisher too, and only the handlers of its kind', async () => {
    const one = await processOn(t.connection());
    const two = await processOn(t.connectAgain());

    await one.signals.publish({ kind: 'providersChanged' });
    await one.signals.publish({ kind: 'userRolesChanged', userId: someUserId });

    const expected = [{ kind: 'userRolesChanged', userId: someUserId }];
    await expect.poll(() => two.heard.changes).toEqual(expected);
    await expect.poll(() => one.heard.changes).toEqual(expected);
  });

  it("sends a signal published in a change's transaction when it commits, and never when it rolls back", async () => {
    const publisher = await processOn(t.connection());
    const listener = await processOn(t.connectAgain());
    const { db } = t.connection();

    await db
      .transaction(async (tx) => {
        await publisher.signals.publish(
          { kind: 'userRolesChanged', userId: someUserId },
          { db: tx },
        );
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await publisher.signals.publish({ kind: 'providersChanged' }, { db: tx });
      // A marker after the rolled-back one: once it is heard, the other would have been too.
      await publisher.signals.publish({ kind: 'userRolesChanged', userId: someUserId }, { db: tx });
    });

    await expect.poll(() => listener.heard.changes.length).toBe(1);
    expect(listener.heard.changes).toEqual([{ kind: 'userRolesChanged', userId: someUserId }]);
  });

  it('makes every handler forget everything when the channel carries something unreadable', async () => {
    const listener = await processOn(t.connectAgain());

    await t.connection().db.execute(sql`select pg_notify(${changeSignalChannel}, 'not a signal')`);

    await expect.poll(() => listener.heard.gaps).toBe(1);
    expect(listener.heard.changes).toEqual([]);
  });

  it('refuses to publish a signal of unknown shape', async () => {
    const { signals } = await processOn(t.connection());
    await expect(
      signals.publish({ kind: 'userRolesChanged', userId: 'not-a-uuid' }),
    ).rejects.toThrow();
  });

  if (t.driver === 'postgres') {
    describe('when the listening session is lost', () => {
      it('opens it again, reports the gap, and hears later signals', async () => {
        const connection = t.connectAgain();
        const listener = await processOn(connection);
        await t.connection().db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`);

        await expect.poll(() => listener.heard.gaps, { timeout: 20_000 }).toBe(1);
        const publisher = await processOn(t.connection());
        await publisher.signals.publish({ kind: 'userRolesChanged', userId: someUserId });
        await expect.poll(() => listener.heard.changes.length, { timeout: 20_000 }).toBe(1);
      });
    });
  }
});
