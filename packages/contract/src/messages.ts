/** User-visible strings fixed word for word (docs/product/errors.md#verbatim-messages). */
export const specMessages = {
  noPermission: "You don't have permission to access this page",
  noSubscription: 'You need an active subscription to access this page',
  sessionExpired: 'Your session has expired. The page will be refreshed after a while.',
  featureUnavailable: 'We will notify you when this feature is available in your area',
  noRefreshToken: 'No refresh token',
  invalidRoleCode: 'Invalid role code',
  serverError: 'Server error',
  requestError: 'Request error',
  unknownError: 'Unknown error',
  badRequestLog: 'Bad request',
  networkErrorPrefix: 'Network Error: ',
  invalidAntiForgeryToken: 'Invalid anti-forgery token',
  childIdMissing: 'Child ID is missing. Waitlist ticket cannot be updated.',
  ticketIdMissing: 'Waitlist ticket ID is missing. Waitlist ticket cannot be updated.',
  failedToFetchBroadcastOrders: 'Failed to fetch broadcast orders',
  failedToCreateChild: 'Failed to create child',
  addressIncomplete:
    'The address must contain the house number, street, city, province/state and country.',
  loadingAddress: 'Loading address...',
  chatPlaceholder: 'Type a message...',
} as const;
