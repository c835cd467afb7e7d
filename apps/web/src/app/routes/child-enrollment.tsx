import { useNavigate, useSearchParams } from 'react-router';
import type { ChildInfo } from '@kinderwait/contract/children';
import { paths } from '../../config/paths';
import { locationCatalogue } from '../../components/location/location-messages';
import { childrenCatalogue } from '../../features/children/children-messages';
import { useChildrenRouteWords } from '../../features/children/children-words';
import { activeLanguage } from '../../lib/i18n/active-language';
import { loadMessages } from '../../lib/i18n/use-messages';
import { ChildEnrollmentPage } from '../../features/children/components/child-enrollment-page';
import { notify } from '../../stores/notification-store';
import { PageHead } from '../head/page-head';

/**
 * Loads the screen's words in the active language before it opens (the form's map's words too),
 * so they are drawn with it. A failed load is retried when the screen renders.
 */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  await Promise.all(
    [childrenCatalogue, locationCatalogue].map((catalogue) =>
      loadMessages(catalogue, language).catch(() => undefined),
    ),
  );
  return null;
}

/**
 * /child-enrollment (docs/product/waitlist.md#the-child-information-form), for roles holding
 * child.create: a new child, or `?childId=` to edit one. A new child goes on to the waitlist wizard
 * for that child (the next thing a parent does with a child); an edited one goes back to the list.
 * Both with a notice.
 */
function ChildEnrollmentRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const childId = searchParams.get('childId') ?? undefined;
  const listHref = paths.app.waitlistChildren.getHref();
  const words = useChildrenRouteWords();

  const onSaved = (child: ChildInfo, created: boolean) => {
    notify({
      message: created ? words.createdNotice(child.firstName) : words.savedNotice(child.firstName),
    });
    void navigate(created ? paths.app.waitlistWizard.getHref(child.id) : listHref);
  };

  return (
    <>
      <PageHead
        title={childId === undefined ? words.newTitle : words.editTitle}
        description={words.newPageDescription}
        noIndex
      />
      <ChildEnrollmentPage childId={childId} listHref={listHref} onSaved={onSaved} />
    </>
  );
}

export { ChildEnrollmentRoute as Component };
