import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import { productCodes } from '@kinderwait/contract/billing';
import { usageErrorCodes } from '@kinderwait/contract/usage';
import { apiErrorCodeOf, errorMessageFor } from '../../../api/error-words';
import type { ErrorWords } from '../../../api/error-words';
import { useProducts } from '../../../api/products/get-products';
import { usageQueryOptions } from '../../../api/usage/get-usage';
import { useOpenBroadcastCheckout } from '../api/open-broadcast-checkout';
import { usePayWithAllowance } from '../api/pay-with-allowance';
import { useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import { broadcastErrorWords, moneyWords } from '../lib/broadcast-format';

export interface PayStepProps {
  /** The unpaid order (a family or a spot broadcast). */
  order: BroadcastOrder;
  /** The active role, whose products (and price) are shown. */
  roleId: number | undefined;
  /** Paid from the allowance: the order as the server answered it (sending). */
  onPaid: (order: BroadcastOrder) => void;
  /** The words of the screen's calls (a spot broadcast's "reaches no one" differs). */
  errorWords?: ErrorWords;
  /** The heading's level on the screen that shows the step. */
  headingComponent?: 'h2' | 'h3';
}

/**
 * Paying an order (docs/product/broadcast.md#payment), for both kinds of broadcast: with one of
 * this month's broadcasts while the plan has some left ("Use 1 of your N broadcasts this month"),
 * else through checkout's `broadcast-order` product ("Pay $X", the total with HST), which leaves
 * for the payment page and comes back to the order's page. A 402 limit_reached (the allowance was
 * spent meanwhile) turns the step to paying.
 */
export function PayStep({
  order,
  roleId,
  onPaid,
  errorWords,
  headingComponent = 'h2',
}: PayStepProps) {
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  const usage = useQuery(usageQueryOptions());
  const products = useProducts(roleId);
  const pay = usePayWithAllowance();
  const checkout = useOpenBroadcastCheckout();
  const [spent, setSpent] = useState(false);

  const item = usage.data?.items.find((entry) => entry.kind === 'broadcast');
  const remaining = item?.remaining;
  const product = products.data?.items.find((entry) => entry.code === productCodes.broadcastOrder);
  const usageUnknown = usage.isError || (usage.isSuccess && item === undefined);
  const allowanceLeft = !spent && ((remaining !== undefined && remaining > 0) || usageUnknown);
  const mustPay = spent || remaining === 0 || usageUnknown;
  const busy = pay.isPending || checkout.isPending || checkout.isSuccess;
  const failure =
    pay.isError && apiErrorCodeOf(pay.error) !== usageErrorCodes.limitReached
      ? pay.error
      : checkout.isError
        ? checkout.error
        : null;

  return (
    <Stack component="section" aria-labelledby={`pay-${order.id}`} spacing={2}>
      <Typography id={`pay-${order.id}`} component={headingComponent} variant="h6">
        {t('payHeading')}
      </Typography>
      {usage.isPending ? (
        <CircularProgress aria-label={t('priceAllowanceLoading')} size={28} />
      ) : null}
      {mustPay && remaining === 0 ? <Typography>{t('payNoneLeft')}</Typography> : null}
      {spent ? (
        <Alert severity="info" role="status">
          {t('payNoneLeft')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        {allowanceLeft ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => {
              pay.mutate(order.id, {
                onSuccess: onPaid,
                onError: (error) => {
                  if (apiErrorCodeOf(error) === usageErrorCodes.limitReached) setSpent(true);
                },
              });
            }}
          >
            {pay.isPending
              ? t('sending')
              : remaining === undefined
                ? t('payUseAllowanceUnknown')
                : t('payUseAllowance', { remaining })}
          </Button>
        ) : null}
        {mustPay && product !== undefined ? (
          <Button
            variant={allowanceLeft ? 'outlined' : 'contained'}
            disabled={busy}
            onClick={() => {
              checkout.mutate(order.id);
            }}
          >
            {checkout.isPending || checkout.isSuccess
              ? t('payCheckingOut')
              : t('payPrice', { total: moneyWords(messages, product.totalAmount) })}
          </Button>
        ) : null}
        {mustPay && product === undefined && products.isPending ? (
          <CircularProgress aria-label={t('priceLoading')} size={28} />
        ) : null}
      </Stack>
      {products.isError && mustPay ? <Alert severity="error">{t('priceFailed')}</Alert> : null}
      {failure === null ? null : (
        <Alert severity="error" role="alert">
          {t('failedWithReason', {
            failed: t('payFailed'),
            reason: errorMessageFor(failure, errorWords ?? broadcastErrorWords(messages)),
          })}
        </Alert>
      )}
    </Stack>
  );
}
