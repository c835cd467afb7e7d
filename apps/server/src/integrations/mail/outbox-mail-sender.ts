import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { MailSender } from './mail-sender.ts';
import { insertOutboxMessage } from './outbox.repository.ts';

/** The embedded adapter: "sending" writes the message to the outbox table, read at /dev/outbox. */
export function createOutboxMailSender(db: Database, clock: Clock): MailSender {
  return {
    kind: 'outbox',
    send: (message) => insertOutboxMessage(db, message, clock()),
    close: () => Promise.resolve(),
  };
}
