import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocationSource } from '@kinderwait/contract';
import { locationSourcesCheck } from '../../db/location-source-check.ts';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A parent's children and what a centre asks at enrollment (docs/enrollment-fields.md). The
 * location columns are the child's own care location; all null means the child follows the
 * parent's saved location.
 */
export const children = pgTable(
  'children',
  {
    id: uuid().primaryKey().defaultRandom(),
    parentUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /**
     * A date, not an instant (docs/product/platform.md#rules-that-hold-everywhere); up to 9 months
     * ahead for an expected birth.
     */
    dateOfBirth: date({ mode: 'string' }).notNull(),
    /** ISO 639 codes of the languages catalogue. */
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text().notNull().default(''),
    medicalConditions: text().notNull().default(''),
    medications: text().notNull().default(''),
    dietaryNeeds: text().notNull().default(''),
    specialNeeds: text().notNull().default(''),
    immunizationsUpToDate: boolean(),
    emergencyContactName: text().notNull().default(''),
    /** E.164. */
    emergencyContactPhone: text(),
    emergencyContactRelationship: text().notNull().default(''),
    notes: text().notNull().default(''),
    locationAddress: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /**
     * Where the child's own position came from
     * (docs/product/onboarding.md#where-a-location-came-from); null with the location.
     */
    locationSource: text().$type<LocationSource>(),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    index('children_parent_user_id_idx').on(table.parentUserId),
    check(
      'children_location_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null) = (${table.locationAddress} is null) and (${table.latitude} is null) = (${table.locationSource} is null)`,
    ),
    locationSourcesCheck('children_location_source_check', table.locationSource),
    check(
      'children_coordinates_check',
      sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
  ],
);
