import { useSearchParams } from 'react-router';
import { privacyLinkQuery } from '@kinderwait/contract/privacy';
import { paths } from '../../../config/paths';
import { ErasureLinkPage } from '../../../features/privacy/components/erasure-link-page';
import { privacyCatalogue } from '../../../features/privacy/privacy-messages';
import { useErasurePageHead } from '../../../features/privacy/privacy-words';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { queryClient } from '../../../lib/query-client';
import { removeToken } from '../../../lib/storage';
import { PageHead } from '../../head/page-head';

/**
 * Loads the page's words in the active language before it opens, so they are drawn with it. A
 * failed load is retried when the page renders (it suspends and loads them).
 */
export async function loader(): Promise<null> {
  await loadMessages(privacyCatalogue, activeLanguage()).catch(() => undefined);
  return null;
}

/**
 * /delete-account/confirm?token= (public): the deletion email's page. Once confirmed, the
 * browser forgets the closed account's session.
 */
function ErasureConfirmRoute() {
  const [search] = useSearchParams();
  const head = useErasurePageHead('confirm');
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
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
