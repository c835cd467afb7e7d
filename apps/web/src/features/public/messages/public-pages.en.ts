/**
 * The public site's shared pages in English: not found, the error page, the blog's index and
 * article frame, the policies' index and the licences page. Word for word what the pages said
 * before they were translated (tests and journeys read them).
 */
export default {
  notFoundTitle: 'Page not found',
  notFoundDescription: 'This page does not exist.',
  notFoundArticleDescription: 'This article does not exist.',
  notFoundExplanation:
    'We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.',
  goHome: 'Go to the home page',
  notFoundVisitHelp: 'Visit the help centre',
  notFoundGuides:
    'Looking for guides? Try the <blog>blog</blog> or <safety>choosing care safely</safety>.',

  errorCode: 'Error {code}',
  errorHeading: 'Something went wrong',
  errorAdvice:
    'Please try again in a moment. If the problem continues, email {supportEmail} and mention error {code}.',
  errorBack: 'Go back',
  // specMessages.networkErrorPrefix, then our words for a link opened without the app's message.
  errorNetwork: 'Network Error: the server could not be reached.',
  // specMessages.serverError
  errorServer: 'Server error',
  // specMessages.requestError
  errorRequest: 'Request error',

  blogHeadTitle: 'Blog: guides for Toronto families',
  blogHeadDescription:
    'Plain-language guides to childcare waitlists, licensing, fees and choosing care in Toronto and Ontario.',
  blogEyebrow: 'Blog',
  blogTitle: 'Guides for Toronto families',
  blogLead:
    'Plain-language guides to waitlists, licensing, fees and choosing care, with links to the official sources.',
  articleByline: '<time>{date}</time> · {author}',
  blogAllArticles: '← All articles',

  policiesHeadTitle: 'Policies',
  policiesHeadDescription: 'The {productName} privacy policy, terms of use and cookie policy.',
  policiesTitle: 'Our policies',
  policiesLead:
    'How {productName} handles your information and the terms of using the service. Questions about your personal information: {privacyEmail}.',

  licensesTitle: 'Licences and data sources',
  licensesHeadDescription:
    'The City of Toronto open data and the open-source software behind {productName}, with their licences.',
  licensesEyebrow: 'Licences',
  licensesLead:
    '{productName} is built on open data and open-source software. This page credits both.',
  licensesOpenDataHeading: 'Toronto open data',
  licensesOpenDataSource:
    'Our catalogue of licensed child care centres comes from the dataset <dataset>“{datasetName}”</dataset> published by <publisherLink>{publisher}</publisherLink> (Children’s Services), snapshot of {snapshotDate}.',
  licensesOpenDataTerms:
    '<strong>{attribution}.</strong> The data is used under the <licence>{licenceName}</licence>. The City of Toronto does not endorse {productName}. Licensed spaces in the data are each centre’s capacity, not its vacancies.',
  licensesSoftwareHeading: 'Open-source software',
  licensesNotGenerated:
    'The list of open-source packages is generated when the web app is built, and this copy was built without it. Run <code>npm run build</code> to generate it.',
  licensesSoftwareIntro:
    '{productName} is built on open-source packages: those of the web app run in your browser, the others on our servers. We thank their authors. Each is used under the licence shown. A package used in both places is listed in both.',
  licensesBrowserTitle: 'In your browser',
  licensesBrowserIntro: 'The {productName} web app includes these {count} packages.',
  licensesServerTitle: 'On our servers',
  licensesServerIntro: 'The {productName} server runs on these {count} packages.',
  licensesPackage: '<title>{name}</title> <facts>{version} · {licenses}</facts>',
  licensesPackageWithPublisher:
    '<title>{name}</title> <facts>{version} · {licenses} · {publisher}</facts>',
  licensesTextOf: 'Licence text of {name}',
} as const;
