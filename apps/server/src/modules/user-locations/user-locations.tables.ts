import type { AddressDetails, AddressPartSources, LocationSource } from '@kinderwait/contract';
import { locationSourcesCheck } from '../../db/location-source-check.ts';
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

const allFromLocationDetails: AddressPartSources = {
  house_number: 'location-details',
  road: 'location-details',
  city: 'location-details',
  state: 'location-details',
  postcode: 'location-details',
  country: 'location-details',
};

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
     * Where the position came from (docs/product/onboarding.md#where-a-location-came-from); rows
     * saved before it was recorded came from the pin.
     */
    locationSource: text().$type<LocationSource>().notNull().default('pin'),
    /** Where each address part came from; rows saved before it was recorded sent all six. */
    addressPartSources: jsonb()
      .$type<AddressPartSources>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(allFromLocationDetails)}'::jsonb`)),
    /**
     * The last save's updateChildrenLocation (docs/product/onboarding.md#location-by-role): the
     * user's children follow this location unless a child's own is set. Only a role holding
     * child.create can set it.
     */
    childrenFollow: boolean().notNull().default(false),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    locationSourcesCheck('user_locations_location_source_check', table.locationSource),
    check(
      'user_locations_coordinates_check',
      sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
  ],
);
