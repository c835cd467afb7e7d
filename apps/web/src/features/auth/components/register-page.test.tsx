import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import type { FieldCheckResponse } from '@kinderwait/contract/registration';
import { registrationApiPaths } from '@kinderwait/contract/registration';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { RegisterPage } from './register-page';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { authCatalogue } from '../auth-messages';

// The words load first, as the route's loader does, so the page does not suspend mid-test.
beforeAll(() => loadMessages(authCatalogue, 'en'));

const context = setupApiTestContext();

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <RegisterPage /> }], {
    initialEntries: ['/auth/register'],
  });
  render(<RouterProvider router={router} />);
}

function serve(check: FieldCheckResponse) {
  context.server.route('GET', registrationApiPaths.validateEmail, (request, response) => {
    sendJson(response, 200, check);
  });
  context.server.route('POST', signInApiPaths.magicLinks, (request, response) => {
    sendJson(response, 200, { success: true, message: 'Sent' });
  });
}

function requestsTo(path: string) {
  return context.server.requests.filter((request) => request.path === path);
}

async function fillIn(name: string, email: string) {
  const user = userEvent.setup();
  renderPage();
  if (name !== '') await user.type(screen.getByRole('textbox', { name: /your name/i }), name);
  await user.type(screen.getByRole('textbox', { name: /email/i }), email);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  return user;
}

describe('RegisterPage', () => {
  test('checks the email on the server, then sends name, email and confirmation URL', async () => {
    serve({ valid: true, available: true });
    await fillIn('Ada Lovelace', 'ada@example.com');

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    const check = requestsTo(registrationApiPaths.validateEmail).at(-1);
    expect(new URL(check?.url ?? '', context.server.origin).searchParams.get('email')).toBe(
      'ada@example.com',
    );
    expect(JSON.parse(requestsTo(signInApiPaths.magicLinks)[0]?.body ?? '')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      confirmationUrl: `${context.server.origin}/auth/confirmation`,
    });
  });

  test('an email the server finds invalid is shown on the field and nothing is sent', async () => {
    serve({ valid: false, available: false, message: 'Enter a valid email address.' });
    await fillIn('Ada Lovelace', 'ada@example.invalid');

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(signInApiPaths.magicLinks)).toHaveLength(0);
  });

  test('the server check also runs when the email field is left', async () => {
    serve({ valid: true, available: false });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.tab();
    // An existing account is no error: submitting sends a sign-in link instead.
    expect(await screen.findByText(/already has an account/)).toBeInTheDocument();
    expect(requestsTo(registrationApiPaths.validateEmail)).toHaveLength(1);
  });

  test('the name is required, in the words of the required rule', async () => {
    serve({ valid: true, available: true });
    await fillIn('', 'ada@example.com');
    expect(await screen.findByText('Name can not be empty')).toBeInTheDocument();
    expect(requestsTo(signInApiPaths.magicLinks)).toHaveLength(0);
  });
});
