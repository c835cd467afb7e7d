import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';
import { paths } from '../../../config/paths';
import { childrenCatalogue } from '../../../features/children/children-messages';
import { useChildrenRouteWords } from '../../../features/children/children-words';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
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
 * Loads only the screen's words (no API call): a loader runs beside the guard's permission check,
 * and GET /api/children from a role without the permission would be a 403, which ends the session
 * (docs/product/errors.md#lost-session).
 */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  await Promise.all(
    [childrenCatalogue, ageWordsCatalogue].map((catalogue) =>
      loadMessages(catalogue, language).catch(() => undefined),
    ),
  );
  return null;
}

/**
 * /waitlist/children (docs/product/waitlist.md#the-children-list), for roles holding
 * waitlistTicket.create.
 */
function WaitlistChildrenRoute() {
  const words = useChildrenRouteWords();
  return (
    <>
      <PageHead title={words.listPageTitle} description={words.listPageDescription} noIndex />
      <ChildrenListPage
        links={links}
        addHref={paths.app.childEnrollment.getHref()}
        requestsHref={paths.app.childcareRequests.getHref()}
      />
    </>
  );
}

export { WaitlistChildrenRoute as Component };
