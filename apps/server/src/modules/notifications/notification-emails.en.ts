/** The words of the availability and reconfirmation emails and texts. */
export default {
  greetingNamed: 'Hello {name},',
  openedSubject: '{provider} has a space for {ageGroup}',
  openedSpaces:
    '{provider} has opened spaces in its {ageGroup} group, and {child} is on its waitlist.',
  openedHow:
    'The provider offers spaces in waitlist order; if it offers one to you, you will get an email with the deadline to answer.',
  openedAction: 'See your requests and positions',
  alertSubject: 'A space opened near you: {provider}',
  alertSpaces:
    "{provider}, which matches {child}'s waitlist ticket, has opened spaces in its {ageGroup} group.",
  alertHow:
    'You asked to be told when this happens. Send a request to join its waitlist if you are interested.',
  alertAction: 'Open your waitlist',
  openedText: '{product}: {provider} opened {ageGroup} spaces; {child} is on its waitlist. {url}',
  alertText: '{product}: {provider}, a match for {child}, opened {ageGroup} spaces. {url}',
  reconfirmSubject: 'Still looking for care for {child}?',
  reconfirmAsk:
    '{child} is on childcare waitlists. Providers keep their lists current, so please confirm you are still interested by {confirmBy}.',
  reconfirmWithout:
    "Without an answer by then, {child}'s requests become inactive: they are kept, with their original dates, and one tap reactivates them.",
  reconfirmAction: 'Yes, still interested',
  inactiveSubject: "{child}'s waitlist requests are now inactive",
  inactiveWhat:
    "We did not hear back, so {child}'s waitlist requests are now inactive. Providers see them as inactive and skip them when offering spaces.",
  inactiveNothingLost: 'Nothing was deleted: confirming puts them back at their original dates.',
  inactiveAction: 'Reactivate my requests',
};
