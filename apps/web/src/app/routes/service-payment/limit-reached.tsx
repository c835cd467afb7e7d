import { useSearchParams } from 'react-router';
import { parseLimitReachedDetail } from '@kinderwait/contract/usage';
import { LimitReachedPage } from '../../../features/billing/components/limit-reached-page';
import { useBillingHead } from '../../../features/billing/hooks/use-billing-head';
import { loadBillingMessages } from '../../../features/billing/lib/load-billing-messages';
import { PageHead } from '../../head/page-head';

/** Loads the billing screen's words in the active language before it opens. */
export const loader = loadBillingMessages;

/**
 * /service-payment/limit-reached (docs/product/billing.md#limit-reached): the HTTP client comes
 * here on a 402 limit_reached with the answer's `detail` ("usage.<kind>: renews at <ISO>"); it is
 * read back through the contract's parser, so a hand-edited address shows the general words instead
 * of a wrong date.
 */
function LimitReachedRoute() {
  const head = useBillingHead().limit;
  const [search] = useSearchParams();
  const limit = parseLimitReachedDetail(search.get('detail') ?? undefined);
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <LimitReachedPage limit={limit} />
    </>
  );
}

export { LimitReachedRoute as Component };
