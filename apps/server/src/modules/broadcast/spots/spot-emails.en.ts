/** The spot broadcasts' email and text words. */
export default {
  greetingNamed: 'Hello {name},',
  subject: '{provider} has a space for {child}',
  spaces:
    "{provider} has {count, plural, one {# space} other {# spaces}} in its {ageGroup} group, and {child}'s waitlist ticket matches it.",
  spacesFrom:
    "{provider} has {count, plural, one {# space} other {# spaces}} in its {ageGroup} group from {from}, and {child}'s waitlist ticket matches it.",
  onWaitlist: '{child} is already on its waitlist, so you are among the first to hear of it.',
  nearYou: 'You asked to hear of openings near you. One tap sends a request to join its waitlist.',
  seeInvitation: 'See the invitation',
  sendRequest: 'Send a request',
  text: '{product}: {provider} has {ageGroup} spaces for {child}. {url}',
};
