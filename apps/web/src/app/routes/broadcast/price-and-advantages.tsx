import { PriceAndAdvantagesPage } from '../../../features/broadcast/components/price-and-advantages-page';
import { broadcastTexts } from '../../../features/broadcast/broadcast-texts';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';

/** /broadcast/price-and-advantages (familyBroadcast.create). */
function PriceAndAdvantagesRoute() {
  const role = useActiveRole();
  return (
    <>
      <PageHead
        title={broadcastTexts.price.title}
        description={broadcastTexts.sectionDescription}
        noIndex
      />
      <PriceAndAdvantagesPage roleId={role?.id} />
    </>
  );
}

export { PriceAndAdvantagesRoute as Component };
