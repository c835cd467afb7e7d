import { useSearchParams } from 'react-router';
import { privacyLinkQuery } from '@kinderwait/contract/privacy';
import { paths } from '../../../config/paths';
import { ErasureLinkPage } from '../../../features/privacy/components/erasure-link-page';
import { privacyTexts } from '../../../features/privacy/privacy-texts';
import { queryClient } from '../../../lib/query-client';
import { removeToken } from '../../../lib/storage';
import { PageHead } from '../../head/page-head';

/**
 * /delete-account/confirm?token= (public): the deletion email's page. Once confirmed, the
 * browser forgets the closed account's session.
 */
function ErasureConfirmRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <PageHead
        title={privacyTexts.confirmPageTitle}
        description={privacyTexts.confirmPageText}
        noIndex
      />
      <ErasureLinkPage
        kind="confirm"
        token={search.get(privacyLinkQuery.token) ?? ''}
        signInHref={paths.auth.login.getHref()}
        onConfirmed={() => {
          removeToken();
          queryClient.clear();
        }}
      />
    </>
  );
}

export { ErasureConfirmRoute as Component };
