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
import { billingTexts } from '../billing-texts';
import { formatTorontoDateTime } from '../lib/toronto-time';

const texts = billingTexts.subscriptions;

export interface SubscriptionsSectionProps {
  subscriptions: readonly Subscription[];
  /** Stripe's customer portal can manage them (GET /api/products says so). */
  customerPortal: boolean;
}

function periodText(subscription: Subscription): string {
  if (subscription.currentPeriodEnd === null) return texts.oneOff;
  const date = formatTorontoDateTime(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? texts.ends(date) : texts.renews(date);
}

/** The profile's subscriptions: cancel at period end, keep a cancelled one, Stripe's portal. */
export function SubscriptionsSection({ subscriptions, customerPortal }: SubscriptionsSectionProps) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenCustomerPortal();
  const busy = cancel.isPending || resume.isPending || portal.isPending;
  const failed = [cancel, resume, portal].find((call) => call.isError);

  return (
    <Stack component="section" aria-labelledby="subscriptions-title" spacing={2} sx={{ mt: 4 }}>
      <Typography id="subscriptions-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {texts.title}
      </Typography>
      {failed === undefined ? null : (
        <Alert severity="error">{errorMessageFor(failed.error, billingTexts.errors)}</Alert>
      )}
      {subscriptions.length === 0 ? <Typography>{texts.none}</Typography> : null}
      {subscriptions.map((subscription) => (
        <Paper key={subscription.id} variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="h6">
            {subscription.name}
          </Typography>
          <Typography>{periodText(subscription)}</Typography>
          {subscription.currentPeriodEnd === null ? null : subscription.cancelAtPeriodEnd ? (
            <Button
              sx={{ mt: 1 }}
              variant="outlined"
              disabled={busy}
              aria-label={texts.resume(subscription.name)}
              onClick={() => {
                resume.mutate(subscription.id);
              }}
            >
              {texts.resumeShort}
            </Button>
          ) : (
            <Button
              sx={{ mt: 1 }}
              variant="outlined"
              color="error"
              disabled={busy}
              aria-label={texts.cancel(subscription.name)}
              onClick={() => {
                cancel.mutate(subscription.id);
              }}
            >
              {texts.cancelShort}
            </Button>
          )}
        </Paper>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {customerPortal ? (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => {
              portal.mutate(window.location.href);
            }}
          >
            {texts.portal}
          </Button>
        ) : null}
        <Link component={RouterLink} to={paths.app.pricingTierCarousel.getHref()}>
          {texts.plans}
        </Link>
        <Link component={RouterLink} to={paths.app.paymentHistory.getHref()}>
          {texts.history}
        </Link>
      </Stack>
    </Stack>
  );
}
