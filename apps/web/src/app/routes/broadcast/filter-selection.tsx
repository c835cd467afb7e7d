import { useNavigate, useParams } from 'react-router';
import { FilterSelectionPage } from '../../../features/broadcast/components/filter-selection-page';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { broadcastCatalogue } from '../../../features/broadcast/broadcast-messages';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';
import { availabilityPickerCatalogue } from '../../../components/availability-picker/availability-picker-messages';
import { careFiltersCatalogue } from '../../../components/care-filters/care-filters-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';

/** Loads the broadcast's, the filters' and the availability picker's words before the page opens. */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  await Promise.all(
    [broadcastCatalogue, careFiltersCatalogue, availabilityPickerCatalogue].map((catalogue) =>
      loadMessages(catalogue, language).catch(() => undefined),
    ),
  );
  return null;
}

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
