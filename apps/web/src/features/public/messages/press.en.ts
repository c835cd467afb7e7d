/** The press page in English, word for word what it said before it was translated. */
export default {
  pressTitle: 'Press',
  pressHeadDescription:
    'Facts, logos and the press contact for {productName}, the childcare marketplace for {city}.',
  pressAndMedia: 'Press and media',
  lead: 'Facts, logos and a contact for journalists writing about {productName} or about childcare in {city}.',
  aboutHeading: 'About {productName}',
  about:
    '{productName} is a childcare marketplace for {city}. Parents describe the care their child needs once, see licensed centres, licensed home child care and independent providers that match, and join their waitlists from one place. Providers keep a prioritised waitlist, tell families when a spot opens and broadcast open spaces to the families nearby, and parents broadcast a child’s care need to every matching provider; an AI voice agent answers families’ questions on a provider’s own website and on its own Toronto phone number. {productName} lists every licensed child care centre in the city from the City of Toronto’s open data. The company is based in {city}, {province}.',
  factsHeading: 'Fast facts',
  factHeadquarters: 'Headquarters: {address}.',
  factCatalogue:
    'Catalogue: {centres} licensed child care centres with {spaces} licensed spaces, from the {publisher} dataset “{datasetName}” (snapshot of {snapshotDate}).',
  factCapacity:
    'Licensed spaces are capacity, not vacancies: please do not report them as open spots.',
  factParents:
    'For parents: sign-in by email link, one description of care per child, many waitlists.',
  factProviders:
    'For providers: listing claims, prioritised waitlists, open-spot broadcasts and an AI voice agent that answers families’ questions on their website.',
  assetsHeading: 'Brand assets',
  assetsUse:
    'You may use these files to illustrate coverage of {productName}. Please do not change the colours or proportions, or combine the logo with other marks.',
  assetLogoDark: 'Logo for dark backgrounds (SVG)',
  assetLogoLight: 'Logo for light backgrounds (SVG)',
  assetAppIcon: 'App icon (SVG)',
  assetSocialCard: 'Social card, 1200 × 630 (PNG)',
  logoAlt: '{productName} logo',
  coloursHeading: 'Colours',
  colourBlue: 'KinderWait blue',
  colourSun: 'Sunrise yellow',
  colourInk: 'Night ink',
  colourWhite: 'White',
  contactHeading: 'Press contact',
  contact:
    'Email <email>{pressEmail}</email>. We answer media requests within one business day and can connect you with our founders, and with parents and providers who have agreed to talk to the press.',
} as const;
