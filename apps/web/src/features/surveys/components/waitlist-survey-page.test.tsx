import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { SurveyStatusResponse } from '@kinderwait/contract/surveys';
import {
  SaveSurveyBody,
  surveysApiPaths,
  surveysErrorCodes,
  surveysMessages,
  waitlistSurveyQuestions,
} from '@kinderwait/contract/surveys';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import type { RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import english from '../messages/surveys.en';
import { WaitlistSurveyPage } from './waitlist-survey-page';

const context = setupApiTestContext();
// Answers arrive over real HTTP on a machine that may be busy: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

const statusPath = buildUrl(surveysApiPaths.status, { type: 'waitlist' });
const skipPath = buildUrl(surveysApiPaths.skip, { type: 'waitlist' });

function serveStatus(status: SurveyStatusResponse['status']) {
  context.server.route('GET', statusPath, (_request, response) => {
    sendJson(response, 200, { type: 'waitlist', status });
  });
}

async function renderSurvey() {
  const router = createMemoryRouter(
    [
      { path: '/before', element: <p>Sending result</p> },
      { path: paths.app.parentWaitlistSurvey.path, element: <WaitlistSurveyPage /> },
      { path: paths.app.childcareRequests.path, element: <h1>Your childcare requests</h1> },
    ],
    { initialEntries: ['/before', paths.app.parentWaitlistSurvey.getHref()], initialIndex: 1 },
  );
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
    return Promise.resolve();
  });
  return router;
}

describe('the survey’s words', () => {
  test('keep the contract’s questions, choices and error words in English, word for word', () => {
    const englishWords: readonly string[] = Object.values(english);
    for (const question of waitlistSurveyQuestions) {
      expect(englishWords).toContain(question.text);
      for (const choice of question.choices) expect(englishWords).toContain(choice);
    }
    expect(english.errorSurveyNotDue).toBe(surveysMessages.surveyNotDue);
  });
});

// Generous: the machine that runs the suite may be busy, and MUI renders slowly in jsdom.
describe('the waitlist survey', () => {
  test('its questions are asked in order: radios choose one, checkboxes several, text is typed', async () => {
    serveStatus('due');
    await renderSurvey();
    await screen.findByRole('heading', { level: 1, name: 'Help us help Toronto families' });
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(
      waitlistSurveyQuestions.filter((q) => q.type !== 'text').map((q) => q.text),
    );
    const first = screen.getByRole('radiogroup', { name: 'How did you hear about KinderWait?' });
    expect(within(first).getAllByRole('radio')).toHaveLength(5);
    const matters = screen.getByRole('group', {
      name: 'What matters most to you in a childcare provider?',
    });
    expect(within(matters).getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Anything we could do better?' })).toBeVisible();
  });

  test('answers are sent as { type: "waitlist", surveyData: JSON string of text, type and answer }, then thanks', async () => {
    serveStatus('due');
    const posts: RecordedRequest[] = [];
    context.server.route('POST', surveysApiPaths.surveys, (request, response) => {
      posts.push(request);
      sendJson(response, 200, {
        id: '3f0c2b1a-9d8e-4c7b-a6f5-e4d3c2b1a000',
        type: 'waitlist',
        createdAt: '2026-11-23T04:00:00.000Z',
      });
    });
    await renderSurvey();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Social media' }));
    await user.click(screen.getByRole('radio', { name: 'A childcare provider' }));
    await user.click(screen.getByRole('radio', { name: '3 to 6 months' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reviews' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cost' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hours' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hours' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Anything we could do better?' }),
      'French',
    );
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    await waitFor(() => {
      expect(thanks).toHaveFocus();
    });
    expect(posts).toHaveLength(1);
    const body: unknown = JSON.parse(posts[0]?.body ?? '');
    expect(SaveSurveyBody.parse(body)).toEqual(body);
    expect(body).toEqual({ type: 'waitlist', surveyData: expect.any(String) as unknown });
    const surveyData = (body as { surveyData: string }).surveyData;
    expect(JSON.parse(surveyData)).toEqual([
      { text: 'How did you hear about KinderWait?', type: 'radio', answer: 'A childcare provider' },
      {
        text: 'How long have you been looking for childcare?',
        type: 'radio',
        answer: '3 to 6 months',
      },
      {
        text: 'What matters most to you in a childcare provider?',
        type: 'checkbox',
        answer: ['Cost', 'Reviews'],
      },
      { text: 'How many waitlists had you joined before KinderWait?', type: 'radio', answer: '' },
      { text: 'Anything we could do better?', type: 'text', answer: 'French' },
    ]);

    await user.click(screen.getByRole('link', { name: 'See your childcare requests' }));
    expect(
      await screen.findByRole('heading', { name: 'Your childcare requests' }),
    ).toBeInTheDocument();
  });

  test('an empty survey is not sent: the parent is told, on the message, to answer one or skip', async () => {
    serveStatus('due');
    await renderSurvey();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send my answers' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please answer at least one question, or skip the survey.');
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(context.server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  test('a refused send says why and keeps every answer', async () => {
    serveStatus('due');
    context.server.route('POST', surveysApiPaths.surveys, (_request, response) => {
      sendJson(response, 409, {
        message: surveysMessages.surveyNotDue,
        code: surveysErrorCodes.surveyNotDue,
      });
    });
    await renderSurvey();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Search engine' }));
    await user.click(screen.getByRole('checkbox', { name: 'Language' }));
    await user.type(screen.getByRole('textbox', { name: 'Anything we could do better?' }), 'More');
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We could not send your answers: ${surveysMessages.surveyNotDue}`,
    );
    expect(screen.getByRole('radio', { name: 'Search engine' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Language' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Anything we could do better?' })).toHaveValue(
      'More',
    );
    expect(context.navigations).toEqual([]);
  });

  test('skipping records the skip and goes on to the requests in place of the survey', async () => {
    serveStatus('due');
    const skips: RecordedRequest[] = [];
    context.server.route('POST', skipPath, (request, response) => {
      skips.push(request);
      sendJson(response, 200, { type: 'waitlist', status: 'skipped' });
    });
    const router = await renderSurvey();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Skip the survey' }));
    expect(
      await screen.findByRole('heading', { name: 'Your childcare requests' }),
    ).toBeInTheDocument();
    expect(skips).toHaveLength(1);
    expect(router.state.location.pathname).toBe(paths.app.childcareRequests.getHref());
    expect(router.state.historyAction).toBe('REPLACE');
    expect(context.server.requests.some((r) => r.path === surveysApiPaths.surveys)).toBe(false);
  });

  test.each(['not_due', 'answered', 'skipped'] as const)(
    'when the survey is %s the resolver goes straight on to the requests, replacing itself',
    async (status) => {
      serveStatus(status);
      const router = await renderSurvey();
      expect(
        await screen.findByRole('heading', { name: 'Your childcare requests' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.app.childcareRequests.getHref());
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('button', { name: 'Send my answers' })).toBeNull();
      // Back leads to the page before the survey, not to the survey again.
      await router.navigate(-1);
      expect(router.state.location.pathname).toBe('/before');
    },
  );
});
