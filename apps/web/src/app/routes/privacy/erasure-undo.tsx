import { useSearchParams } from 'react-router';
import { privacyLinkQuery } from '@kinderwait/contract/privacy';
import { paths } from '../../../config/paths';
import { ErasureLinkPage } from '../../../features/privacy/components/erasure-link-page';
import { privacyTexts } from '../../../features/privacy/privacy-texts';
import { PageHead } from '../../head/page-head';

/** /delete-account/undo?token= (public): "Keep my account" from the second deletion email. */
function ErasureUndoRoute() {
  return (
    <>
      <PageHead
        title={privacyTexts.undoPageTitle}
        description={privacyTexts.undoPageText}
        noIndex
      />
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
