import type { SurveyAnswer } from '@kinderwait/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/unique-violation.ts';
import { surveyResponses } from './surveys.tables.ts';

/** A user's response to a survey: answered or skipped, and when. */
export interface StoredSurveyResponse {
  id: string;
  outcome: 'answered' | 'skipped';
  createdAt: Date;
}

const columns = {
  id: surveyResponses.id,
  outcome: surveyResponses.outcome,
  createdAt: surveyResponses.createdAt,
};

export async function findSurveyResponse(
  db: Database,
  userId: string,
  type: string,
): Promise<StoredSurveyResponse | undefined> {
  const [row] = await db
    .select(columns)
    .from(surveyResponses)
    .where(and(eq(surveyResponses.userId, userId), eq(surveyResponses.type, type)));
  return row;
}

/**
 * Stores the user's answers in one statement: the user's one row for this survey is created, or
 * replaced (a skip, or earlier answers, become these answers, dated now). Undefined when the user
 * does not exist.
 */
export async function saveSurveyAnswers(
  db: Database,
  userId: string,
  type: string,
  answers: { answers: SurveyAnswer[]; surveyData: string },
  now: Date,
): Promise<StoredSurveyResponse | undefined> {
  const values = { outcome: 'answered' as const, ...answers, createdAt: now };
  try {
    const [row] = await db
      .insert(surveyResponses)
      .values({ userId, type, ...values })
      .onConflictDoUpdate({ target: [surveyResponses.userId, surveyResponses.type], set: values })
      .returning(columns);
    return row;
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Records that the user skipped the survey, unless they already responded (answers are never
 * replaced by a skip). Returns the user's response after the call; undefined when the user does
 * not exist.
 */
export async function recordSurveySkip(
  db: Database,
  userId: string,
  type: string,
  now: Date,
): Promise<StoredSurveyResponse | undefined> {
  try {
    await db
      .insert(surveyResponses)
      .values({ userId, type, outcome: 'skipped', answers: null, surveyData: null, createdAt: now })
      .onConflictDoNothing({ target: [surveyResponses.userId, surveyResponses.type] });
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
  return findSurveyResponse(db, userId, type);
}

/** Every survey response of the user, as stored (their data archive). */
export async function surveyResponsesOf(db: Database, userId: string) {
  return db
    .select({
      type: surveyResponses.type,
      outcome: surveyResponses.outcome,
      answers: surveyResponses.answers,
      createdAt: surveyResponses.createdAt,
    })
    .from(surveyResponses)
    .where(eq(surveyResponses.userId, userId))
    .orderBy(surveyResponses.createdAt);
}
