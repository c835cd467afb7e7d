import type {
  AddressDetails,
  AddressPartSources,
  HoursOfBusinessEntry,
  LocationSource,
} from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ageGroups, providerTypes } from '../catalogues/catalogues.tables.ts';
import { locationSourcesCheck } from '../../db/location-source-check.ts';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Every provider: licensed centres imported from the City of Toronto (`loc_id` set, no owner
 * until claimed) and profiles operators create. Matching filters by a latitude/longitude box
 * (the btree index) before computing great-circle distances, so it stays fast at 100k+ rows.
 */
export const childcareProviders = pgTable(
  'childcare_providers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The licence location id of an imported centre (LOC_ID); null for other providers. */
    locId: integer().unique(),
    /** The user who claimed or created this profile; one profile per user. */
    ownerUserId: uuid()
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    providerTypeId: integer()
      .notNull()
      .references(() => providerTypes.id),
    /** Null until an operator who started from scratch names their profile. */
    name: text(),
    description: text(),
    /** Non Profit Agency, Commercial Agency, Public (City Operated) Agency. */
    auspice: text(),
    address: text(),
    /**
     * The parts the owner's saved address was built from (locationDetails); null for an imported
     * address.
     */
    addressDetails: jsonb().$type<AddressDetails>(),
    /** "A1A 1A1" (normalizePostalCode). */
    postalCode: text(),
    ward: integer(),
    /** The public phone as published (an extension as "x123"); E.164 once an owner edits it. */
    phone: text(),
    buildingType: text(),
    buildingName: text(),
    /** Both null while the provider is not located: left out of distance searches. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /**
     * Where the owner's saved position came from
     * (docs/product/onboarding.md#where-a-location-came-from); null for the City's own position.
     */
    locationSource: text().$type<LocationSource>(),
    /** Where each part of `addressDetails` came from; null with them. */
    addressPartSources: jsonb().$type<AddressPartSources>(),
    /** Has a fee-subsidy contract with the city. */
    subsidy: boolean().notNull().default(false),
    /** Takes part in the Canada-Wide Early Learning and Child Care system (reduced fees). */
    cwelcc: boolean().notNull().default(false),
    /** ISO 639 codes (the languages catalogue). */
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Ids of the childcare types catalogue. */
    childcareTypeIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Null: not stated. */
    dailyFeeCents: integer(),
    hourlyFeeCents: integer(),
    contactEmail: text(),
    website: text(),
    /** Hash of the imported source row: an import of an unchanged row writes nothing. */
    importHash: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    index('childcare_providers_location_idx').on(table.latitude, table.longitude),
    // Prefix searches by name and postal code (LIKE 'abc%' uses a text_pattern_ops btree).
    index('childcare_providers_name_search_idx').on(sql`lower(${table.name}) text_pattern_ops`),
    index('childcare_providers_postal_code_search_idx').on(
      sql`replace(${table.postalCode}, ' ', '') text_pattern_ops`,
    ),
    check(
      'childcare_providers_located_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null)`,
    ),
    locationSourcesCheck('childcare_providers_location_source_check', table.locationSource),
    check(
      'childcare_providers_coordinates_check',
      sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
    check(
      'childcare_providers_fees_check',
      sql`${table.dailyFeeCents} >= 0 and ${table.hourlyFeeCents} >= 0`,
    ),
  ],
);

/** What a provider offers per age group: capacity, vacancies, start date and hours. */
export const providerAgeGroups = pgTable(
  'provider_age_groups',
  {
    providerId: uuid()
      .notNull()
      .references(() => childcareProviders.id, { onDelete: 'cascade' }),
    ageGroupId: integer()
      .notNull()
      .references(() => ageGroups.id),
    /** Licensed capacity (imported centres); null when not licensed or not stated. */
    licensedSpaces: integer(),
    /** Null: unknown (an unclaimed listing), which is not the same as 0 (full). */
    availableSpaces: integer(),
    availableStartDate: date({ mode: 'string' }),
    hoursOfBusiness: jsonb().$type<HoursOfBusinessEntry[]>().notNull().default([]),
    /**
     * The provider's location and type, copied by triggers (migration 0012_age_group_match_columns) on every write of
     * either table: matching finds an age group's providers in a box by one index range.
     */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /**
     * The location as a unit vector (x towards 0°N 0°E, z towards the North Pole): matching
     * compares the chord to the child's point, plain arithmetic, instead of a haversine of six
     * trigonometric calls per candidate (provider-matching-conditions.ts).
     */
    unitX: doublePrecision().generatedAlwaysAs(
      sql`cos(radians(latitude)) * cos(radians(longitude))`,
    ),
    unitY: doublePrecision().generatedAlwaysAs(
      sql`cos(radians(latitude)) * sin(radians(longitude))`,
    ),
    unitZ: doublePrecision().generatedAlwaysAs(sql`sin(radians(latitude))`),
    providerTypeId: integer(),
    /** The hours as grid bits (provider-matching.ts scheduleBit), by trigger; null: none stated. */
    scheduleMask: integer(),
    /**
     * What matching reads of the provider itself, copied by triggers (migration
     * 0015_age_group_match_copy) like the location: a match list never joins childcare_providers.
     */
    name: text(),
    cwelcc: boolean().notNull().default(false),
    childcareTypeIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    dailyFeeCents: integer(),
    hourlyFeeCents: integer(),
    /**
     * French is among the provider's languages (care in French: French-language and
     * French-immersion programs), copied by trigger (migration 0033_care_in_french).
     */
    inFrench: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.ageGroupId] }),
    // The age group and the box are the range; every other column a match list reads follows,
    // so PostgreSQL answers it by an index-only scan (no heap page per candidate).
    index('provider_age_groups_match_idx')
      .on(
        table.ageGroupId,
        table.latitude,
        table.longitude,
        table.unitX,
        table.unitY,
        table.unitZ,
        table.providerTypeId,
        table.licensedSpaces,
        table.scheduleMask,
        table.availableSpaces,
        table.availableStartDate,
        table.cwelcc,
        table.inFrench,
        table.dailyFeeCents,
        table.hourlyFeeCents,
        table.childcareTypeIds,
        table.name,
        table.providerId,
      )
      // Only named providers ever match: the scan then tests no condition on the name per entry.
      .where(sql`${table.name} is not null`),
    check(
      'provider_age_groups_spaces_check',
      sql`${table.licensedSpaces} >= 0 and ${table.availableSpaces} >= 0`,
    ),
  ],
);

/** Data files imported at start-up, by content hash: an unchanged file is skipped. */
export const dataImports = pgTable('data_imports', {
  source: text().primaryKey(),
  contentHash: text().notNull(),
  rowCount: integer().notNull(),
  importedAt: timestamptz().notNull(),
});
