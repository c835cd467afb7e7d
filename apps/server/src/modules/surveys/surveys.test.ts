import type {
  ApiErrorBody,
  ChildInfo,
  MatchesResponse,
  SavedSurvey,
  SendRequestsResponse,
  SurveyAnswer,
  SurveyStatusResponse,
  WaitlistTicket,
} from '@kinderwait/contract';
import {
  buildUrl,
  childrenApiPaths,
  commonErrorCodes,
  parseValidationDetail,
  providerTypeIds,
  roleIds,
  surveysApiPaths,
  surveysErrorCodes,
  surveysMessages,
  surveyType,
  userLocationsApiPaths,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { cityHall, getJson, sendJson } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { importLicensedCentres } from '../childcare-providers/licensed-centres-import.ts';
import { surveyResponses } from './surveys.tables.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
const quiet = { info: () => undefined, warn: () => undefined };

/** The waitlist survey answered as the web sends it (text, type, answer). */
const answers: SurveyAnswer[] = [
  {
    text: 'How did you hear about KinderWait?',
    type: 'radio',
    answer: 'A friend or family member',
  },
  {
    text: 'What matters most to you in a childcare provider?',
    type: 'checkbox',
    answer: ['Distance from home', 'Cost'],
  },
  { text: 'Anything we could do better?', type: 'text', answer: 'Show fees sooner.' },
];
const surveyBody = { type: surveyType, surveyData: JSON.stringify(answers) };

const statusUrl = buildUrl(surveysApiPaths.status, { type: surveyType });
const skipUrl = buildUrl(surveysApiPaths.skip, { type: surveyType });

forEachDatabase(
  (t) => {
    let provider: TestUser;

    beforeAll(async () => {
      await importLicensedCentres(t.connection().db, quiet);
      provider = await signUp(t.app(), { roles: ['Licenced'] });
    });

    const asParent = (user: TestUser) => user.headers(roleIds.Parent);

    const statusOf = async (user: TestUser): Promise<SurveyStatusResponse['status']> => {
      const response = await getJson(t.app(), statusUrl, asParent(user));
      expect(response.statusCode).toBe(200);
      const body = response.json<SurveyStatusResponse>();
      expect(body.type).toBe(surveyType);
      return body.status;
    };

    const answer = (user: TestUser, body: unknown = surveyBody) =>
      sendJson(t.app(), 'POST', surveysApiPaths.surveys, body, asParent(user));

    /** What is stored for the user: this module's own table, read directly. */
    const storedFor = (user: TestUser) =>
      t
        .connection()
        .db.select({
          outcome: surveyResponses.outcome,
          answers: surveyResponses.answers,
          surveyData: surveyResponses.surveyData,
        })
        .from(surveyResponses)
        .where(eq(surveyResponses.userId, user.id));

    const skip = (user: TestUser) => sendJson(t.app(), 'POST', skipUrl, {}, asParent(user));

    /**
     * The way a parent gets to the survey: a child, an address, the wizard's ticket, and a
     * childcare request sent to a matching Toronto centre (through the waitlist's routes).
     */
    const sendFirstRequest = async (user: TestUser): Promise<void> => {
      const location = await sendJson(
        t.app(),
        'POST',
        userLocationsApiPaths.userLocations,
        { ...cityHall, updateChildrenLocation: true },
        asParent(user),
      );
      expect(location.statusCode).toBe(200);
      const created = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        { firstName: 'Maya', lastName: 'Singh', dateOfBirth: '2023-05-02' },
        asParent(user),
      );
      expect(created.statusCode).toBe(200);
      const childId = created.json<ChildInfo>().id;
      const ticket = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.tickets, { childId }),
        {
          Distance: 5,
          ProviderTypes: [providerTypeIds['licensed-centre']],
          ChildcareTypes: [],
          SchoolPlans: [],
          PaymentOptions: [],
          RequestedStartDate: '2027-01-04',
          ScheduleAvailability: [],
        },
        asParent(user),
      );
      expect(ticket.statusCode, ticket.body).toBeLessThan(300);
      const ticketId = ticket.json<WaitlistTicket>().id;
      const matches = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.matches, { childId }),
        asParent(user),
      );
      expect(matches.statusCode).toBe(200);
      const [first] = matches.json<MatchesResponse>().items;
      if (first === undefined) throw new Error('no Toronto centre within 5 km of City Hall');
      const sent = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.requestsOfTicket, { childId, ticketId }),
        { childcareProviderIds: [first.id] },
        asParent(user),
      );
      expect(sent.statusCode, sent.body).toBeLessThan(300);
      expect(sent.json<SendRequestsResponse>().items).toMatchObject([{ outcome: 'sent' }]);
    };

    describe('GET /api/surveys/{type}', () => {
      it('is not_due before the parent has sent a childcare request', async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        expect(await statusOf(parent)).toBe('not_due');
      });

      it('refuses a type that is not a survey with 400 naming it', async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        const response = await getJson(
          t.app(),
          buildUrl(surveysApiPaths.status, { type: 'booking' }),
          asParent(parent),
        );
        expect(response.statusCode).toBe(400);
        expect(parseValidationDetail(response.json<ApiErrorBody>().detail ?? '')[0]?.path).toEqual([
          'params',
          'type',
        ]);
      });

      it('needs sign-in (401) and survey.create (403 for a provider role)', async () => {
        expect((await getJson(t.app(), statusUrl, {})).statusCode).toBe(401);
        const response = await getJson(t.app(), statusUrl, provider.headers(roleIds.Licenced));
        expect(response.statusCode).toBe(403);
        expect(response.json<ApiErrorBody>().code).toBe(commonErrorCodes.permissionMissing);
      });
    });

    describe('before the first childcare request', () => {
      it('refuses answers with 409 survey_not_due and stores nothing', async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        const response = await answer(parent);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          message: surveysMessages.surveyNotDue,
          code: surveysErrorCodes.surveyNotDue,
        });
        expect(await statusOf(parent)).toBe('not_due');
        expect(await storedFor(parent)).toEqual([]);
      });

      it('refuses a skip with 409 survey_not_due', async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        const response = await skip(parent);
        expect(response.statusCode).toBe(409);
        expect(response.json<ApiErrorBody>().code).toBe(surveysErrorCodes.surveyNotDue);
        expect(await statusOf(parent)).toBe('not_due');
      });
    });

    describe('POST /api/surveys', () => {
      it.each([
        ['not JSON', 'How did you hear? A friend'],
        ['no questions', '[]'],
        ['a question without an answer', JSON.stringify([{ text: 'Why?', type: 'text' }])],
        ['an unknown question type', JSON.stringify([{ text: 'When?', type: 'date', answer: '' }])],
      ])('refuses surveyData with %s: 400 naming body.surveyData', async (_what, surveyData) => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        const response = await answer(parent, { type: surveyType, surveyData });
        expect(response.statusCode).toBe(400);
        expect(parseValidationDetail(response.json<ApiErrorBody>().detail ?? '')).toContainEqual({
          path: ['body', 'surveyData'],
          message: surveysMessages.surveyDataInvalid,
        });
      });

      it('needs sign-in (401) and survey.create (403 for a provider role)', async () => {
        expect(
          (await sendJson(t.app(), 'POST', surveysApiPaths.surveys, surveyBody, {})).statusCode,
        ).toBe(401);
        const response = await sendJson(
          t.app(),
          'POST',
          surveysApiPaths.surveys,
          surveyBody,
          provider.headers(roleIds.Licenced),
        );
        expect(response.statusCode).toBe(403);
      });
    });

    describe('after the first childcare request', () => {
      it('is due; answers are stored once per user (answering again replaces them) and it is never due again', async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        await sendFirstRequest(parent);
        expect(await statusOf(parent)).toBe('due');

        const response = await answer(parent);

        expect(response.statusCode).toBe(200);
        const stored = response.json<SavedSurvey>();
        expect(stored).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
          type: surveyType,
          createdAt: time.clock().toISOString(),
        });
        expect(await statusOf(parent)).toBe('answered');
        expect(await storedFor(parent)).toEqual([
          { outcome: 'answered', answers, surveyData: surveyBody.surveyData },
        ]);

        const again = await answer(parent, {
          type: surveyType,
          surveyData: JSON.stringify([{ text: 'Anything?', type: 'text', answer: 'No' }]),
        });
        expect(again.statusCode).toBe(200);
        expect(again.json<SavedSurvey>().id).toBe(stored.id);
        expect(await storedFor(parent)).toMatchObject([
          { outcome: 'answered', answers: [{ text: 'Anything?', type: 'text', answer: 'No' }] },
        ]);

        const skipped = await skip(parent);
        expect(skipped.statusCode).toBe(200);
        expect(skipped.json()).toEqual({ type: surveyType, status: 'answered' });
      });

      it.each([
        ['a NUL in a text answer', [{ text: 'Anything?', type: 'text', answer: 'a\u0000b' }]],
        [
          'a lone surrogate in a text answer',
          [{ text: 'Anything?', type: 'text', answer: '\ud800' }],
        ],
        [
          'a control character in a question',
          [{ text: 'Why\u0001', type: 'radio', answer: 'Cost' }],
        ],
        [
          'a line break in a ticked choice',
          [{ text: 'What?', type: 'checkbox', answer: ['a\nb'] }],
        ],
      ])(
        'refuses answers with %s inside surveyData: 400 naming body.surveyData, nothing stored',
        async (_what, answersWithFault) => {
          const parent = await signUp(t.app(), { roles: ['Parent'] });
          await sendFirstRequest(parent);
          // JSON.stringify writes the character as an escape (\u0000, \ud800): printable text
          // that is the character again once the server parses surveyData.
          const surveyData = JSON.stringify(answersWithFault);

          const response = await answer(parent, { type: surveyType, surveyData });

          expect(response.statusCode).toBe(400);
          expect(parseValidationDetail(response.json<ApiErrorBody>().detail ?? '')).toContainEqual({
            path: ['body', 'surveyData'],
            message: surveysMessages.surveyDataInvalid,
          });
          expect(await storedFor(parent)).toEqual([]);
          expect(await statusOf(parent)).toBe('due');
        },
      );

      it('takes a text answer of several lines', async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        await sendFirstRequest(parent);
        const lines = [{ text: 'Anything?', type: 'text', answer: 'Fees sooner.\r\n\tThanks!' }];

        const response = await answer(parent, {
          type: surveyType,
          surveyData: JSON.stringify(lines),
        });

        expect(response.statusCode).toBe(200);
        expect(await storedFor(parent)).toMatchObject([{ answers: lines }]);
      });

      it('is skipped for good: skipping records it and the survey is not offered again', async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        await sendFirstRequest(parent);

        const response = await skip(parent);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ type: surveyType, status: 'skipped' });
        expect(await statusOf(parent)).toBe('skipped');
        expect(await storedFor(parent)).toEqual([
          { outcome: 'skipped', answers: null, surveyData: null },
        ]);
        expect((await skip(parent)).json()).toEqual({ type: surveyType, status: 'skipped' });
      });

      it('keeps each user’s answers apart', async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        const other = await signUp(t.app(), { roles: ['Parent'] });
        await sendFirstRequest(parent);
        expect((await answer(parent)).statusCode).toBe(200);
        expect(await statusOf(other)).toBe('not_due');
      });
    });
  },
  { clock: time.clock },
);
