import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { LoginPage } from './login-page';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { authCatalogue } from '../auth-messages';

// The words load first, as the route's loader does, so the page does not suspend mid-test.
beforeAll(() => loadMessages(authCatalogue, 'en'));

const context = setupApiTestContext();

function renderPage(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/auth/login'] });
  render(<RouterProvider router={router} />);
}

function magicLinkRequests() {
  return context.server.requests.filter((request) => request.path === signInApiPaths.magicLinks);
}

function serveMagicLinks(status = 200, body: unknown = { success: true, message: 'Sent' }) {
  context.server.route('POST', signInApiPaths.magicLinks, (request, response) => {
    sendJson(response, status, body);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoginPage', () => {
  test('sends the email and this app’s confirmation URL, then says to check the inbox', async () => {
    serveMagicLinks();
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    // Focus moves in an effect after the panel is committed.
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(magicLinkRequests()).toHaveLength(1);
    expect(JSON.parse(magicLinkRequests()[0]?.body ?? '')).toEqual({
      email: 'ada@example.com',
      confirmationUrl: `${context.server.origin}/auth/confirmation`,
    });
  });

  test('an empty or invalid email is refused with the form-rule words, without a request', async () => {
    serveMagicLinks();
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    const submit = screen.getByRole('button', { name: 'Email me a sign-in link' });
    await user.click(submit);
    expect(await screen.findByText('Email can not be empty')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@');
    await user.click(submit);
    expect(await screen.findByText('Email is not valid.')).toBeInTheDocument();
    expect(magicLinkRequests()).toHaveLength(0);
  });

  test('a refusal (429) shows the server’s words on the form and keeps the email typed', async () => {
    serveMagicLinks(429, { message: 'Too many sign-in requests for this email.' });
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    const email = screen.getByRole('textbox', { name: /email/i });
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in requests for this email.',
    );
    expect(email).toHaveValue('ada@example.com');
    // The form stays: no error screen for a call the user can simply retry.
    expect(context.navigations).toEqual([]);
  });

  test('"Use a different email" returns to the form with the address still there', async () => {
    serveMagicLinks();
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('ada@example.com');
  });

  test('"Send the link again" asks for a new link with resendActivation', async () => {
    serveMagicLinks();
    context.server.route('POST', signInApiPaths.resendActivation, (request, response) => {
      sendJson(response, 200, { success: true, message: 'Sent' });
    });
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));

    expect(await screen.findByText(/We sent a new link/)).toBeInTheDocument();
    const resend = context.server.requests.find(
      (request) => request.path === signInApiPaths.resendActivation,
    );
    const query = new URL(resend?.url ?? '', context.server.origin).searchParams;
    expect(query.get('email')).toBe('ada@example.com');
    expect(query.get('confirmationUrl')).toBe(`${context.server.origin}/auth/confirmation`);
  });
});
