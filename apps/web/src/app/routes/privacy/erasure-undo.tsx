import { useSearchParams } from 'react-router';
import { privacyLinkQuery } from '@kinderwait/contract/privacy';
import { paths } from '../../../config/paths';
import { ErasureLinkPage } from '../../../features/privacy/components/erasure-link-page';
import { privacyCatalogue } from '../../../features/privacy/privacy-messages';
import { useErasurePageHead } from '../../../features/privacy/privacy-words';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/**
 * Loads the page's words in the active language before it opens, so they are drawn with it. A
 * failed load is retried when the page renders (it suspends and loads them).
 */
export async function loader(): Promise<null> {
  await loadMessages(privacyCatalogue, activeLanguage()).catch(() => undefined);
  return null;
}

/** /delete-account/undo?token= (public): "Keep my account" from the second deletion email. */
function ErasureUndoRoute() {
  const head = useErasurePageHead('undo');
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <ErasureLinkPage
        kind="undo"
        token={useSearchParams()[0].get(privacyLinkQuery.token) ?? ''}
        signInHref={paths.auth.login.getHref()}
        onConfirmed={() => undefined}
      />
    </>
  );
}

export { ErasureUndoRoute as Component };
