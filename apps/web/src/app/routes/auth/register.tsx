import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { RegisterPage } from '../../../features/auth/components/register-page';
import { readToken } from '../../../lib/storage';
import { PageHead } from '../../head/page-head';
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

function RegisterRoute() {
  const head = useAuthPageHead('register');
  if (readToken() !== null) return <Navigate to={paths.app.home.getHref()} replace />;
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <RegisterPage />
    </>
  );
}

export { RegisterRoute as Component };
