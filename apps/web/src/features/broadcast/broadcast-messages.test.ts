import { describe, expect, test } from 'vitest';
import { broadcastMessages } from '@kinderwait/contract/broadcast';
import { childrenMessages } from '@kinderwait/contract/children';
import { specMessages } from '@kinderwait/contract/messages';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import { createMessagesIntl } from '../../lib/i18n/formatter';
import english from './messages/broadcast.en';
import french from './messages/broadcast.fr';
import type { BroadcastMessages } from './broadcast-messages';
import { broadcastErrorWords, spotBroadcastErrorWords } from './lib/broadcast-format';

function messagesIn(language: 'en' | 'fr'): BroadcastMessages {
  const intl = createMessagesIntl(language, language === 'en' ? english : french);
  return { intl, language, t: (key, values) => intl.formatMessage({ id: key }, values) };
}

describe('the broadcast screens’ English words', () => {
  test('keep the contract’s verbatim messages word for word', () => {
    const words = broadcastErrorWords(messagesIn('en'));
    expect(words).toMatchObject({
      broadcast_order_not_found: broadcastMessages.orderNotFound,
      broadcast_answer_not_found: broadcastMessages.answerNotFound,
      broadcast_delivery_not_found: broadcastMessages.deliveryNotFound,
      broadcast_invitation_not_found: broadcastMessages.invitationNotFound,
      broadcast_reaches_no_one: broadcastMessages.reachesNoOne,
      broadcast_order_not_payable: broadcastMessages.orderNotPayable,
      broadcast_closed: broadcastMessages.broadcastClosed,
      age_group_not_offered: broadcastMessages.ageGroupNotOffered,
      no_spaces_to_broadcast: broadcastMessages.noSpacesToBroadcast,
      unsupported_filter: broadcastMessages.unsupportedFilter,
      child_location_missing: waitlistMessages.noLocation,
      child_not_found: childrenMessages.childNotFound,
      rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
    });
    expect(spotBroadcastErrorWords(messagesIn('en')).broadcast_reaches_no_one).toBe(
      broadcastMessages.spotReachesNoOne,
    );
    expect(english.failedToFetchBroadcastOrders).toBe(specMessages.failedToFetchBroadcastOrders);
  });

  test('are French in French, for every error code', () => {
    const en = broadcastErrorWords(messagesIn('en'));
    const fr = broadcastErrorWords(messagesIn('fr'));
    for (const [code, words] of Object.entries(fr)) {
      expect(words, code).not.toBe(en[code]);
    }
  });
});
