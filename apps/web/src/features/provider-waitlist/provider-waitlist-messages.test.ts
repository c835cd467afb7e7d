import { describe, expect, test } from 'vitest';
import { notificationsMessages } from '@kinderwait/contract/notifications';
import { offersMessages } from '@kinderwait/contract/offers';
import { providerWaitlistMessages } from '@kinderwait/contract/provider-waitlist';
import english from './messages/provider-waitlist.en';

describe('the provider waitlist’s English words', () => {
  test('keep the contract’s verbatim messages word for word', () => {
    expect({
      weight: english.prioritiesWeightInvalid,
      deadline: english.settingsDeadlineInvalid,
      priorityNotFound: english.errorWaitlistPriorityNotFound,
      priorityExists: english.errorWaitlistPriorityExists,
      priorityPredefined: english.errorWaitlistPriorityPredefined,
      priorityLimit: english.errorWaitlistPriorityLimit,
      offerNotFound: english.errorOfferNotFound,
      requestNotWaiting: english.errorRequestNotWaiting,
      noSpaceLeft: english.errorNoSpaceLeft,
      offerNotOpen: english.errorOfferNotOpen,
      noAvailableSpaces: english.errorNoAvailableSpaces,
    }).toEqual({
      weight: providerWaitlistMessages.weightRange,
      deadline: providerWaitlistMessages.deadlineRange,
      priorityNotFound: providerWaitlistMessages.priorityNotFound,
      priorityExists: providerWaitlistMessages.priorityExists,
      priorityPredefined: providerWaitlistMessages.priorityPredefined,
      priorityLimit: providerWaitlistMessages.priorityLimit,
      offerNotFound: offersMessages.offerNotFound,
      requestNotWaiting: offersMessages.requestNotWaiting,
      noSpaceLeft: offersMessages.noSpaceLeft,
      offerNotOpen: offersMessages.offerNotOpen,
      noAvailableSpaces: notificationsMessages.noAvailableSpaces,
    });
  });
});
