import { act, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { ConfirmationLinkView } from '@kinderwait/contract/notifications';
import { notificationsApiPaths, notificationsMessages } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import type { Language } from '../../../lib/i18n/language';
import english from '../messages/waitlist-confirmation.en';
import { ConfirmationLinkPage } from './confirmation-link-page';

const context = setupApiTestContext();
configure({ asyncUtilTimeout: 5000 });

const ticketId = '11111111-0000-4000-8000-000000000001';

function serveView(view: Partial<ConfirmationLinkView>) {
  context.server.route(
    'POST',
    buildUrl(notificationsApiPaths.confirmationLinkView, { ticketId }),
    (_request, response) => {
      sendJson(response, 200, {
        ticketId,
        state: 'confirmed',
        lastConfirmedAt: '2026-11-30T15:00:00.000Z',
        reminderSentAt: null,
        inactiveAt: null,
        // Noon in Toronto.
        nextStepAt: '2027-02-28T17:00:00.000Z',
        childFirstName: 'Ada',
        ...view,
      });
    },
  );
}

async function renderPage(language: Language = 'en', token = 'a-token') {
  const element = (
    <I18nProvider language={language}>
      <ConfirmationLinkPage ticketId={ticketId} token={token} requestsHref="/requests" />
    </I18nProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
    return Promise.resolve();
  });
}

describe('the "still interested?" link page', () => {
  test('an already confirmed ticket says when we ask again, and why we ask', async () => {
    serveView({});
    await renderPage();
    expect(
      await screen.findByText(
        'Already confirmed: nothing to do. We will ask again around February 28, 2027. Every 90 days we ask whether you still need care, so providers’ waitlists hold only families still looking.',
      ),
    ).toBeVisible();
  });

  test('a link without its token says so in the contract’s words', async () => {
    expect(english.errorConfirmationLinkInvalid).toBe(
      notificationsMessages.confirmationLinkInvalid,
    );
    await renderPage('en', '');
    expect(await screen.findByText(notificationsMessages.confirmationLinkInvalid)).toBeVisible();
  });

  test('in French, asks and dates in Canadian French, with no English left', async () => {
    serveView({ state: 'due', childFirstName: 'Ada' });
    await renderPage('fr');
    expect(
      await screen.findByRole('heading', {
        name: 'Vous cherchez toujours un service de garde pour Ada?',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(/^Confirmez d’ici le 28 février 2027 pour garder votre rang/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Oui, je cherche toujours' })).toBeVisible();

    const shown = document.body.textContent;
    for (const words of Object.values(english)) {
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }
  });
});
