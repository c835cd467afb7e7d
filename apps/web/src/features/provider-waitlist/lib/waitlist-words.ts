import { offersErrorCodes } from '@kinderwait/contract/offers';
import { providerWaitlistErrorCodes } from '@kinderwait/contract/provider-waitlist';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import { notificationsErrorCodes } from '@kinderwait/contract/notifications';
import type { ErrorWords } from '../../../api/error-words';
import type { ProviderWaitlistKey, ProviderWaitlistMessages } from '../provider-waitlist-messages';

type Translate = ProviderWaitlistMessages['t'];

/** The words for the error codes the waitlist's calls can answer, in the user's language. */
export function waitlistErrorWords(t: Translate): ErrorWords {
  return {
    [providerWaitlistErrorCodes.waitlistPriorityNotFound]: t('errorWaitlistPriorityNotFound'),
    [providerWaitlistErrorCodes.waitlistPriorityExists]: t('errorWaitlistPriorityExists'),
    [providerWaitlistErrorCodes.waitlistPriorityPredefined]: t('errorWaitlistPriorityPredefined'),
    [providerWaitlistErrorCodes.waitlistPriorityLimit]: t('errorWaitlistPriorityLimit'),
    [offersErrorCodes.offerNotFound]: t('errorOfferNotFound'),
    [offersErrorCodes.requestNotWaiting]: t('errorRequestNotWaiting'),
    [offersErrorCodes.noSpaceLeft]: t('errorNoSpaceLeft'),
    [offersErrorCodes.offerNotOpen]: t('errorOfferNotOpen'),
    [notificationsErrorCodes.noAvailableSpaces]: t('errorNoAvailableSpaces'),
  };
}

/** A family's status on the list, by its key (a literal per status, for the unused-key check). */
export const statusKeys: Record<ProviderWaitlistEntry['status'], ProviderWaitlistKey> = {
  waiting: 'statusWaiting',
  offered: 'statusOffered',
  enrolled: 'statusEnrolled',
  declined: 'statusDeclined',
  paused: 'statusPaused',
  inactive: 'statusInactive',
};

/** A distance in kilometres with one decimal: "2.5 km", "2,5 km". */
export function distanceWords({ intl }: ProviderWaitlistMessages, km: number): string {
  return intl.formatNumber(km, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
