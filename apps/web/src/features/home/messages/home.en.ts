/**
 * The words of /home in English (ICU messages, docs/decisions/i18n.md#the-recipe;
 * docs/product/accounts.md#home): the welcome and each role's next steps. The other languages'
 * files have exactly these keys.
 */
export default {
  headTitle: 'Welcome',
  headDescription: 'Your {product} home.',
  accountLoading: 'Loading your account',
  title: 'Welcome to {product}',
  greeting: 'Hello {firstName}.',
  greetingWithRole: 'Hello {firstName}, you are signed in as {role}.',
  nextHeading: 'What to do next',
  loading: 'Loading your next steps',
  loadFailed: 'We could not load where you are up to. The steps below still open each screen.',
  retry: 'Try again',
  statusDone: 'Done',
  statusNext: 'Next step',
  statusLater: 'Later',

  profileTitle: 'Check your profile',
  profileText:
    'Add a phone number and choose your language so providers and families can reach you the way you prefer.',
  profileLink: 'Open your profile',

  offerTitle: '{provider} offers {child} a spot',
  offerText:
    '{ageGroup}, from {startDate}. Answer by {deadline}, or the spot goes to the next family.',
  offerLink: 'Answer the offer',
  addChildTitle: 'Add your children',
  addChildTodo:
    'Each child gets a short profile: a first name and a date of birth are enough to match them with the right age group.',
  addChildDone: 'You added {names}.',
  addChildAdd: 'Add a child',
  addChildSee: 'See your children',
  describeCareTitle: 'Describe the care you need',
  describeCareTodo:
    'Once a child is added, a short wizard asks for the type of care, the days, the start date, how far you can travel and how you pay.',
  describeCareNext:
    'Tell us what care {child} needs: the type of care, the days, the start date, how far you can travel and how you pay.',
  describeCareDone: 'Care needs are set for every child. You can change them at any time.',
  describeCareStart: 'Describe {child}’s care',
  describeCareChange: 'Change {child}’s care needs',
  describeCareChildren: 'Go to your children',
  matchesTitle: 'See your matches',
  matchesTodo:
    'Once a child’s care is described, you see the providers that match on a list and a map, and join their waitlists at once.',
  matchesNext:
    'See the providers that match {child}’s needs and join their waitlists in a few clicks.',
  matchesDone: 'You have joined waitlists. New providers show in your matches as they join.',
  matchesSee: 'See {child}’s matches',
  matchesChildren: 'Go to your children',
  requestsTitle: 'Your requests',
  requestsTodo: 'Each waitlist you join shows here with your child’s place in line.',
  requestsActive: 'You are on {count, plural, one {# waitlist} other {# waitlists}}.',
  requestsActiveBest:
    'You are on {count, plural, one {# waitlist} other {# waitlists}}. Best place in line: {best}.',
  requestsLink: 'See your requests',

  claimTitle: 'Claim your centre’s listing',
  claimTodo:
    'Every licensed centre in Toronto is already listed from the City’s open data. Find yours and prove it is yours with a code sent to its published phone.',
  claimDone: 'You manage {name}.',
  claimClaim: 'Claim your listing',
  claimProfile: 'Open your centre’s profile',
  setUpTitle: 'Set up your provider profile',
  setUpTodo:
    'Describe your care, the kinds of care you offer, your fees and how families reach you.',
  setUpDone: 'Your profile {name} is set up.',
  setUpUnnamed: 'Your profile is set up.',
  setUpStart: 'Set up your profile',
  setUpEdit: 'Edit your profile',
  spacesTitle: 'Spaces and hours',
  spacesTodo:
    'Add the age groups you care for, your open spaces, when they are available and your weekly hours, so the families who fit find you.',
  spacesDone:
    '{groups, plural, one {# age group} other {# age groups}}, {spaces, plural, one {# open space} other {# open spaces}}. Keep them current: families waiting for a group hear when its spaces go up.',
  spacesAdd: 'Add spaces and hours',
  spacesUpdate: 'Update spaces and hours',
  waitlistTitle: 'Your waitlist',
  waitlistNoProfile: 'Families can join your waitlist once your profile is set up.',
  waitlistEmpty: 'No family is on your waitlist yet. Families join it from their matches.',
  waitlistCounts:
    '{waiting, plural, one {# family waiting} other {# families waiting}} · {fresh} new in the last 7 days · {offered, plural, one {# offer awaiting an answer} other {# offers awaiting an answer}}',
  waitlistUnknown: 'Open your waitlist to see the families on it and the offers you made.',
  waitlistLink: 'Open your waitlist',

  apiTitle: 'API reference',
  apiText:
    'Every endpoint with its request and response schemas, generated from the server’s own validation, assigning roles included.',
  apiLink: 'Open the API reference',
  productsTitle: 'Products and prices',
  productsText:
    'Change what is sold: prices, descriptions, a plan’s limits, and whether it is on sale, with a record of every change.',
  productsLink: 'Edit products and prices',
} as const;
