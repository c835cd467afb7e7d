import type { OutboxMessage } from '@kinderwait/contract';
import type { OutboxReader } from '../../integrations/mail/outbox-reader.ts';

/** One page is enough for a developer or a browser test looking for the latest link. */
export const outboxPageSize = 50;

export interface DevOutboxService {
  /** The newest page of the embedded outbox, only mail to `to` (any case) when given. */
  latest(to: string | undefined): Promise<OutboxMessage[]>;
}

export function createDevOutboxService(outbox: OutboxReader): DevOutboxService {
  return { latest: (to) => outbox.latest({ to, limit: outboxPageSize }) };
}
