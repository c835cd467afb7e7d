import { useQuery } from '@tanstack/react-query';
import { PricingTierCarousel } from '../../../features/billing/components/pricing-tier-carousel';
import { useBillingHead } from '../../../features/billing/hooks/use-billing-head';
import { loadBillingMessages } from '../../../features/billing/lib/load-billing-messages';
import { useCurrentUser } from '../../../features/user-context/api/get-current-user';
import { subscriptionsQueryOptions } from '../../../features/user-context/api/get-subscriptions';
import { activeSubscriptionNames } from '../../../features/user-context/lib/active-subscriptions';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';

/** Loads the billing screen's words in the active language before it opens. */
export const loader = loadBillingMessages;

/**
 * /service-payment/pricing-tier-carousel (docs/product/billing.md#plans-screen): the tiers of the
 * active role, each marked when the user already has it (their active subscriptions, from the
 * user context: billing cannot reach into another feature, so this route composes both).
 */
function PricingTierCarouselRoute() {
  const head = useBillingHead().pricing;
  const roleId = useActiveRole()?.id;
  const email = useCurrentUser().data?.email ?? '';
  const subscriptions = useQuery({ ...subscriptionsQueryOptions(email), enabled: email !== '' });
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <PricingTierCarousel
        roleId={roleId}
        heldNames={activeSubscriptionNames(subscriptions.data ?? [])}
      />
    </>
  );
}

export { PricingTierCarouselRoute as Component };
