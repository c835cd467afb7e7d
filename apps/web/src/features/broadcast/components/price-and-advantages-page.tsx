import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { productCodes } from '@kinderwait/contract/billing';
import { brand } from '@kinderwait/contract/brand';
import { broadcastLimits } from '@kinderwait/contract/broadcast';
import { paths } from '../../../config/paths';
import { useProducts } from '../../../api/products/get-products';
import { usageQueryOptions } from '../../../api/usage/get-usage';
import { useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import { moneyWords } from '../lib/broadcast-format';

/**
 * /broadcast/price-and-advantages (familyBroadcast.create): what a broadcast does, its price (the
 * `broadcast-order` product, with HST) and the broadcasts left this month (usage counters), and
 * the way in.
 */
export function PriceAndAdvantagesPage({ roleId }: { roleId: number | undefined }) {
  return (
    <Suspense fallback={null}>
      <PriceAndAdvantagesContent roleId={roleId} />
    </Suspense>
  );
}

function PriceAndAdvantagesContent({ roleId }: { roleId: number | undefined }) {
  const messages = useMessages(broadcastCatalogue);
  const { t, intl } = messages;
  const products = useProducts(roleId);
  const usage = useQuery(usageQueryOptions());
  const product = products.data?.items.find((item) => item.code === productCodes.broadcastOrder);
  const allowance = usage.data?.items.find((item) => item.kind === 'broadcast');

  let price;
  if (product !== undefined && products.data !== undefined) {
    price = (
      <Typography>
        {t('priceLine', {
          total: moneyWords(messages, product.totalAmount),
          beforeTax: moneyWords(messages, product.unitAmount),
          taxLabel: t('priceTaxName', {
            rate: intl.formatNumber(products.data.taxRatePercent / 100, {
              style: 'percent',
              maximumFractionDigits: 3,
            }),
          }),
          tax: moneyWords(messages, product.taxAmount),
        })}
      </Typography>
    );
  } else if (products.isPending) {
    price = <CircularProgress aria-label={t('priceLoading')} size={28} />;
  } else {
    price = <Typography color="error">{t('priceFailed')}</Typography>;
  }

  let left;
  if (allowance !== undefined) {
    left = (
      <Typography>
        {allowance.remaining > 0
          ? t('priceAllowanceLeft', { remaining: allowance.remaining, limit: allowance.limit })
          : allowance.limit === 0
            ? t('priceAllowanceNoneIncluded')
            : t('priceAllowanceUsed', { limit: allowance.limit })}
      </Typography>
    );
  } else if (usage.isPending) {
    left = <CircularProgress aria-label={t('priceAllowanceLoading')} size={28} />;
  } else {
    left = null;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('priceTitle')}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>
        {t('priceIntro', { productName: brand.productName })}
      </Typography>
      <Box component="section" aria-labelledby="broadcast-advantages" sx={{ mt: 3 }}>
        <Typography id="broadcast-advantages" component="h2" variant="h6">
          {t('priceAdvantagesHeading')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {[
            t('priceAdvantageReach'),
            t('priceAdvantagePrivacy'),
            t('priceAdvantageChoose'),
            t('priceAdvantageOpen', { days: broadcastLimits.openDays }),
          ].map((line) => (
            <Typography component="li" key={line} sx={{ mb: 0.5 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Paper
          component="section"
          aria-labelledby="broadcast-price"
          variant="outlined"
          sx={{ p: 2, flex: 1 }}
        >
          <Typography id="broadcast-price" component="h2" variant="h6">
            {t('priceHeading')}
          </Typography>
          {price}
        </Paper>
        <Paper
          component="section"
          aria-labelledby="broadcast-allowance"
          variant="outlined"
          sx={{ p: 2, flex: 1 }}
        >
          <Typography id="broadcast-allowance" component="h2" variant="h6">
            {t('priceAllowanceHeading')}
          </Typography>
          {left}
        </Paper>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, alignItems: { sm: 'center' } }}
      >
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={paths.app.broadcastSelectChild.getHref()}
        >
          {t('priceStart')}
        </Button>
        <Link component={RouterLink} to={paths.app.broadcastOrders.getHref()}>
          {t('priceOrdersLink')}
        </Link>
        <Link component={RouterLink} to={paths.app.broadcastInvitations.getHref()}>
          {t('priceInvitationsLink')}
        </Link>
      </Stack>
    </Container>
  );
}
