import type {
  AgeGroup,
  ChildcareType,
  FeeBracket,
  Language,
  PaymentOption,
  SchoolPlan,
  SchoolPlanSummary,
} from '@kinderwait/contract';
import { ageGroupCodes, paymentOptions, providerTypeCodes } from '@kinderwait/contract';
import type { AgeGroupCode, ProviderTypeCode } from '@kinderwait/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  ageGroups,
  childcareTypes,
  feeBrackets,
  languages,
  providerTypes,
  schoolPlans,
} from './catalogues.tables.ts';

// Catalogue rows come only from migrations, so a code outside the contract is a broken
// database, not input.
function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  const found = allowed.find((item) => item === value);
  if (found === undefined) throw new Error(`Unknown ${what} in the database: ${value}`);
  return found;
}

export async function listAgeGroups(db: Database): Promise<AgeGroup[]> {
  const rows = await db.select().from(ageGroups).orderBy(asc(ageGroups.id));
  return rows.map((row) => ({
    id: row.id,
    code: oneOf<AgeGroupCode>(ageGroupCodes, row.code, 'age group'),
    name: row.name,
  }));
}

export interface ProviderTypeRow {
  id: number;
  code: ProviderTypeCode;
  name: string;
  description: string;
}

export async function listProviderTypes(db: Database): Promise<ProviderTypeRow[]> {
  const rows = await db.select().from(providerTypes).orderBy(asc(providerTypes.id));
  return rows.map((row) => ({
    id: row.id,
    code: oneOf<ProviderTypeCode>(providerTypeCodes, row.code, 'provider type'),
    name: row.name,
    description: row.description,
  }));
}

export async function listChildcareTypes(db: Database): Promise<ChildcareType[]> {
  return db
    .select({
      id: childcareTypes.id,
      code: childcareTypes.code,
      name: childcareTypes.name,
      description: childcareTypes.description,
    })
    .from(childcareTypes)
    .orderBy(asc(childcareTypes.sortOrder), asc(childcareTypes.id));
}

export async function listSchoolPlans(db: Database): Promise<SchoolPlanSummary[]> {
  return db
    .select({
      id: schoolPlans.id,
      code: schoolPlans.code,
      name: schoolPlans.name,
      description: schoolPlans.description,
    })
    .from(schoolPlans)
    .orderBy(asc(schoolPlans.sortOrder), asc(schoolPlans.id));
}

export async function findSchoolPlan(db: Database, id: number): Promise<SchoolPlan | undefined> {
  const [row] = await db
    .select({
      id: schoolPlans.id,
      code: schoolPlans.code,
      name: schoolPlans.name,
      description: schoolPlans.description,
      period: schoolPlans.period,
      typicalHours: schoolPlans.typicalHours,
      details: schoolPlans.details,
    })
    .from(schoolPlans)
    .where(eq(schoolPlans.id, id));
  return row;
}

export async function listFeeBrackets(
  db: Database,
  paymentOption: PaymentOption,
): Promise<FeeBracket[]> {
  const rows = await db
    .select()
    .from(feeBrackets)
    .where(eq(feeBrackets.paymentOption, paymentOption))
    .orderBy(asc(feeBrackets.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    paymentOption: oneOf<PaymentOption>(paymentOptions, row.paymentOption, 'payment option'),
    currency: 'CAD',
    minCents: row.minCents,
    maxCents: row.maxCents,
    label: row.label,
  }));
}

export async function listLanguages(db: Database): Promise<Language[]> {
  return db
    .select({ code: languages.code, name: languages.name, nativeName: languages.nativeName })
    .from(languages)
    .orderBy(asc(languages.sortOrder));
}
