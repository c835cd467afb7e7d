import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { children } from '../children/children.tables.ts';
import { childcareProviders } from '../childcare-providers/childcare-providers.tables.ts';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * "Download my data" (docs/product/privacy.md#download-my-data): one row per archive asked for.
 * The ZIP is stored here, in the database every process shares, until it expires; then the bytes
 * are dropped and the row stays as the record that an archive was given.
 */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** queued, ready, failed or expired (the contract's ExportStatus). */
    status: text().notNull().default('queued'),
    archive: bytea(),
    requestedAt: timestamptz().notNull(),
    readyAt: timestamptz(),
    expiresAt: timestamptz(),
    /** Set once the link was emailed: a job run again after a crash does not email it twice. */
    emailedAt: timestamptz(),
  },
  (table) => [
    index('privacy_exports_user_requested_idx').on(table.userId, table.requestedAt),
    check(
      'privacy_exports_status_check',
      sql`${table.status} in ('queued', 'ready', 'failed', 'expired')`,
    ),
  ],
);

/**
 * Deleting an account (docs/product/privacy.md#delete-my-account). Not linked to the user row, so
 * it outlives the account: the record that an erasure was asked, confirmed and carried out,
 * holding no personal information (the user id is a random id nothing else holds any more).
 * Tokens are stored as SHA-256, never as sent.
 */
export const accountErasures = pgTable(
  'account_erasures',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().notNull(),
    /** awaiting_confirmation, scheduled, cancelled, lapsed, erased. */
    status: text().notNull(),
    confirmTokenHash: text().notNull(),
    undoTokenHash: text(),
    requestedAt: timestamptz().notNull(),
    confirmedAt: timestamptz(),
    eraseAfter: timestamptz(),
    cancelledAt: timestamptz(),
    erasedAt: timestamptz(),
  },
  (table) => [
    uniqueIndex('account_erasures_confirm_token_idx').on(table.confirmTokenHash),
    uniqueIndex('account_erasures_undo_token_idx').on(table.undoTokenHash),
    // One open request per account.
    uniqueIndex('account_erasures_open_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('awaiting_confirmation', 'scheduled')`),
    index('account_erasures_due_idx')
      .on(table.eraseAfter)
      .where(sql`${table.status} = 'scheduled'`),
    check(
      'account_erasures_status_check',
      sql`${table.status} in ('awaiting_confirmation', 'scheduled', 'cancelled', 'lapsed', 'erased')`,
    ),
  ],
);

/**
 * Who saw or changed a child's information (docs/product/privacy.md#who-saw-my-childs-information):
 * append-only (a trigger refuses updates; rows go only with the child). The provider user and
 * the provider are kept as ids and set to null when those are deleted.
 */
export const childAccessLog = pgTable(
  'child_access_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    providerId: uuid().references(() => childcareProviders.id, { onDelete: 'set null' }),
    /** viewed or changed (the contract's ChildAccessAction). */
    action: text().notNull(),
    what: text().notNull(),
    at: timestamptz().notNull(),
  },
  (table) => [
    index('child_access_log_child_at_idx').on(table.childId, table.at),
    check('child_access_log_action_check', sql`${table.action} in ('viewed', 'changed')`),
  ],
);
