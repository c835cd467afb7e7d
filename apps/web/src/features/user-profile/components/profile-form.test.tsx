import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  registrationApiPaths,
  registrationMessages,
  userNameRule,
} from '@kinderwait/contract/registration';
import { phoneNumberMessages } from '@kinderwait/contract/rules/phone-number';
import type { User } from '@kinderwait/contract/users';
import { usersApiPaths, usersErrorCodes } from '@kinderwait/contract/users';
import { formatValidationDetail } from '@kinderwait/contract/validation-detail';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { testUser } from '../../../test/account-fixtures';
import { commonErrorCodes, tooManyRequestsMessage } from '@kinderwait/contract/errors';
import english from '../messages/profile.en';
import { ProfileForm } from './profile-form';
import { QueryWrapper } from '../../../test/query-wrapper';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { profileCatalogue } from '../profile-messages';

// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() => loadMessages(profileCatalogue, 'en'));

const context = setupApiTestContext();

const ada = testUser(['Parent'], { phoneNumber: '+14165550123' });

function renderForm(onSaved: (user: User) => void = () => undefined) {
  const element = <ProfileForm user={ada} cancelHref="/user-profile" onSaved={onSaved} />;
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/user-profile/edit'],
  });
  render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
}

function field(name: RegExp) {
  return screen.getByRole('textbox', { name });
}

function userNameChecks() {
  return context.server.requests.filter(
    (request) => request.method === 'GET' && request.path === registrationApiPaths.validateUserName,
  );
}

