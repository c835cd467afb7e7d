/** The offer emails' and texts' words (the in-app notices are worded on the web). */
export default {
  greetingNamed: 'Hello {name},',
  greeting: 'Hello,',
  offerMadeSubject: '{provider} offers {child} a spot: answer by {due}',
  offerMadeSpot: '{provider} offers {child} a spot in its {ageGroup} group, starting {startDate}.',
  offerMadeDeadline:
    'Please accept or decline by the end of <strong>{due}</strong> (Toronto time). Without an answer by then, the spot goes to the next family on the waitlist.',
  offerMadeOneStep: 'Accept or decline in one step: {link}',
  offerMadeLinkLabel: 'Accept or decline the offer',
  offerMadeLinkNote:
    'This link answers only this offer, once. You can also answer on your requests page in {product}.',
  offerMadeText: '{product}: {provider} offers {child} a spot. Answer by {due}: {link}',
  offerExpiredSubject: 'The offer of {provider} expired',
  offerExpired:
    'The offer of {provider} for {child} expired at the end of {due}. {child} is back on its waitlist at the same place.',
  offerWithdrawnSubject: '{provider} withdrew its offer',
  offerWithdrawn:
    '{provider} withdrew its offer for {child}. {child} is back on its waitlist at the same place.',
  offerAcceptedSubject: "{child}'s family accepted your offer",
  offerAccepted:
    "{child}'s family accepted your offer of a spot in your {ageGroup} group, starting {startDate}. {child} is now enrolled, and the group has one available space less.",
  offerDeclinedSubject: "{child}'s family declined your offer",
  offerDeclined:
    "{child}'s family declined your offer of a spot in your {ageGroup} group. Your waitlist in {product} shows the next family in line.",
};
