import type { UsageKind } from '@kinderwait/contract/usage';
import type { ErrorWords } from '../../api/error-words';

/** Words of the SuperAdmin's products screen. Amounts are formatted by `formatCad` only. */
export const productAdminTexts = {
  title: 'Products and prices',
  intro:
    'What KinderWait sells. Prices are in Canadian dollars before Ontario HST (13 %), which checkout adds on its own line. A new price applies to checkouts started after you save; subscriptions already running keep the price they were bought at.',
  loading: 'Loading products',
  loadFailed: 'We could not load the products.',
  retry: 'Try again',
  code: 'Code',
  perMonth: 'per month',
  oneOff: 'one payment',
  onSale: 'On sale',
  offSale: 'Not on sale',
  price: 'Price before HST',
  total: 'Total with HST',
  limits: 'Included',
  noLimits: 'No usage included',
  limitUnits: {
    assistantMessage: (count: string) => `${count} assistant messages a day`,
    broadcast: (count: string) => `${count} broadcasts a month`,
    voiceMinute: (count: string) => `${count} voice minutes a month`,
    voiceTestMinute: (count: string) => `${count} test call minutes a month`,
  } satisfies Record<UsageKind, (count: string) => string>,
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  saved: (name: string) => `${name} saved.`,
  form: {
    title: (name: string) => `Edit ${name}`,
    notEditable:
      'The code, currency and billing (monthly or one payment) never change: checkouts, subscriptions and receipts refer to them.',
    name: 'Name',
    nameLocked:
      'The name of a product sold as a subscription stays as it is: subscriptions and access checks use it.',
    description: 'Description',
    features: 'What it includes (one item per line)',
    price: 'Price before HST (CAD)',
    priceHelp: 'Dollars and cents, such as 7.99: from $0.50 to $1,000.00.',
    priceInvalid: 'Enter a price in dollars and cents, such as 7.99.',
    priceOutOfRange: 'The price must be from $0.50 to $1,000.00.',
    onSale: 'On sale',
    onSaleHelp:
      'Off sale, it is not listed and cannot be bought; subscriptions already running continue.',
    limits: 'Usage included each period',
    limitsHelp:
      'Leave a field blank to include nothing beyond the free allowance. Changes apply to current subscribers at once.',
    limitLabels: {
      assistantMessage: 'Assistant messages a day',
      broadcast: 'Broadcasts a month',
      voiceMinute: 'Voice minutes a month',
      voiceTestMinute: 'Test call minutes a month',
    } satisfies Record<UsageKind, string>,
    limitInvalid: 'Enter a whole number, or leave it blank.',
    save: 'Save',
    cancel: 'Cancel',
    saveFailed: 'Not saved.',
    nothingChanged: 'Nothing has changed yet.',
  },
  changes: {
    title: 'Recent changes',
    loading: 'Loading the changes',
    loadFailed: 'We could not load the changes.',
    none: 'No changes yet.',
    by: (date: string, email: string) => `${date}, by ${email}`,
    fields: {
      name: 'Name',
      description: 'Description',
      features: 'What it includes',
      unitAmount: 'Price',
      active: 'On sale',
      limits: 'Usage included',
    },
    yes: 'yes',
    no: 'no',
    nothing: 'nothing',
    change: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
  },
} as const;

export const productAdminErrorWords: ErrorWords = {
  product_not_found: 'This product no longer exists. Reload the page.',
  product_field_locked: 'This field cannot change for this product.',
  validation_failed: 'Some fields need attention.',
};
