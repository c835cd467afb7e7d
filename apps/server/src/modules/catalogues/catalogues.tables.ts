import { check, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/*
 * Reference catalogues, seeded by migration (0003_seed_catalogues) with stable ids; a SuperAdmin
 * screen may edit them later. `sort_order` is the order lists are shown in.
 */

/** Age groups (docs/product/catalogue.md#age-groups; ids: `ageGroupIds` in the contract). */
export const ageGroups = pgTable('age_groups', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

/** Kinds of provider (ids: `providerTypeIds` in the contract). */
export const providerTypes = pgTable('provider_types', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
});

/** Kinds of care: full-time, part-time, drop-in ... */
export const childcareTypes = pgTable('childcare_types', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  sortOrder: integer().notNull(),
});

/** Plans for school-age children: before and after school, PA days, camps ... */
export const schoolPlans = pgTable('school_plans', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  period: text().notNull(),
  typicalHours: text().notNull(),
  details: jsonb().$type<string[]>().notNull(),
  sortOrder: integer().notNull(),
});

/** Fee brackets per payment option (Daily, Hourly), bounds inclusive, CAD cents. */
export const feeBrackets = pgTable(
  'fee_brackets',
  {
    id: integer().primaryKey(),
    paymentOption: text().notNull(),
    minCents: integer().notNull(),
    /** Null: "or more". */
    maxCents: integer(),
    label: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (table) => [
    unique('fee_brackets_payment_option_sort_order_key').on(table.paymentOption, table.sortOrder),
    check('fee_brackets_payment_option_check', sql`${table.paymentOption} in ('Daily', 'Hourly')`),
    check(
      'fee_brackets_bounds_check',
      sql`${table.minCents} >= 0 and (${table.maxCents} is null or ${table.maxCents} >= ${table.minCents})`,
    ),
  ],
);

/** Languages families and providers use, keyed by ISO 639 code. */
export const languages = pgTable('languages', {
  code: text().primaryKey(),
  name: text().notNull(),
  nativeName: text().notNull(),
  sortOrder: integer().notNull().unique(),
});
