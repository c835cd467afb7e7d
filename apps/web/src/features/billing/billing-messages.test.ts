import { describe, expect, test } from 'vitest';
import { billingMessages } from '@kinderwait/contract/billing';
import {
  sandboxCheckoutMessages,
  sandboxCheckoutStatuses,
} from '@kinderwait/contract/sandbox-checkout';
import english from './messages/billing.en';
import { createMessagesIntl } from '../../lib/i18n/formatter';
import { sandboxStatusKeys } from './lib/billing-words';

describe('the billing screens’ English words', () => {
  test('keep the contract’s verbatim messages word for word', () => {
    expect({
      returnUrl: english.errorReturnUrlNotAllowed,
      unavailable: english.errorPaymentsUnavailable,
      expiredCard: english.errorExpiredCard,
    }).toEqual({
      returnUrl: billingMessages.returnUrlNotAllowed,
      unavailable: billingMessages.paymentsUnavailable,
      expiredCard: sandboxCheckoutMessages.expiredCard,
    });
  });

  test('say a closed checkout as the contract does, for every status', () => {
    const intl = createMessagesIntl('en', english);
    for (const status of sandboxCheckoutStatuses) {
      const words = english[sandboxStatusKeys[status]];
      expect(intl.formatMessage({ id: 'sandboxClosed' }, { status: words })).toBe(
        sandboxCheckoutMessages.checkoutSessionClosed(status),
      );
    }
  });
});
