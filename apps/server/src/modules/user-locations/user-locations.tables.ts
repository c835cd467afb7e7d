import type { AddressDetails } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Where a user (a seeker) lives: one row per user, replaced by each save
 * (docs/product/onboarding.md#location-by-role).
 */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    /**
     * The parts the address was built from (locationDetails), all six present
     * (docs/product/onboarding.md#address-rule).
     */
    addressDetails: jsonb().$type<AddressDetails>().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /**
     * The last save's updateChildrenLocation (docs/product/onboarding.md#location-by-role): the
     * user's children follow this location unless a child's own is set. Only a role holding
     * child.create can set it.
     */
    childrenFollow: boolean().notNull().default(false),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    check(
      'user_locations_coordinates_check',
      sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
  ],
);
