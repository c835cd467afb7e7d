/**
 * The notices feature's words in English (ICU messages, docs/decisions/i18n.md#the-recipe). The
 * other languages' files have exactly these keys.
 */
export default {
  heading: 'Since your last visit',
  loading: 'Loading what is new',
  loadFailed: 'We could not load what is new.',
  retry: 'Try again',
  nothingNew: 'Nothing new since your last visit.',
  erasedChild: 'A family',
  when: 'On {day}',
  availabilityOpened: "{provider} opened a spot in {ageGroup}, {child}'s age group.",
  availabilityAlert:
    'A provider near you, {provider}, opened a spot in {ageGroup} that fits {child}.',
  offerMade:
    '{provider} offered {child} a spot in {ageGroup} from {startDate}. Answer by {deadline}.',
  offerWithdrawn: '{provider} withdrew its offer to {child}.',
  offerExpired: 'The offer from {provider} to {child} expired.',
  offerAccepted: "{child}'s family accepted your offer.",
  offerDeclined: "{child}'s family declined your offer.",
  reconfirmationDue:
    'Still looking for care for {child}? Confirm by {confirmBy} to keep the place in line.',
  ticketInactive:
    "{child}'s requests are inactive: they were not confirmed. Confirm to put them back at their original place.",
  refundedDuplicate:
    'You had {product} twice: we ended the second subscription and refunded its last payment of {amount}. Your first {product} goes on as before.',
  refundedAlreadySubscribed:
    'We refunded your payment of {amount} for {product}: you already have {product}, so this payment started nothing new.',
  refundFailed:
    'A payment of {amount} for {product} (checkout {checkout}) could not be refunded after {attempts, plural, one {# attempt} other {# attempts}}. Refund it in Stripe.',
  broadcastReceived: 'A family {distance} away broadcast a need for {ageGroup} from {startDate}.',
  broadcastInterested: "{provider} is interested in {child}'s broadcast.",
  broadcastNotNow: "{provider} answered {child}'s broadcast: not now.",
  voiceMessageTaken:
    "Your voice agent took a message from {name} (call back {callback}; child's age: {childAge}): {question}",
  phoneNumberReady: 'Your voice agent answers calls at {number}.',
  phoneNumberFailed:
    "We could not get a {areaCode} number for your voice agent. Search for a number again on the voice agent's page.",
  phoneNumberReleasing:
    "Your Voice Assistant Phone Number subscription ended: your voice agent's number {number} stops working on {releaseAt}. Subscribe again before then to keep it.",
  answerBroadcast: 'Answer the broadcast',
  seeInterested: 'See who is interested',
  seeSpace: 'See the space',
} as const;
