import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { bottomTabBarHeight } from '../../../features/navigation/components/bottom-tab-bar';
import { MatchesPage } from '../../../features/childcare-matches/components/matches-page';
import { matchesTexts } from '../../../features/childcare-matches/childcare-matches-texts';
import { keepSendingResult } from '../../../features/childcare-matches/lib/sending-result';
import type { SendingResult } from '../../../features/childcare-matches/lib/sending-result';
import { PageHead } from '../../head/page-head';

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
      <PageHead title={matchesTexts.pageTitle} description={matchesTexts.pageDescription} noIndex />
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
