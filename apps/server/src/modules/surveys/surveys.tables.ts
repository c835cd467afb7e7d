import type { SurveyAnswer } from '@kinderwait/contract';
import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A user's answer to a survey (or their skipping it): one row per user and survey type, so a
 * survey is offered once.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    /** 'answered' or 'skipped'. */
    outcome: text().$type<'answered' | 'skipped'>().notNull(),
    /** The parsed answers (null when skipped); the JSON string as sent is kept in surveyData. */
    answers: jsonb().$type<SurveyAnswer[]>(),
    surveyData: text(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [unique('survey_responses_user_type_unique').on(table.userId, table.type)],
);
