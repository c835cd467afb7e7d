import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { privacyErrorCodes } from '@kinderwait/contract/privacy';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import { readToken } from '../../../lib/storage';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { authCatalogue } from '../auth-messages';
import { ConfirmationPage } from './confirmation-page';

// The words load first, as the route's loader does, so the page does not suspend mid-test.
beforeAll(() => loadMessages(authCatalogue, 'en'));

const context = setupApiTestContext();

const token = { accessToken: 'access-1', refreshToken: 'refresh-1' };
let linkNumber = 0;

/** A fresh link per test: validation is shared per link for the life of the page. */
function nextLink() {
  linkNumber += 1;
  return { userId: `user-${String(linkNumber)}`, etoken: `etoken-${String(linkNumber)}` };
}

function renderPage(
  link: { userId: string | null; etoken: string | null },
  onSignedIn: () => Promise<void>,
) {
  const router = createMemoryRouter(
    [{ path: '*', element: <ConfirmationPage {...link} onSignedIn={onSignedIn} /> }],
    { initialEntries: ['/auth/confirmation'] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

function serveValidation(status: number, body: unknown) {
  context.server.route('POST', signInApiPaths.validateMagicLink, (request, response) => {
    sendJson(response, status, body);
  });
}

function validations() {
  return context.server.requests.filter(
    (request) => request.path === signInApiPaths.validateMagicLink,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConfirmationPage (magic-link login)', () => {
  test('a valid link stores the token and goes on once, even with effects run twice', async () => {
    serveValidation(200, { success: true, token });
    const onSignedIn = vi.fn(() => Promise.resolve());
    const link = nextLink();
    renderPage(link, onSignedIn);

    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledTimes(1);
    });
    expect(readToken()).toEqual(token);
    expect(validations()).toHaveLength(1);
    expect(JSON.parse(validations()[0]?.body ?? '')).toEqual(link);
  });

  test('an invalid, used or expired link (400) says so and offers a new link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveValidation(400, { message: 'This sign-in link is invalid or has expired.' });
    context.server.route('POST', signInApiPaths.resendActivation, (request, response) => {
      sendJson(response, 200, { success: true, message: 'Sent' });
    });
    const onSignedIn = vi.fn(() => Promise.resolve());
    renderPage(nextLink(), onSignedIn);

    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
    expect(context.navigations).toEqual([]);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText(/We sent a new link to/)).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  test.each([
    [503, { message: 'Service unavailable' }, 'We could not reach KinderWait just now.'],
    [429, { message: 'Too many requests. Try again in 30 seconds.' }, 'Too many requests.'],
  ])(
    'a %i leaves the link unused and offers to try again, which asks the server again',
    async (status, body, intro) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      serveValidation(status, body);
      const onSignedIn = vi.fn(() => Promise.resolve());
      renderPage(nextLink(), onSignedIn);

      expect(
        await screen.findByRole('heading', { name: 'We could not check your link' }),
      ).toBeInTheDocument();
      expect(screen.getByText(new RegExp(intro))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Email me a new link' })).not.toBeInTheDocument();
      expect(context.navigations).toEqual([]);
      expect(validations()).toHaveLength(1);

      serveValidation(200, { success: true, token });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => {
        expect(onSignedIn).toHaveBeenCalledTimes(1);
      });
      expect(validations()).toHaveLength(2);
      expect(readToken()).toEqual(token);
    },
  );

  test('a closed account (400 account_closed) says it is being deleted and how to keep it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveValidation(400, {
      code: privacyErrorCodes.accountClosed,
      message: 'This account is closed and will be deleted.',
    });
    const onSignedIn = vi.fn(() => Promise.resolve());
    renderPage(nextLink(), onSignedIn);

    expect(
      await screen.findByRole('heading', { name: 'Your account is being deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Keep my account/)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'This link cannot be used' }),
    ).not.toBeInTheDocument();
    // A new sign-in link would be refused the same way, so none is offered.
    expect(screen.queryByRole('button', { name: 'Email me a new link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
  });

  test('a 200 answer without success stores nothing and fails', async () => {
    serveValidation(200, { success: false, token });
    const onSignedIn = vi.fn(() => Promise.resolve());
    renderPage(nextLink(), onSignedIn);
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test('a link without userId or etoken fails without asking the server', async () => {
    serveValidation(200, { success: true, token });
    renderPage({ userId: 'user-x', etoken: null }, () => Promise.resolve());
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(validations()).toHaveLength(0);
  });

  test('signed in but the account does not load: offers to continue', async () => {
    serveValidation(200, { success: true, token });
    renderPage(nextLink(), () => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/home');
  });
});
