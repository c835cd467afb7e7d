import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseConnection, DatabaseLogger } from '../db/database.ts';

/** The NOTIFY channel every API process on one database listens on. */
export const changeSignalChannel = 'kinderwait_changes';

/**
 * What one process tells the others so they drop what they remember
 * (docs/product/platform.md#several-api-processes): a user's roles changed, or a provider did.
 */
export const changeSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('userRolesChanged'), userId: z.uuid() }),
  z.object({ kind: z.literal('providersChanged') }),
]);
export type ChangeSignal = z.infer<typeof changeSignalSchema>;
type ChangeKind = ChangeSignal['kind'];
type SignalOf<K extends ChangeKind> = Extract<ChangeSignal, { kind: K }>;

export interface ChangeSignalHandlers<K extends ChangeKind> {
  /** A process made the change (this one too: it hears its own signal once the change commits). */
  changed(signal: SignalOf<K>): void;
  /** Signals may have been missed: forget everything that a signal of this kind would touch. */
  missed(): void;
}

export interface ChangeSignals {
  /**
   * Tells every process on the database, this one included. Given the transaction of the change
   * (`db`), the signal leaves when it commits, and never if it rolls back; a process that
   * forgot its own copies before the commit hears it too, and forgets what it read meanwhile.
   */
  publish(signal: ChangeSignal, options?: { db?: Database }): Promise<void>;
  on<K extends ChangeKind>(kind: K, handlers: ChangeSignalHandlers<K>): void;
  /** Starts listening; the app calls it once its services subscribed. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Change signals over PostgreSQL's LISTEN/NOTIFY, which PGlite has too: the database the
 * processes already share carries them, so no broker is needed. A signal is a hint to forget,
 * never data: a lost one (a listening session dropped) turns into `missed` for every handler,
 * and the caches' time limits stay as the last guard.
 */
export function createChangeSignals(
  connection: Pick<DatabaseConnection, 'db' | 'listen'>,
  log: DatabaseLogger,
): ChangeSignals {
  const handlers: { changed(signal: ChangeSignal): void; missed(): void }[] = [];
  let unlisten: (() => Promise<void>) | undefined;

  const deliver = (payload: string): void => {
    let signal: ChangeSignal;
    try {
      signal = changeSignalSchema.parse(JSON.parse(payload));
    } catch (err) {
      // Someone else's NOTIFY on our channel: forgetting everything is the safe answer.
      log.error({ err }, 'unreadable change signal');
      missed();
      return;
    }
    for (const handler of handlers) handler.changed(signal);
  };

  const missed = (): void => {
    for (const handler of handlers) handler.missed();
  };

  return {
    publish: async (signal, options = {}) => {
      const payload = JSON.stringify(changeSignalSchema.parse(signal));
      const db = options.db ?? connection.db;
      await db.execute(sql`select pg_notify(${changeSignalChannel}, ${payload})`);
    },
    on: (kind, handler) => {
      const ofKind = (signal: ChangeSignal): signal is SignalOf<typeof kind> =>
        signal.kind === kind;
      handlers.push({
        changed: (signal) => {
          if (ofKind(signal)) handler.changed(signal);
        },
        missed: () => {
          handler.missed();
        },
      });
    },
    start: async () => {
      unlisten ??= await connection.listen(changeSignalChannel, { message: deliver, gap: missed });
    },
    stop: async () => {
      const stopping = unlisten;
      unlisten = undefined;
      // The database may be closed already (its owner closes it first): nothing left to hear.
      await stopping?.().catch(() => undefined);
    },
  };
}
