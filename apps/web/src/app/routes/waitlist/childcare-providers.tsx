import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { bottomTabBarHeight } from '../../../features/navigation/components/bottom-tab-bar';
import {
  MatchesPage,
  matchesPageHead,
} from '../../../features/childcare-matches/components/matches-page';
import { childcareMatchesCatalogue } from '../../../features/childcare-matches/childcare-matches-messages';
import { keepSendingResult } from '../../../features/childcare-matches/lib/sending-result';
import type { SendingResult } from '../../../features/childcare-matches/lib/sending-result';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages, useMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the matches' words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(childcareMatchesCatalogue, activeLanguage());
  } catch {
    // The page suspends and loads them again.
  }
  return null;
}

function MatchesHead() {
  return <PageHead {...matchesPageHead(useMessages(childcareMatchesCatalogue))} noIndex />;
}

/**
 * /waitlist/children/{childId}/childcare-providers (docs/product/waitlist.md#the-providers-list):
 * the child's matches. A send lands on the sending result page with the outcome in the router's
 * state (and kept in this tab for a reload).
 */
function ChildcareProvidersRoute() {
  const { childId } = useParams();
  const navigate = useNavigate();
  if (childId === undefined) return <Navigate to={paths.app.waitlistChildren.getHref()} replace />;

  const onSent = (result: SendingResult) => {
    keepSendingResult(result);
    void navigate(paths.app.childcareRequestSendingResult.getHref(), { state: result });
  };
  return (
    <>
      <Suspense fallback={null}>
        <MatchesHead />
      </Suspense>
      <MatchesPage
        key={childId}
        childId={childId}
        onSent={onSent}
        bottomInsetPx={bottomTabBarHeight}
      />
    </>
  );
}

export { ChildcareProvidersRoute as Component };
