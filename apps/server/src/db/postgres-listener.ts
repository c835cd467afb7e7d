import pg from 'pg';
import type { ChannelListener, DatabaseLogger } from './database.ts';

/** Waits before opening a lost listening session again: 0.5 s, doubling, at most 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** attempt);
}

export interface PostgresListener {
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * LISTEN needs a session of its own that stays open: a pooled client goes back to the pool
 * between queries and would stop hearing. One client serves every channel of the process, opened
 * on the first `listen`. When it is lost (a restart, a failover), it is opened again with backoff
 * and every listener is told of the gap, since what was sent meanwhile was never heard.
 */
export function createPostgresListener(
  connectionString: string,
  log: DatabaseLogger,
): PostgresListener {
  const listeners = new Map<string, Set<ChannelListener>>();
  let session: Promise<pg.Client> | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const dispatch = (message: pg.Notification): void => {
    for (const listener of listeners.get(message.channel) ?? []) {
      listener.message(message.payload ?? '');
    }
  };

  const lost = (client: pg.Client, err?: Error): void => {
    if (closed) return;
    if (err !== undefined) log.error({ err }, 'PostgreSQL listening session failed');
    client.removeAllListeners();
    void client.end().catch(() => undefined);
    session = undefined;
    scheduleReopen();
  };

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', dispatch);
    client.on('error', (err) => {
      lost(client, err);
    });
    client.on('end', () => {
      lost(client);
    });
    await client.connect();
    for (const channel of listeners.keys()) {
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    }
    return client;
  };

  const connected = (): Promise<pg.Client> => {
    session ??= open().catch((error: unknown) => {
      session = undefined;
      throw error;
    });
    return session;
  };

  function scheduleReopen(): void {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      connected().then(
        () => {
          attempt = 0;
          for (const set of listeners.values()) for (const listener of set) listener.gap();
        },
        (err: unknown) => {
          log.error({ err }, 'PostgreSQL listening session could not be opened again');
          attempt += 1;
          scheduleReopen();
        },
      );
    }, reconnectDelayMs(attempt));
    retry.unref();
  }

  return {
    listen: async (channel, listener) => {
      const client = await connected();
      let set = listeners.get(channel);
      if (set === undefined) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
      set.add(listener);
      return async () => {
        const current = listeners.get(channel);
        if (current === undefined) return;
        current.delete(listener);
        if (current.size > 0 || closed) return;
        listeners.delete(channel);
        const active = await session?.catch(() => undefined);
        await active?.query(`UNLISTEN ${active.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    close: async () => {
      closed = true;
      if (retry !== undefined) clearTimeout(retry);
      const active = await session?.catch(() => undefined);
      session = undefined;
      if (active === undefined) return;
      active.removeAllListeners();
      await active.end().catch(() => undefined);
    },
  };
}
