import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { signInLinkQuery } from '@kinderwait/contract/sign-in';
import { ConfirmationPage } from '../../../features/auth/components/confirmation-page';
import { pathAfterSignIn } from '../../../features/onboarding/lib/path-after-sign-in';
import { fetchCurrentUser } from '../../../features/user-context/api/get-current-user';
import { PageHead } from '../../head/page-head';
import { clearSignedInState } from '../signed-in/session-state';
import { authCatalogue } from '../../../features/auth/auth-messages';
import { useAuthPageHead } from '../../../features/auth/hooks/use-auth-page-head';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { loadValidationWords } from '../../../components/form/validation-loader';

/**
 * Loads the sign-in screens' words in the active language before the screen opens, so the form is
 * drawn with the page. A failed load is retried when the page renders (it suspends and loads them).
 */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  await Promise.all([loadMessages(authCatalogue, language), loadValidationWords(language)]).catch(
    () => undefined,
  );
  return null;
}

/**
 * /auth/confirmation?userId=&etoken= : validates the emailed link; once the token is stored, the
 * state of any earlier session (its role above all) is cleared and the user goes on.
 */
function ConfirmationRoute() {
  const head = useAuthPageHead('confirmation');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const onSignedIn = useCallback(async () => {
    clearSignedInState();
    const user = await fetchCurrentUser({ force: true });
    await navigate(pathAfterSignIn(user), { replace: true });
  }, [navigate]);

  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <ConfirmationPage
        userId={search.get(signInLinkQuery.userId)}
        etoken={search.get(signInLinkQuery.etoken)}
        onSignedIn={onSignedIn}
      />
    </>
  );
}

export { ConfirmationRoute as Component };
