/** The phone number emails' and text's words (to the provider whose voice agent it is). */
export default {
  readyText: '{product}: your voice agent now answers calls at {number}. Dashboard: {url}',
  readySubject: 'Your voice agent answers calls at {number}',
  ready: "Your voice agent's phone number is {number}. Calls to it are answered by your agent now.",
  openAgent: 'Open the voice agent',
  failedSubject: 'We could not get a {areaCode} number for your voice agent',
  failedTaken:
    'The {areaCode} number you chose was bought by someone else before we could get it for your voice agent. Nothing was charged for it.',
  failedUnavailable:
    'We tried several times to get a {areaCode} phone number for your voice agent and could not. Nothing was charged for the number.',
  searchAgain: 'Search for a number again on the voice agent page.',
  releasingSubject: "Your voice agent's number {number} stops on {day}",
  releasing:
    'Your Voice Assistant Phone Number subscription has ended. On {day} we give the number {number} back to the phone company, and calls to it will no longer reach your voice agent.',
  subscribeAgain: 'Subscribe again before then to keep the number.',
};
