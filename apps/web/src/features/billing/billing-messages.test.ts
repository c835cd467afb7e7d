import { describe, expect, test } from 'vitest';
import { billingMessages } from '@kinderwait/contract/billing';
import {
  sandboxCheckoutMessages,
  sandboxCheckoutStatuses,
  sandboxTestCards,
} from '@kinderwait/contract/sandbox-checkout';
import { salesTaxLabel, salesTaxRatePercent } from '@kinderwait/contract/rules/sales-tax';
import english from './messages/billing.en';
import french from './messages/billing.fr';
import { createMessagesIntl } from '../../lib/i18n/formatter';
import type { Language } from '../../lib/i18n/language';
import type { Messages } from '../../lib/i18n/catalogue';
import type { BillingKey, BillingMessages } from './billing-messages';
import { sandboxStatusKeys, taxWords } from './lib/billing-words';

/** The billing words in `language`, as `useMessages` gives them to a screen. */
function billingIn(language: Language, messages: Messages<BillingKey>): BillingMessages {
  const intl = createMessagesIntl(language, messages);
  return { intl, language, t: (key, values) => intl.formatMessage({ id: key }, values) };
}

describe('the billing screens’ English words', () => {
  test('keep the contract’s verbatim messages word for word', () => {
    expect({
      returnUrl: english.errorReturnUrlNotAllowed,
      unavailable: english.errorPaymentsUnavailable,
      expiredCard: english.errorExpiredCard,
      cardDeclined: english.errorCardDeclined,
      insufficientFunds: english.errorInsufficientFunds,
    }).toEqual({
      returnUrl: billingMessages.returnUrlNotAllowed,
      unavailable: billingMessages.paymentsUnavailable,
      expiredCard: sandboxCheckoutMessages.expiredCard,
      cardDeclined: sandboxCheckoutMessages.cardDeclined,
      insufficientFunds: sandboxCheckoutMessages.insufficientFunds,
    });
    const { t } = billingIn('en', english);
    expect(t('errorUnsupportedTestCard', { card: sandboxTestCards.succeeds })).toBe(
      sandboxCheckoutMessages.unsupportedTestCard,
    );
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

describe('the sales tax’s name', () => {
  test('reads in English as the server’s label, from the rate billing sends', () => {
    expect(taxWords(billingIn('en', english), salesTaxRatePercent)).toBe(salesTaxLabel);
  });

  test('reads « TVH (13 %) » in French, a no-break space before the sign', () => {
    expect(taxWords(billingIn('fr', french), salesTaxRatePercent)).toBe('TVH (13\u00a0%)');
    expect(taxWords(billingIn('fr', french), 14.975)).toBe('TVH (14,975\u00a0%)');
  });
});
