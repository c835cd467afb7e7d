import { useQuery } from '@tanstack/react-query';
import Container from '@mui/material/Container';
import { useProducts } from '../../../api/products/get-products';
import { SubscriptionsSection } from '../../../features/billing/components/subscriptions-section';
import { subscriptionsQueryOptions } from '../../../features/user-context/api/get-subscriptions';
import { useActiveRole } from '../../../features/user-context/user-context-store';

/**
 * The profile's subscriptions: the list is the user context's (the guard reads the same query), the
 * actions are billing's, which ask the list again after a change, so the guard sees it too.
 */
export function ProfileSubscriptions({ email }: { email: string }) {
  const subscriptions = useQuery(subscriptionsQueryOptions(email));
  const products = useProducts(useActiveRole()?.id);
  if (subscriptions.data === undefined) return null;
  return (
    <Container maxWidth="md" sx={{ pb: { xs: 4, md: 7 } }}>
      <SubscriptionsSection
        subscriptions={subscriptions.data}
        customerPortal={products.data?.customerPortal ?? false}
      />
    </Container>
  );
}
