import { useNavigate, useParams } from 'react-router';
import { FilterSelectionPage } from '../../../features/broadcast/components/filter-selection-page';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { loadBroadcastMessages } from '../../../features/broadcast/lib/load-broadcast-messages';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';

/** Loads the broadcast screens' words in the active language before the screen opens. */
export const loader = loadBroadcastMessages;

/** /broadcast/filter-selection/{childId} (familyBroadcast.create): choose, count, create, pay. */
function FilterSelectionRoute() {
  const head = useBroadcastHead().section;
  const { childId = '' } = useParams();
  const role = useActiveRole();
  const navigate = useNavigate();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
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
