import { useParams } from 'react-router';
import { InterestPage } from '../../../features/broadcast/components/interest-page';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { loadBroadcastMessages } from '../../../features/broadcast/lib/load-broadcast-messages';
import { PageHead } from '../../head/page-head';

/** Loads the broadcast screens' words in the active language before the screen opens. */
export const loader = loadBroadcastMessages;

/** /broadcast/orders/{orderId}/childcare-interest (familyBroadcast.create). */
function ChildcareInterestRoute() {
  const head = useBroadcastHead().interest;
  const { orderId = '' } = useParams();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <InterestPage key={orderId} orderId={orderId} />
    </>
  );
}

export { ChildcareInterestRoute as Component };
