import { Navigate } from 'react-router';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../../config/paths';
import { RegisterPage } from '../../../features/auth/components/register-page';
import { readToken } from '../../../lib/storage';
import { PageHead } from '../../head/page-head';

function RegisterRoute() {
  if (readToken() !== null) return <Navigate to={paths.app.home.getHref()} replace />;
  return (
    <>
      <PageHead
        title="Create your account"
        description={`Create a free ${brand.productName} account with your name and email.`}
      />
      <RegisterPage />
    </>
  );
}

export { RegisterRoute as Component };
