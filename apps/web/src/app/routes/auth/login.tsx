import { Navigate } from 'react-router';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../../config/paths';
import { LoginPage } from '../../../features/auth/components/login-page';
import { readToken } from '../../../lib/storage';
import { PageHead } from '../../head/page-head';

/** The sign-in screen the route guard sends signed-out users to; a signed-in user goes home. */
function LoginRoute() {
  if (readToken() !== null) return <Navigate to={paths.app.home.getHref()} replace />;
  return (
    <>
      <PageHead
        title="Sign in"
        description={`Sign in to ${brand.productName} with a link sent to your email.`}
      />
      <LoginPage />
    </>
  );
}

export { LoginRoute as Component };
