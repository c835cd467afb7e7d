import { paths } from '../../../config/paths';
import { childrenTexts } from '../../../features/children/children-texts';
import type { ChildLinks } from '../../../features/children/components/child-card';
import { ChildrenListPage } from '../../../features/children/components/children-list-page';
import { PageHead } from '../../head/page-head';

const links: ChildLinks = {
  wizard: (childId) => paths.app.waitlistWizard.getHref(childId),
  matches: (childId) => paths.app.childcareProviders.getHref(childId),
  edit: (childId) => paths.app.childEnrollment.getHref(childId),
  requests: (childId) => paths.app.childcareRequests.getHref(childId),
};

/**
 * /waitlist/children (docs/product/waitlist.md#the-children-list), for roles holding
 * waitlistTicket.create. No route loader: a loader runs beside the guard's permission check, and
 * GET /api/children from a role without the permission would be a 403, which ends the session
 * (docs/product/errors.md#lost-session).
 */
function WaitlistChildrenRoute() {
  return (
    <>
      <PageHead
        title={childrenTexts.list.pageTitle}
        description={childrenTexts.list.pageDescription}
        noIndex
      />
      <ChildrenListPage
        links={links}
        addHref={paths.app.childEnrollment.getHref()}
        requestsHref={paths.app.childcareRequests.getHref()}
      />
    </>
  );
}

export { WaitlistChildrenRoute as Component };
