import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';
import { childcareProviders } from '../childcare-providers/childcare-providers.tables.ts';
import { waitlistTickets } from '../waitlist/waitlist.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A provider's opening: available spaces of an age group went up. Families are told once per
 * opening (notices.dedupeKey names it); a repeat of the same count within a day is the same opening.
 */
export const availabilityOpenings = pgTable(
  'availability_openings',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => childcareProviders.id, { onDelete: 'cascade' }),
    ageGroupId: integer().notNull(),
    spaces: integer().notNull(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index('availability_openings_provider_idx').on(
      table.providerId,
      table.ageGroupId,
      table.createdAt,
    ),
  ],
);

/** The parent's "tell me when a matching provider near me opens a spot" for one ticket. */
export const availabilityAlerts = pgTable('availability_alerts', {
  ticketId: uuid()
    .primaryKey()
    .references(() => waitlistTickets.id, { onDelete: 'cascade' }),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz().notNull(),
});
