/** The development telephony page's words in English (docs/decisions/i18n.md). */
export default {
  pageTitle: 'Development telephony',
  pageDescription: 'Texts and calls kept by the development server.',
  intro:
    'Text messages and calls the app would have made, newest first. Only on development and test servers; a production server uses Twilio and has no log.',
  filterLabel: 'Phone number',
  submit: 'Show texts and calls',
  loading: 'Loading texts and calls',
  emptyAll: 'No texts or calls yet.',
  emptyTo: 'No texts or calls to {to} yet.',
  kindSms: 'Text message to {to}',
  kindCall: 'Call to {to}',
  kindNumber: 'Phone number {to}',
  extension: '{heading} extension {extension}',
};
