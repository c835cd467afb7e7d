import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { SaveSurveyBody, SurveyAnswers, surveysApiPaths } from '@kinderwait/contract/surveys';
import { paths } from '../../../config/paths';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { setupApiTestContext } from '../../../test/api-test-context';
import type { RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import english from '../messages/surveys.en';
import { WaitlistSurveyPage } from './waitlist-survey-page';

const context = setupApiTestContext();
configure({ asyncUtilTimeout: 5000 });

describe('the waitlist survey in French', () => {
  test('asks in Canadian French, with no English left, and stores the contract’s English answers', async () => {
    context.server.route(
      'GET',
      buildUrl(surveysApiPaths.status, { type: 'waitlist' }),
      (_request, response) => {
        sendJson(response, 200, { type: 'waitlist', status: 'due' });
      },
    );
    const posts: RecordedRequest[] = [];
    context.server.route('POST', surveysApiPaths.surveys, (request, response) => {
      posts.push(request);
      sendJson(response, 200, {
        id: '3f0c2b1a-9d8e-4c7b-a6f5-e4d3c2b1a000',
        type: 'waitlist',
        createdAt: '2026-11-23T04:00:00.000Z',
      });
    });
    const router = createMemoryRouter(
      [{ path: paths.app.parentWaitlistSurvey.path, element: <WaitlistSurveyPage /> }],
      { initialEntries: [paths.app.parentWaitlistSurvey.getHref()] },
    );
    await act(() => {
      render(
        <I18nProvider language="fr">
          <RouterProvider router={router} />
        </I18nProvider>,
        { wrapper: QueryWrapper },
      );
      return Promise.resolve();
    });

    await screen.findByRole('heading', { name: 'Aidez-nous à aider les familles de Toronto' });
    const heard = screen.getByRole('radiogroup', {
      name: 'Comment avez-vous entendu parler de KinderWait?',
    });
    expect(within(heard).getByRole('radio', { name: 'Les réseaux sociaux' })).toBeInTheDocument();
    expect(screen.getByText('0 / 2000 caractères')).toBeVisible();
    const shown = document.body.textContent;
    for (const words of Object.values(english)) {
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }

    const user = userEvent.setup();
    await user.click(within(heard).getByRole('radio', { name: 'Les réseaux sociaux' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    expect(await screen.findByRole('heading', { name: 'Merci !' })).toBeVisible();
    const body = SaveSurveyBody.parse(JSON.parse(posts[0]?.body ?? '{}'));
    const answers = SurveyAnswers.parse(JSON.parse(body.surveyData));
    expect(answers[0]).toEqual({
      text: 'How did you hear about KinderWait?',
      type: 'radio',
      answer: 'Social media',
    });
  });
});
