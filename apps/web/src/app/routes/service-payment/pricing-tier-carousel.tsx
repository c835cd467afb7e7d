import { PricingTierCarousel } from '../../../features/billing/components/pricing-tier-carousel';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';

/**
 * /service-payment/pricing-tier-carousel (docs/product/billing.md#plans-screen): the tiers of the
 * active role.
 */
function PricingTierCarouselRoute() {
  const roleId = useActiveRole()?.id;
  return (
    <>
      <PageHead title="Plans and add-ons" description="What KinderWait sells, with HST." noIndex />
      <PricingTierCarousel roleId={roleId} />
    </>
  );
}

export { PricingTierCarouselRoute as Component };
