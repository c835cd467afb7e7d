/** Product identity used by emails, pages and policies. */
export const brand = {
  productName: 'KinderWait',
  legalName: 'KinderWait Inc.',
  city: 'Toronto',
  province: 'Ontario',
  supportEmail: 'support@kinderwait.ca',
  privacyEmail: 'privacy@kinderwait.ca',
  pressEmail: 'press@kinderwait.ca',
  careersEmail: 'careers@kinderwait.ca',
  mailingAddress: '100 King Street West, Suite 5600, Toronto, ON M5X 1C9',
} as const;

/** Attribution the Open Government Licence – Toronto requires wherever the open data is shown. */
export const torontoOpenDataAttribution =
  'Contains information licensed under the Open Government Licence – Toronto';