function updates() {
  return context.server.requests.filter(
    (request) => request.method === 'PUT' && request.path === usersApiPaths.users,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProfileForm', () => {
  test('starts from the user, with the email read-only and the phone written out', () => {
    renderForm();
    expect(field(/first name/i)).toHaveValue('Ada');
    expect(field(/last name/i)).toHaveValue('Lovelace');
    expect(field(/phone/i)).toHaveValue('+1 416 555 0123');
    expect(field(/email/i)).toHaveValue('ada@example.com');
    expect(field(/email/i)).toHaveAttribute('readonly');
  });

  test('saves with PUT /api/users, the phone in E.164, and hands back the saved user', async () => {
    context.server.route('PUT', usersApiPaths.users, (request, response) => {
      sendJson(response, 200, { ...ada, ...(JSON.parse(request.body) as object) });
    });
    const onSaved = vi.fn();
    renderForm(onSaved);
    const user = userEvent.setup();
    await user.clear(field(/first name/i));
    await user.type(field(/first name/i), 'Augusta');
    await user.clear(field(/phone/i));
    await user.type(field(/phone/i), '(647) 555-0199');
    await user.click(screen.getByRole('combobox', { name: /language/i }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(JSON.parse(updates()[0]?.body ?? '')).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      userName: null,
      phoneNumber: '+16475550199',
      preferredLanguage: 'fr',
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Augusta' }));
  });

  test('an empty phone is saved as none', async () => {
    context.server.route('PUT', usersApiPaths.users, (request, response) => {
      sendJson(response, 200, { ...ada, phoneNumber: null });
    });
    const onSaved = vi.fn();
    renderForm(onSaved);
    const user = userEvent.setup();
    await user.clear(field(/phone/i));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(JSON.parse(updates()[0]?.body ?? '')).toMatchObject({ phoneNumber: null });
  });

  test('invalid values are refused on the form, in the contract’s words, without a request', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.clear(field(/first name/i));
    await user.clear(field(/phone/i));
    await user.type(field(/phone/i), '12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('First name can not be empty')).toBeInTheDocument();
    expect(screen.getByText(/Phone number must be in E\.164 format/)).toBeInTheDocument();
    expect(field(/first name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(updates()).toHaveLength(0);
  });

  test('a number impossible for its country is refused by the rule the server applies', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.clear(field(/phone/i));
    await user.type(field(/phone/i), '+1416555');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(phoneNumberMessages.notPossible)).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  test('a 400 naming a field shows its message on that field and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    context.server.route('PUT', usersApiPaths.users, (request, response) => {
      sendJson(response, 400, {
        message: 'Invalid request',
        detail: formatValidationDetail([
          { path: ['body', 'phoneNumber'], message: 'This number cannot be reached; try another' },
        ]),
        code: 'validation_failed',
      });
    });
    const onSaved = vi.fn();
    renderForm(onSaved);
    const user = userEvent.setup();
    await user.clear(field(/last name/i));
    await user.type(field(/last name/i), 'King');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('This number cannot be reached; try another'),
    ).toBeInTheDocument();
    expect(field(/phone/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/last name/i)).toHaveValue('King');
    expect(onSaved).not.toHaveBeenCalled();
    expect(context.navigations).toEqual([]);
  });

  test('any other failure is shown above the form, and the values stay', async () => {
    context.server.route('PUT', usersApiPaths.users, (request, response) => {
      sendJson(response, 503, { message: 'Service unavailable, try again shortly' });
    });
    renderForm();
    const user = userEvent.setup();
    await user.clear(field(/first name/i));
    await user.type(field(/first name/i), 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your changes were not saved. Service unavailable, try again shortly',
    );
    expect(field(/first name/i)).toHaveValue('Augusta');
    // The error stays on the form instead of the error screen.
    expect(context.navigations).toEqual([]);
  });

  test('a failure whose code the profile words cover shows those words, not the server’s', async () => {
    context.server.route('PUT', usersApiPaths.users, (request, response) => {
      sendJson(response, 429, {
        message: tooManyRequestsMessage(30),
        code: commonErrorCodes.rateLimited,
      });
    });
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your changes were not saved. ${english.errorRateLimited}`,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(tooManyRequestsMessage(30));
  });

  describe('user name', () => {
    test('is checked on the server when left, and a taken one is named on the field', async () => {
      context.server.route('GET', registrationApiPaths.validateUserName, (request, response) => {
        sendJson(response, 200, {
          valid: true,
          available: false,
          message: registrationMessages.userNameTaken,
        });
      });
      renderForm();
      const user = userEvent.setup();
      await user.type(field(/user name/i), 'ada.l');
      await user.tab();

      expect(await screen.findByText(registrationMessages.userNameTaken)).toBeInTheDocument();
      expect(field(/user name/i)).toHaveAttribute('aria-invalid', 'true');
      expect(userNameChecks()[0]?.url).toContain('userName=ada.l');
    });

    test('is saved trimmed; the user’s own name in another case is not checked again', async () => {
      context.server.route('PUT', usersApiPaths.users, (request, response) => {
        sendJson(response, 200, { ...ada, ...(JSON.parse(request.body) as object) });
      });
      const onSaved = vi.fn();
      const element = (
        <ProfileForm user={{ ...ada, userName: 'ada.l' }} cancelHref="/" onSaved={onSaved} />
      );
      render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />, {
        wrapper: QueryWrapper,
      });
      const user = userEvent.setup();
      await user.clear(field(/user name/i));
      await user.type(field(/user name/i), ' Ada.L ');
      await user.tab();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      await waitFor(() => {
        expect(onSaved).toHaveBeenCalledOnce();
      });
      expect(JSON.parse(updates()[0]?.body ?? '')).toMatchObject({ userName: 'Ada.L' });
      expect(userNameChecks()).toHaveLength(0);
    });

    test('a badly formed one is refused with the rule, without asking the server', async () => {
      renderForm();
      const user = userEvent.setup();
      await user.type(field(/user name/i), '1 ada');
      await user.tab();

      expect(await screen.findByText(userNameRule.description)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(updates()).toHaveLength(0);
      expect(userNameChecks()).toHaveLength(0);
    });

    test('one taken between the check and the save is named on the field, in the profile’s words for its code', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      context.server.route('GET', registrationApiPaths.validateUserName, (request, response) => {
        sendJson(response, 200, { valid: true, available: true });
      });
      context.server.route('PUT', usersApiPaths.users, (request, response) => {
        sendJson(response, 400, {
          message: registrationMessages.userNameTaken,
          detail: `body.userName: ${registrationMessages.userNameTaken}`,
          code: usersErrorCodes.userNameTaken,
        });
      });
      renderForm();
      const user = userEvent.setup();
      await user.type(field(/user name/i), 'ada.l');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByText(english.errorUserNameTaken)).toBeInTheDocument();
      expect(field(/user name/i)).toHaveAccessibleDescription(
        expect.stringContaining(english.errorUserNameTaken),
      );
      expect(field(/user name/i)).toHaveValue('ada.l');
    });
  });
});
