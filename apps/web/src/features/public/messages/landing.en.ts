/** The landing page (docs/product/public-site.md#landing-page). */
export default {
  headTitle: '{product}: find childcare in {city} and join waitlists in one place',
  headDescription:
    'See every licensed child care centre in {city}, describe the care your child needs once, and join waitlists in a few clicks. Providers keep a fair, prioritised waitlist and fill open spots sooner.',
  heroEyebrow: 'Childcare in Toronto',
  heroTitle: 'Find childcare and join waitlists, all in one place',
  heroText:
    'See every licensed child care centre in Toronto, along with home child care providers and babysitters. Describe the care your child needs once, see who matches, and join their waitlists without filling in the same form again and again.',
  heroProviders:
    'Run a centre or care for children at home? <link>See what KinderWait does for providers</link>.',
  signUp: 'Sign up',
  signIn: 'Sign in',
  figuresHeading: 'Toronto, in numbers',
  figuresCentres: 'licensed child care centres',
  figuresSpaces: 'licensed spaces',
  dataSource: 'Source: {publisher}, “{dataset}”, snapshot of {date}.',
  familiesEyebrow: 'For families',
  familiesTitle: 'How it works for parents',
  familiesIntro:
    'Looking for care in Toronto often means calling dozens of centres and filling in the same form for each one. KinderWait turns that into five steps.',
  familyStepSignInTitle: 'Sign in with an email link',
  familyStepSignInText:
    'Enter your email and open the link we send you. There is no password to create or forget.',
  familyStepChildrenTitle: 'Add your children',
  familyStepChildrenText:
    'A name and a date of birth are enough to start. We work out which age group each child is in: infant, toddler, preschool or school age.',
  familyStepNeedsTitle: 'Describe the care you need, once',
  familyStepNeedsText:
    'Type of care, days and times, start date, how far you can travel and how you want to pay. We keep it for every request you send.',
  familyStepMatchesTitle: 'See the providers that match',
  familyStepMatchesText:
    'Licensed centres, licensed home child care and independent caregivers near you, filtered by what your child needs.',
  familyStepJoinTitle: 'Join waitlists in a few clicks',
  familyStepJoinText:
    'Send your request to several providers at once, see where each one stands, and withdraw a request when your plans change.',
  providersEyebrow: 'For child care providers',
  providersTitle: 'A fair waitlist, without the paperwork',
  providersIntro:
    'For licensed centres, licensed home child care and independent caregivers: know who is waiting, fill spaces sooner, and spend less time on the phone.',
  providerClaimTitle: 'Claim your listing',
  providerClaimText:
    'Licensed centres are already listed from City of Toronto open data. Claim yours to add your age groups, hours and open spaces.',
  providerWaitlistTitle: 'Keep a prioritised waitlist',
  providerWaitlistText:
    'Every request arrives with the child’s age, schedule and start date. Order the list by your own written waitlist policy.',
  providerSpotTitle: 'Tell families when a spot opens',
  providerSpotText:
    'Let the families at the top of your list know as soon as a space is free, instead of phoning down a spreadsheet.',
  providerBroadcastTitle: 'Broadcast your open spots',
  providerBroadcastText:
    'Describe your openings to our AI assistant, then send them to the nearby families whose needs match and who asked to hear of openings. Families also broadcast their needs to you: answer in a tap.',
  providerVoiceTitle: 'An AI voice agent for your families',
  providerVoiceText:
    'An assistant built from your website and documents answers families’ common questions in a chat on your website and on its own Toronto phone number, takes messages for you and never promises a space.',
  openDataEyebrow: 'Open data',
  openDataTitle: 'Every licensed centre in Toronto, from day one',
  openDataText:
    'We list all {centres} licensed child care centres and their {spaces} licensed spaces from the City of Toronto’s open data, so you see real options near you before a single centre signs up. Licensed spaces are a centre’s capacity, not its openings: a centre’s available spots show once its operator claims the listing.',
  openDataSource:
    'Source: {publisher}, “{dataset}”, snapshot of {date}. {attribution}. <link>Licences and data sources</link>',
  openDataFactLicence: 'Check any centre’s licence on Ontario’s child care locator.',
  openDataFactNoFee: 'Licensed centres cannot charge you a fee or deposit to join their waitlist.',
  openDataFactPrivacy: 'Providers see your child’s details only when you send them a request.',
  guidesEyebrow: 'Guides',
  guidesTitle: 'Choose with confidence',
  guideSafetyTitle: 'Choosing care safely',
  guideSafetyText:
    'What a licence tells you, the rules for unlicensed home child care, and the questions to ask on a visit.',
  guideBlogTitle: 'Read the blog',
  guideBlogText:
    'How Toronto waitlists work, licensed and unlicensed care in Ontario, and help with fees.',
  guideHelpTitle: 'Questions and answers',
  guideHelpText:
    'How sign-in works, what providers see about your family, and how to get in touch.',
  closingTitle: 'Start your search today',
  closingText:
    'It takes a few minutes to describe the care you need. Providers can claim their listing with the same sign-up.',
} as const;
