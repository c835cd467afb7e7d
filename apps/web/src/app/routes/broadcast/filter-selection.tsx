import { useNavigate, useParams } from 'react-router';
import { FilterSelectionPage } from '../../../features/broadcast/components/filter-selection-page';
import { broadcastTexts } from '../../../features/broadcast/broadcast-texts';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';

/** /broadcast/filter-selection/{childId} (familyBroadcast.create): choose, count, create, pay. */
function FilterSelectionRoute() {
  const { childId = '' } = useParams();
  const role = useActiveRole();
  const navigate = useNavigate();
  return (
    <>
      <PageHead
        title={broadcastTexts.sectionTitle}
        description={broadcastTexts.sectionDescription}
        noIndex
      />
      <FilterSelectionPage
        key={childId}
        childId={childId}
        roleId={role?.id}
        onPaid={(order) => {
          void navigate(paths.app.broadcastOrder.getHref(order.id));
        }}
      />
    </>
  );
}

export { FilterSelectionRoute as Component };
