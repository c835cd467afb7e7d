import { useParams } from 'react-router';
import { InterestPage } from '../../../features/broadcast/components/interest-page';
import { broadcastTexts } from '../../../features/broadcast/broadcast-texts';
import { PageHead } from '../../head/page-head';

/** /broadcast/orders/{orderId}/childcare-interest (familyBroadcast.create). */
function ChildcareInterestRoute() {
  const { orderId = '' } = useParams();
  return (
    <>
      <PageHead
        title={broadcastTexts.interest.title}
        description={broadcastTexts.sectionDescription}
        noIndex
      />
      <InterestPage key={orderId} orderId={orderId} />
    </>
  );
}

export { ChildcareInterestRoute as Component };
