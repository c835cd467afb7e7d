import { useNavigate, useParams } from 'react-router';
import { FilterSelectionPage } from '../../../features/broadcast/components/filter-selection-page';
import { broadcastTexts } from '../../../features/broadcast/broadcast-texts';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';
import { availabilityPickerCatalogue } from '../../../components/availability-picker/availability-picker-messages';
import { careFiltersCatalogue } from '../../../components/care-filters/care-filters-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';

/** Loads the filters' and the availability picker's words before the page opens. */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  await Promise.all(
    [careFiltersCatalogue, availabilityPickerCatalogue].map((catalogue) =>
      loadMessages(catalogue, language).catch(() => undefined),
    ),
  );
  return null;
}

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
