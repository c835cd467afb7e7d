import { PriceAndAdvantagesPage } from '../../../features/broadcast/components/price-and-advantages-page';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { loadBroadcastMessages } from '../../../features/broadcast/lib/load-broadcast-messages';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';

/** Loads the broadcast screens' words in the active language before the screen opens. */
export const loader = loadBroadcastMessages;

/** /broadcast/price-and-advantages (familyBroadcast.create). */
function PriceAndAdvantagesRoute() {
  const head = useBroadcastHead().price;
  const role = useActiveRole();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <PriceAndAdvantagesPage roleId={role?.id} />
    </>
  );
}

export { PriceAndAdvantagesRoute as Component };
