import type { ProviderTypeCode } from '@kinderwait/contract/catalogues';
import { offersErrorCodes } from '@kinderwait/contract/offers';
import type { OfferStatus } from '@kinderwait/contract/offers';
import type { ChildcareRequestStatus } from '@kinderwait/contract/waitlist';
import { waitlistErrorCodes } from '@kinderwait/contract/waitlist';
import type { ErrorWords } from '../../api/error-words';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type { ChildcareRequestsKey } from './childcare-requests-messages';

/** The requests screen's messages in the active language. */
export type RequestsMessages = FeatureMessages<ChildcareRequestsKey>;

/** Statuses a parent may still withdraw from (the others are over or already withdrawn). */
export const withdrawableStatuses: ReadonlySet<ChildcareRequestStatus> = new Set([
  'waiting',
  'offered',
  'paused',
]);

const statusKeys: Record<ChildcareRequestStatus, ChildcareRequestsKey> = {
  waiting: 'statusWaiting',
  offered: 'statusOffered',
  enrolled: 'statusEnrolled',
  declined: 'statusDeclined',
  paused: 'statusPaused',
  inactive: 'statusInactive',
  withdrawn: 'statusWithdrawn',
};

/** A request's status on its chip: "Status: Waiting". */
export function statusChipWords({ t }: RequestsMessages, status: ChildcareRequestStatus): string {
  return t('statusChip', { status: t(statusKeys[status]) });
}

const providerTypeKeys: Record<ProviderTypeCode, ChildcareRequestsKey> = {
  'licensed-centre': 'providerTypeLicensedCentre',
  'licensed-home': 'providerTypeLicensedHome',
  'unlicensed-home': 'providerTypeUnlicensedHome',
  babysitter: 'providerTypeBabysitter',
};

export function providerTypeWords({ t }: RequestsMessages, type: ProviderTypeCode): string {
  return t(providerTypeKeys[type]);
}

const answeredOfferKeys: Record<Exclude<OfferStatus, 'open'>, ChildcareRequestsKey> = {
  accepted: 'offerStatusAccepted',
  declined: 'offerStatusDeclined',
  expired: 'offerStatusExpired',
  withdrawn: 'offerStatusWithdrawn',
};

/** An offer no longer open, in words: "You accepted this spot." */
export function answeredOfferWords(
  { t }: RequestsMessages,
  status: Exclude<OfferStatus, 'open'>,
): string {
  return t(answeredOfferKeys[status]);
}

/** An instant as Toronto's day, short ("Nov. 23, 2026", "23 nov. 2026"). */
export function requestDate({ intl }: RequestsMessages, iso: string): string {
  // The formatter's time zone is Toronto's, whatever the device's.
  return intl.formatDate(iso, { dateStyle: 'medium' });
}

/** The error codes the requests screen can meet, in the parent's words and language. */
export function requestsErrorWords({ t }: RequestsMessages): ErrorWords {
  return {
    [offersErrorCodes.offerNotFound]: t('errorOfferNotFound'),
    [offersErrorCodes.offerNotOpen]: t('errorOfferNotOpen'),
    [offersErrorCodes.offerExpired]: t('errorOfferExpired'),
    [offersErrorCodes.offerNotAccepted]: t('errorOfferNotAccepted'),
    [waitlistErrorCodes.childcareRequestNotFound]: t('errorRequestNotFound'),
    [waitlistErrorCodes.childcareRequestEnrolled]: t('errorRequestEnrolled'),
    [waitlistErrorCodes.waitlistTicketNotFound]: t('errorTicketNotFound'),
    [waitlistErrorCodes.childcareProviderNotFound]: t('errorProviderNotFound'),
  };
}
