import type {
  SavedSurvey,
  SurveyAnswer,
  SaveSurveyBody,
  SurveyStatusResponse,
  SurveyType,
} from '@kinderwait/contract';
import {
  commonErrorCodes,
  commonErrorMessages,
  SurveyAnswers,
  surveysErrorCodes,
  surveysMessages,
} from '@kinderwait/contract';
import type { TicketsService } from '../waitlist/tickets/tickets.service.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { StoredSurveyResponse } from './surveys.repository.ts';
import {
  findSurveyResponse,
  recordSurveySkip,
  saveSurveyAnswers,
  surveyResponsesOf,
} from './surveys.repository.ts';

export interface SurveysService {
  /**
   * Where the actor stands with the survey: answered or skipped (never offered again), due (a
   * childcare request was sent) or not_due.
   */
  status(actor: Actor, type: SurveyType): Promise<SurveyStatusResponse>;
  /**
   * Stores the actor's answers: their one response to this survey, replacing an earlier one
   * (answers or a skip). 409 survey_not_due while the survey is not due and was never responded to.
   */
  answer(actor: Actor, body: SaveSurveyBody): Promise<SavedSurvey>;
  /**
   * Records that the actor skipped the survey; answers already given stay (the status says
   * answered). 409 survey_not_due while it is not due.
   */
  skip(actor: Actor, type: SurveyType): Promise<SurveyStatusResponse>;
  /** The user's responses as stored (their data archive). */
  personalDataOf(userId: string): Promise<unknown[]>;
}

export interface SurveysServiceDeps {
  db: Database;
  clock: Clock;
  /** Whether the parent has sent a childcare request yet (the survey is due after one). */
  tickets: Pick<TicketsService, 'hasSentRequests'>;
}

const notDue = (): AppError =>
  new AppError(409, surveysErrorCodes.surveyNotDue, surveysMessages.surveyNotDue);

const accountGone = (): AppError =>
  new AppError(
    401,
    commonErrorCodes.authenticationRequired,
    commonErrorMessages.authenticationRequired,
  );

function statusOf(type: SurveyType, response: StoredSurveyResponse): SurveyStatusResponse {
  return { type, status: response.outcome };
}

/** The answers of a surveyData string the contract's schema already accepted. */
function answersOf(surveyData: string): SurveyAnswer[] {
  const parsed = SurveyAnswers.safeParse(JSON.parse(surveyData));
  if (!parsed.success) {
    // The route's schema checked this very string: reaching here is a bug, not bad input.
    throw new Error('surveyData passed the route schema but not SurveyAnswers');
  }
  return parsed.data;
}

export function createSurveysService({ db, clock, tickets }: SurveysServiceDeps): SurveysService {
  return {
    personalDataOf: (userId) => surveyResponsesOf(db, userId),
    status: async (actor, type) => {
      const response = await findSurveyResponse(db, actor.user.id, type);
      if (response !== undefined) return statusOf(type, response);
      return { type, status: (await tickets.hasSentRequests(actor.user.id)) ? 'due' : 'not_due' };
    },

    answer: async (actor, body) => {
      const userId = actor.user.id;
      const previous = await findSurveyResponse(db, userId, body.type);
      if (previous === undefined && !(await tickets.hasSentRequests(userId))) throw notDue();
      const saved = await saveSurveyAnswers(
        db,
        userId,
        body.type,
        { answers: answersOf(body.surveyData), surveyData: body.surveyData },
        clock(),
      );
      if (saved === undefined) throw accountGone();
      return { id: saved.id, type: body.type, createdAt: saved.createdAt.toISOString() };
    },

    skip: async (actor, type) => {
      const userId = actor.user.id;
      const previous = await findSurveyResponse(db, userId, type);
      if (previous !== undefined) return statusOf(type, previous);
      if (!(await tickets.hasSentRequests(userId))) throw notDue();
      const recorded = await recordSurveySkip(db, userId, type, clock());
      if (recorded === undefined) throw accountGone();
      return statusOf(type, recorded);
    },
  };
}
