import { useNavigate, useSearchParams } from 'react-router';
import type { ChildInfo } from '@kinderwait/contract/children';
import { paths } from '../../config/paths';
import { childrenTexts } from '../../features/children/children-texts';
import { ChildEnrollmentPage } from '../../features/children/components/child-enrollment-page';
import { notify } from '../../stores/notification-store';
import { PageHead } from '../head/page-head';

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

  const onSaved = (child: ChildInfo, created: boolean) => {
    const texts = childrenTexts.form;
    notify({
      message: created ? texts.createdNotice(child.firstName) : texts.savedNotice(child.firstName),
    });
    void navigate(created ? paths.app.waitlistWizard.getHref(child.id) : listHref);
  };

  return (
    <>
      <PageHead
        title={childId === undefined ? childrenTexts.form.newTitle : childrenTexts.form.editTitle}
        description={childrenTexts.form.newPageDescription}
        noIndex
      />
      <ChildEnrollmentPage childId={childId} listHref={listHref} onSaved={onSaved} />
    </>
  );
}

export { ChildEnrollmentRoute as Component };
