import { useMessages } from '../../../lib/i18n/use-messages';
import { billingCatalogue } from '../billing-messages';

/**
 * The billing screens' titles and descriptions for their routes' heads, the payment history's
 * wait for the user, and the voice agent's link the checkout-complete route adds. The routes load
 * the catalogue first, so this does not suspend there.
 */
export function useBillingHead() {
  const { t } = useMessages(billingCatalogue);
  return {
    pricing: { title: t('pricingTitle'), description: t('headPricingDescription') },
    complete: { title: t('headCompleteTitle'), description: t('headCompleteDescription') },
    history: {
      title: t('paymentHistory'),
      description: t('headHistoryDescription'),
      loading: t('historyLoading'),
    },
    limit: { title: t('headLimitTitle'), description: t('headLimitDescription') },
    checkout: { title: t('sandboxTitle'), description: t('headCheckoutDescription') },
    voiceOnboarding: t('completeVoiceOnboarding'),
  };
}
