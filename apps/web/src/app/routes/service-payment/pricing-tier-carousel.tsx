import { useQuery } from '@tanstack/react-query';
import { PricingTierCarousel } from '../../../features/billing/components/pricing-tier-carousel';
import { useCurrentUser } from '../../../features/user-context/api/get-current-user';
import { subscriptionsQueryOptions } from '../../../features/user-context/api/get-subscriptions';
import { activeSubscriptionNames } from '../../../features/user-context/lib/active-subscriptions';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';

/**
 * /service-payment/pricing-tier-carousel (docs/product/billing.md#plans-screen): the tiers of the
 * active role, each marked when the user already has it (their active subscriptions, from the
 * user context: billing cannot reach into another feature, so this route composes both).
 */
function PricingTierCarouselRoute() {
  const roleId = useActiveRole()?.id;
  const email = useCurrentUser().data?.email ?? '';
  const subscriptions = useQuery({ ...subscriptionsQueryOptions(email), enabled: email !== '' });
  return (
    <>
      <PageHead title="Plans and add-ons" description="What KinderWait sells, with HST." noIndex />
      <PricingTierCarousel
        roleId={roleId}
        heldNames={activeSubscriptionNames(subscriptions.data ?? [])}
      />
    </>
  );
}

export { PricingTierCarouselRoute as Component };
