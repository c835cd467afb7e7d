import type { WaitlistPriorityCode } from '@kinderwait/contract';
import { waitlistPriorityCodes } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { childcareProviders } from '../../childcare-providers/childcare-providers.tables.ts';
import { childcareRequests } from '../waitlist.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A provider's priority categories (docs/product/offers.md#priorities): the five predefined ones,
 * seeded on the provider's first read, and the custom ones they add. The weight orders the
 * waitlist.
 */
export const waitlistPriorityCategories = pgTable(
  'waitlist_priority_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => childcareProviders.id, { onDelete: 'cascade' }),
    code: text().$type<WaitlistPriorityCode>().notNull(),
    name: text().notNull(),
    weight: integer().notNull(),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    check(
      'waitlist_priority_categories_code_check',
      sql.raw(`code in (${waitlistPriorityCodes.map((code) => `'${code}'`).join(', ')})`),
    ),
    check('waitlist_priority_categories_weight_check', sql`${table.weight} between 0 and 100`),
    // Names are unique per provider whatever their case; a predefined code exists once, so two
    // first reads at once seed the defaults once.
    uniqueIndex('waitlist_priority_categories_name_unique').on(
      table.providerId,
      sql`lower(${table.name})`,
    ),
    uniqueIndex('waitlist_priority_categories_code_unique')
      .on(table.providerId, table.code)
      .where(sql`${table.code} <> 'custom'`),
  ],
);

/** The priorities a provider assigned to one request (one family on their list). */
export const waitlistRequestPriorities = pgTable(
  'waitlist_request_priorities',
  {
    requestId: uuid()
      .notNull()
      .references(() => childcareRequests.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => waitlistPriorityCategories.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.categoryId] }),
    // A re-weighed category finds the requests it counts in.
    index('waitlist_request_priorities_category_idx').on(table.categoryId),
  ],
);

/**
 * A provider's waitlist policy and offer settings; no row = the defaults (no policy written yet,
 * no auto-offer, 3 business days). The row is also what priority edits lock, one provider at a
 * time, so the stored priority weights always equal the sums of the assigned weights.
 */
export const providerWaitlistSettings = pgTable(
  'provider_waitlist_settings',
  {
    providerId: uuid()
      .primaryKey()
      .references(() => childcareProviders.id, { onDelete: 'cascade' }),
    policy: text(),
    autoOffer: boolean().notNull().default(false),
    offerDeadlineBusinessDays: integer().notNull().default(3),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    check(
      'provider_waitlist_settings_deadline_check',
      sql`${table.offerDeadlineBusinessDays} between 1 and 10`,
    ),
  ],
);
