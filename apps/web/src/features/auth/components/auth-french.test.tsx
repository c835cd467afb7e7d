import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { privacyErrorCodes } from '@kinderwait/contract/privacy';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { loadValidationWords } from '../../../components/form/validation-loader';
import { setupApiTestContext } from '../../../test/api-test-context';
import { englishLeft } from '../../../test/english-left';
import { sendJson } from '../../../test/http-test-server';
import { authCatalogue } from '../auth-messages';
import { useAuthPageHead } from '../hooks/use-auth-page-head';
import english from '../messages/auth.en';
import { ConfirmationPage } from './confirmation-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { renderInFrench } from '../../../test/render-in-french';

const context = setupApiTestContext();

beforeAll(() => Promise.all([loadMessages(authCatalogue, 'fr'), loadValidationWords('fr')]));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the sign-in screens in French', () => {
  test('sign in asks for the email in French, with the form rule in French, then says to check the inbox', async () => {
    context.server.route('POST', signInApiPaths.magicLinks, (_request, response) => {
      sendJson(response, 200, { success: true, message: 'Sent' });
    });
    const user = userEvent.setup();
    await renderInFrench(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'M’envoyer un lien de connexion' }));
    expect(await screen.findByText('Le champ « Courriel » est obligatoire')).toBeVisible();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Courriel/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'M’envoyer un lien de connexion' }));
    expect(await screen.findByRole('heading', { name: 'Vérifiez vos courriels' })).toBeVisible();
    expect(document.body).toHaveTextContent(
      'Nous avons envoyé un lien à ada@example.com. Ouvrez-le sur cet appareil pour vous connecter. Le lien ne fonctionne qu’une fois et expire dans 15 minutes.',
    );
    expect(screen.getByText('ada@example.com').tagName).toBe('STRONG');
    expect(
      screen.getByRole('button', { name: 'Utiliser une autre adresse courriel' }),
    ).toBeVisible();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
  });

  test('register names its fields and its button in French', async () => {
    await renderInFrench(<RegisterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Votre nom/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
  });

  test('a closed account’s link says, in French, in how many days it is deleted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    context.server.route('POST', signInApiPaths.validateMagicLink, (_request, response) => {
      sendJson(response, 400, { code: privacyErrorCodes.accountClosed, message: 'Closed.' });
    });
    await renderInFrench(
      <ConfirmationPage userId="user-fr" etoken="etoken-fr" onSignedIn={() => Promise.resolve()} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Votre compte est en cours de suppression' }),
    ).toBeVisible();
    expect(document.body).toHaveTextContent(
      /Il sera supprimé \d+ jours après votre confirmation\./,
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
  });

  test('the routes’ heads are in French too', () => {
    const { result } = renderHook(() => useAuthPageHead('login'), {
      wrapper: ({ children }) => <I18nProvider language="fr">{children}</I18nProvider>,
    });
    expect(result.current).toEqual({
      title: 'Se connecter',
      description: 'Connectez-vous à KinderWait avec un lien envoyé à votre adresse courriel.',
    });
  });
});
