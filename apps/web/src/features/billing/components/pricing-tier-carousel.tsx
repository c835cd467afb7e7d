import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { productCodes } from '@kinderwait/contract/billing';
import type { Product } from '@kinderwait/contract/billing';
import { errorMessageFor } from '../../../api/error-words';
import { paths } from '../../../config/paths';
import { useCreateCheckout } from '../api/create-checkout';
import { useProducts } from '../../../api/products/get-products';
import { useMessages } from '../../../lib/i18n/use-messages';
import { productName } from '../../../lib/product-names';
import { billingCatalogue } from '../billing-messages';
import { billingErrorWords } from '../lib/billing-words';
import { checkoutBodyFor } from '../lib/checkout-body';
import { Carousel } from './carousel';
import { TierCard } from './tier-card';

/**
 * What the role may buy here. A broadcast is paid for from the broadcast it sends (its order's id
 * goes with the checkout), so it is not sold on its own.
 */
function isOffered(product: Product): boolean {
  return product.available && product.code !== productCodes.broadcastOrder;
}

export interface PricingTierCarouselProps {
  roleId: number | undefined;
  /** Names of the user's active subscriptions: those tiers say the user has them. */
  heldNames?: readonly string[];
}

/**
 * /service-payment/pricing-tier-carousel: what the current role can buy, one tier at a time; a tier
 * the user already has says so and offers its management instead of a second purchase.
 */
export function PricingTierCarousel(props: PricingTierCarouselProps) {
  return (
    <Suspense fallback={null}>
      <PricingTierCarouselContent {...props} />
    </Suspense>
  );
}

function PricingTierCarouselContent({ roleId, heldNames = [] }: PricingTierCarouselProps) {
  const { t, language } = useMessages(billingCatalogue);
  const products = useProducts(roleId);
  const [chosen, setChosen] = useState<string | undefined>();
  const checkout = useCreateCheckout({
    mutationConfig: {
      onSuccess: ({ url }) => {
        window.location.assign(url);
      },
    },
  });
  const buy = (product: Product) => {
    setChosen(product.code);
    checkout.mutate(checkoutBodyFor(product, window.location.origin));
  };
  const busy = checkout.isPending || checkout.isSuccess;

  let body;
  if (products.isPending) {
    body = <CircularProgress aria-label={t('pricingLoading')} sx={{ mt: 4 }} />;
  } else if (products.isError) {
    body = (
      <Alert
        severity="error"
        sx={{ mt: 3 }}
        action={
          <Button color="inherit" onClick={() => void products.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('pricingLoadFailed')}
      </Alert>
    );
  } else {
    const offered = products.data.items.filter(isOffered);
    body =
      offered.length === 0 ? (
        <Typography sx={{ mt: 3 }}>{t('pricingNone')}</Typography>
      ) : (
        <Carousel
          label={t('pricingCarouselLabel')}
          slides={offered.map((product) => ({
            key: product.code,
            name: productName(language, product.code, product.name),
            content: (
              <TierCard
                product={product}
                taxRatePercent={products.data.taxRatePercent}
                onCheckout={buy}
                pending={busy && chosen === product.code}
                disabled={busy}
                held={heldNames.includes(product.name)}
                error={
                  checkout.isError && chosen === product.code
                    ? errorMessageFor(checkout.error, billingErrorWords(t))
                    : undefined
                }
              />
            ),
          }))}
        />
      );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('pricingTitle')}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }}>{t('pricingIntro')}</Typography>
      {body}
      <Typography sx={{ mt: 4 }}>
        <Link component={RouterLink} to={paths.app.paymentHistory.getHref()}>
          {t('pricingHistory')}
        </Link>
      </Typography>
    </Container>
  );
}
