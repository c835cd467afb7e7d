import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@kinderwait/contract/users';
import { errorMessageFor } from '../../../api/error-words';
import { paths } from '../../../config/paths';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useOpenCustomerPortal } from '../api/open-customer-portal';
import { useResumeSubscription } from '../api/resume-subscription';
import { useMessages } from '../../../lib/i18n/use-messages';
import { productName } from '../../../lib/product-names';
import { billingCatalogue } from '../billing-messages';
import type { BillingMessages } from '../billing-messages';
import { billingErrorWords, dateTimeWords } from '../lib/billing-words';

export interface SubscriptionsSectionProps {
  subscriptions: readonly Subscription[];
  /** Stripe's customer portal can manage them (GET /api/products says so). */
  customerPortal: boolean;
}

function periodText(messages: BillingMessages, subscription: Subscription): string {
  const { t } = messages;
  if (subscription.currentPeriodEnd === null) return t('subscriptionsOneOff');
  const date = dateTimeWords(messages, subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd
    ? t('subscriptionsEnds', { date })
    : t('subscriptionsRenews', { date });
}

/** The profile's subscriptions: cancel at period end, keep a cancelled one, Stripe's portal. */
export function SubscriptionsSection(props: SubscriptionsSectionProps) {
  return (
    <Suspense fallback={null}>
      <SubscriptionsContent {...props} />
    </Suspense>
  );
}

function SubscriptionsContent({ subscriptions, customerPortal }: SubscriptionsSectionProps) {
  const messages = useMessages(billingCatalogue);
  const { t } = messages;
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenCustomerPortal();
  const busy = cancel.isPending || resume.isPending || portal.isPending;
  const failed = [cancel, resume, portal].find((call) => call.isError);

  return (
    <Stack component="section" aria-labelledby="subscriptions-title" spacing={2} sx={{ mt: 4 }}>
      <Typography id="subscriptions-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('subscriptionsTitle')}
      </Typography>
      {failed === undefined ? null : (
        <Alert severity="error">{errorMessageFor(failed.error, billingErrorWords(t))}</Alert>
      )}
      {subscriptions.length === 0 ? <Typography>{t('subscriptionsNone')}</Typography> : null}
      {subscriptions.map((subscription) => {
        const name = productName(messages.language, subscription.productCode, subscription.name);
        return (
          <Paper key={subscription.id} variant="outlined" sx={{ p: 2 }}>
            <Typography component="h3" variant="h6">
              {name}
            </Typography>
            <Typography>{periodText(messages, subscription)}</Typography>
            {subscription.currentPeriodEnd === null ? null : subscription.cancelAtPeriodEnd ? (
              <Button
                sx={{ mt: 1 }}
                variant="outlined"
                disabled={busy}
                aria-label={t('subscriptionsResume', { name })}
                onClick={() => {
                  resume.mutate(subscription.id);
                }}
              >
                {t('subscriptionsResumeShort')}
              </Button>
            ) : (
              <Button
                sx={{ mt: 1 }}
                variant="outlined"
                color="error"
                disabled={busy}
                aria-label={t('subscriptionsCancel', { name })}
                onClick={() => {
                  cancel.mutate(subscription.id);
                }}
              >
                {t('subscriptionsCancelShort')}
              </Button>
            )}
          </Paper>
        );
      })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {customerPortal ? (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => {
              portal.mutate(window.location.href);
            }}
          >
            {t('subscriptionsPortal')}
          </Button>
        ) : null}
        <Link component={RouterLink} to={paths.app.pricingTierCarousel.getHref()}>
          {t('seePlans')}
        </Link>
        <Link component={RouterLink} to={paths.app.paymentHistory.getHref()}>
          {t('paymentHistory')}
        </Link>
      </Stack>
    </Stack>
  );
}
