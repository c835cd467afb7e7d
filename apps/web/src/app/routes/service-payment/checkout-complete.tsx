import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import { checkoutIdParam } from '@kinderwait/contract/billing';
import { subscriptionNames } from '@kinderwait/contract/constants';
import { paths } from '../../../config/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { productsKeys } from '../../../api/products/products-keys';
import { subscriptionsKeys } from '../../../api/subscriptions/subscriptions-keys';
import { billingKeys } from '../../../features/billing/api/billing-keys';
import { useCheckoutPayment } from '../../../features/billing/api/get-checkout-payment';
import { useProducts } from '../../../api/products/get-products';
import { CheckoutCompletePage } from '../../../features/billing/components/checkout-complete-page';
import { useBillingHead } from '../../../features/billing/hooks/use-billing-head';
import { loadBillingMessages } from '../../../features/billing/lib/load-billing-messages';
import type { PurchaseState } from '../../../features/billing/components/checkout-complete-page';
import { useCurrentUser } from '../../../features/user-context/api/get-current-user';
import { subscriptionsQueryOptions } from '../../../features/user-context/api/get-subscriptions';
import { activeSubscriptionNames } from '../../../features/user-context/lib/active-subscriptions';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { useProductWords } from '../../../lib/product-names';
import { PageHead } from '../../head/page-head';

/** Loads the billing screen's words in the active language before it opens. */
export const loader = loadBillingMessages;

/** A webhook may land a moment after the browser returns: ask again this often, this many times. */
const recheckMs = 2000;
const rechecks = 15;
/**
 * The purchases that open the voice agent's onboarding
 * (docs/product/voice-agent.md#what-exists-today).
 */
const voiceProducts: ReadonlySet<string> = new Set([
  subscriptionNames.voiceAssistantSetup,
  subscriptionNames.voiceAssistantPhoneNumber,
]);

/**
 * The checkout's success address. What the user pays for is known to the guard through the
 * user-context subscriptions, so those are asked afresh here (billing cannot reach into another
 * feature; this route composes both), until the purchase shows as active. The server adds the
 * checkout's id to the address: its payment says whether it was refused when confirmed (the
 * plan was held already, so it was refunded), and the page never calls a purchase active before
 * that payment is confirmed.
 */
function CheckoutCompleteRoute() {
  const head = useBillingHead();
  // Names are shown in the reader's language; they are matched as the server gives them.
  const words = useProductWords();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const currentUser = useCurrentUser().data;
  const email = currentUser?.email ?? '';
  const products = useProducts(useActiveRole()?.id);
  const product = products.data?.items.find((item) => item.code === search.get('product'));
  const checkoutId = search.get(checkoutIdParam) ?? undefined;
  const payment = useCheckoutPayment(currentUser?.id ?? '', checkoutId, {
    everyMs: recheckMs,
    times: rechecks,
  }).data;

  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setGaveUp(true);
    }, recheckMs * rechecks);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    for (const queryKey of [subscriptionsKeys.all, billingKeys.all, productsKeys.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);

  const subscriptions = useQuery({
    ...subscriptionsQueryOptions(email),
    enabled: email !== '',
    refetchInterval: (query) => {
      const names = activeSubscriptionNames(query.state.data ?? []);
      const found = product !== undefined && names.includes(product.name);
      return found || query.state.dataUpdateCount > rechecks ? false : recheckMs;
    },
  });
  const active = activeSubscriptionNames(subscriptions.data ?? []);
  const confirmed = checkoutId === undefined || payment !== undefined;
  let state: PurchaseState = 'received';
  if (payment !== undefined && payment.refusal !== null) {
    const name =
      product === undefined
        ? payment.lines.map((line) => words.productName(line.productCode, line.name)).join(', ')
        : words.productName(product.code, product.name);
    state = { refused: payment.refusal, name };
  } else if (confirmed && product !== undefined && active.includes(product.name)) {
    state = 'active';
  } else if (!gaveUp) {
    state = 'confirming';
  }

  return (
    <>
      <PageHead title={head.complete.title} description={head.complete.description} noIndex />
      <CheckoutCompletePage
        productName={
          product === undefined ? undefined : words.productName(product.code, product.name)
        }
        state={state}
        next={
          state === 'active' && voiceProducts.has(product?.name ?? '') ? (
            <Link component={RouterLink} to={paths.app.voiceAgentOnboarding.getHref()}>
              {head.voiceOnboarding}
            </Link>
          ) : undefined
        }
      />
    </>
  );
}

export { CheckoutCompleteRoute as Component };
