import type { WaitlistPriority, WaitlistPriorityCode } from '@kinderwait/contract';
import { defaultWaitlistPriorities } from '@kinderwait/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { preparedStatement } from '../../../db/prepared-statement.ts';
import {
  providerWaitlistSettings,
  waitlistPriorityCategories,
  waitlistRequestPriorities,
} from './provider-waitlist.tables.ts';

const categories = waitlistPriorityCategories;
const assigned = waitlistRequestPriorities;
const settings = providerWaitlistSettings;

const categoryColumns = {
  id: categories.id,
  code: categories.code,
  name: categories.name,
  weight: categories.weight,
};

// Predefined categories first in their template order, then custom ones by when they were added.
const predefinedOrder = sql`case ${categories.code} ${sql.join(
  defaultWaitlistPriorities.map((entry, index) => sql`when ${entry.code} then ${index}`),
  sql` `,
)} else ${defaultWaitlistPriorities.length} end`;

export async function listCategories(
  db: Database,
  providerId: string,
): Promise<WaitlistPriority[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.providerId, providerId))
    .orderBy(predefinedOrder, asc(categories.createdAt), asc(categories.id));
}

/** Adds the predefined categories the provider lacks (idempotent; concurrent calls add each once). */
export async function seedDefaultCategories(
  db: Database,
  providerId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(categories)
    .values(
      defaultWaitlistPriorities.map((entry) => ({
        providerId,
        code: entry.code,
        name: entry.name,
        weight: entry.weight,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

export async function findCategory(
  db: Database,
  providerId: string,
  categoryId: string,
): Promise<WaitlistPriority | undefined> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.providerId, providerId), eq(categories.id, categoryId)));
  return row;
}

export async function countCustomCategories(db: Database, providerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(categories)
    .where(and(eq(categories.providerId, providerId), eq(categories.code, 'custom')));
  return row?.total ?? 0;
}

export async function insertCategory(
  db: Database,
  providerId: string,
  fields: { code: WaitlistPriorityCode; name: string; weight: number },
  now: Date,
): Promise<WaitlistPriority> {
  const [row] = await db
    .insert(categories)
    .values({ providerId, ...fields, createdAt: now, updatedAt: now })
    .returning(categoryColumns);
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function updateCategory(
  db: Database,
  providerId: string,
  categoryId: string,
  fields: { name: string; weight: number },
  now: Date,
): Promise<WaitlistPriority | undefined> {
  const [row] = await db
    .update(categories)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(categories.providerId, providerId), eq(categories.id, categoryId)))
    .returning(categoryColumns);
  return row;
}

export async function deleteCategory(
  db: Database,
  providerId: string,
  categoryId: string,
): Promise<void> {
  await db
    .delete(categories)
    .where(and(eq(categories.providerId, providerId), eq(categories.id, categoryId)));
}

/** The requests a category is assigned to. */
export async function requestsWithCategory(db: Database, categoryId: string): Promise<string[]> {
  const rows = await db
    .select({ requestId: assigned.requestId })
    .from(assigned)
    .where(eq(assigned.categoryId, categoryId));
  return rows.map((row) => row.requestId);
}

/** Replaces the request's priorities with these categories (ids the caller checked). */
export async function replaceAssignments(
  db: Database,
  requestId: string,
  categoryIds: readonly string[],
  now: Date,
): Promise<void> {
  await db.delete(assigned).where(eq(assigned.requestId, requestId));
  if (categoryIds.length === 0) return;
  await db
    .insert(assigned)
    .values(categoryIds.map((categoryId) => ({ requestId, categoryId, createdAt: now })));
}

// Every waitlist page asks for its 50 requests' categories: built once per handle.
const assignmentsQuery = preparedStatement((db) =>
  db
    .select({ requestId: assigned.requestId, ...categoryColumns })
    .from(assigned)
    .innerJoin(categories, eq(categories.id, assigned.categoryId))
    .where(sql`${assigned.requestId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(sql`${categories.weight} desc`, asc(categories.name))
    .prepare('waitlist_assignments_of_requests'),
);

/** Each request's assigned categories (by weight, then name); a request without any is absent. */
export async function assignmentsOfRequests(
  db: Database,
  requestIds: readonly string[],
): Promise<Map<string, WaitlistPriority[]>> {
  const result = new Map<string, WaitlistPriority[]>();
  if (requestIds.length === 0) return result;
  const rows = await assignmentsQuery(db).execute({ ids: [...requestIds] });
  for (const { requestId, ...category } of rows) {
    result.set(requestId, [...(result.get(requestId) ?? []), category]);
  }
  return result;
}

/** The sum of the assigned weights of each request (0 for one without priorities). */
export async function weightSums(
  db: Database,
  requestIds: readonly string[],
): Promise<Map<string, number>> {
  const sums = new Map(requestIds.map((id) => [id, 0]));
  for (const [requestId, list] of await assignmentsOfRequests(db, requestIds)) {
    sums.set(
      requestId,
      list.reduce((sum, category) => sum + category.weight, 0),
    );
  }
  return sums;
}

export interface StoredSettings {
  policy: string | null;
  autoOffer: boolean;
  offerDeadlineBusinessDays: number;
}

export async function findSettings(
  db: Database,
  providerId: string,
): Promise<StoredSettings | undefined> {
  const [row] = await db
    .select({
      policy: settings.policy,
      autoOffer: settings.autoOffer,
      offerDeadlineBusinessDays: settings.offerDeadlineBusinessDays,
    })
    .from(settings)
    .where(eq(settings.providerId, providerId));
  return row;
}

export async function upsertSettings(
  db: Database,
  providerId: string,
  values: StoredSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(settings)
    .values({ providerId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: settings.providerId, set: { ...values, updatedAt: now } });
}

/**
 * Locks the provider's settings row (made with the defaults when missing) for the transaction:
 * priority edits of one provider run one at a time, so each recomputes weights from the others'
 * committed work.
 */
export async function lockProvider(db: Database, providerId: string, now: Date): Promise<void> {
  await db.insert(settings).values({ providerId, updatedAt: now }).onConflictDoNothing();
  await db
    .select({ providerId: settings.providerId })
    .from(settings)
    .where(eq(settings.providerId, providerId))
    .for('update');
}
