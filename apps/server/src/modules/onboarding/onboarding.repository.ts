import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/unique-violation.ts';
import { onboardings } from './onboarding.tables.ts';

/** An onboarding as this module's service reads it: the recorded steps, in order. */
export interface StoredOnboarding {
  id: string;
  userId: string;
  steps: string[];
}

const columns = { id: onboardings.id, userId: onboardings.userId, steps: onboardings.steps };

async function findByUser(db: Database, userId: string): Promise<StoredOnboarding | undefined> {
  const [row] = await db.select(columns).from(onboardings).where(eq(onboardings.userId, userId));
  return row;
}

/**
 * The user's onboarding, created on first read. Two first reads at once both get the one row
 * (the insert of the second does nothing). Undefined when the user does not exist.
 */
export async function findOrCreateOnboarding(
  db: Database,
  userId: string,
  now: Date,
): Promise<StoredOnboarding | undefined> {
  const existing = await findByUser(db, userId);
  if (existing !== undefined) return existing;
  try {
    await db
      .insert(onboardings)
      .values({ userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: onboardings.userId });
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
  return findByUser(db, userId);
}

export async function findOnboardingById(
  db: Database,
  id: string,
): Promise<StoredOnboarding | undefined> {
  const [row] = await db.select(columns).from(onboardings).where(eq(onboardings.id, id));
  return row;
}

/**
 * Appends each step not yet listed, in order, in one transaction; a step already listed is
 * left where it is (each update appends only when the step is absent, so concurrent patches
 * cannot list a step twice). Returns the onboarding after the change.
 */
export async function appendSteps(
  db: Database,
  id: string,
  steps: readonly string[],
  now: Date,
): Promise<StoredOnboarding | undefined> {
  return db.transaction(async (tx) => {
    for (const step of steps) {
      await tx
        .update(onboardings)
        .set({ steps: sql`array_append(${onboardings.steps}, ${step}::text)`, updatedAt: now })
        .where(and(eq(onboardings.id, id), sql`not (${step}::text = any(${onboardings.steps}))`));
    }
    return findOnboardingById(tx, id);
  });
}

/** The user's onboarding as stored, if any (their data archive); reading it creates nothing. */
export async function onboardingRecordOf(db: Database, userId: string) {
  return db
    .select({
      steps: onboardings.steps,
      createdAt: onboardings.createdAt,
      updatedAt: onboardings.updatedAt,
    })
    .from(onboardings)
    .where(eq(onboardings.userId, userId));
}
