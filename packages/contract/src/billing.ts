import { z } from 'zod';
import { defaultPaymentMode } from './constants.ts';
import { RoleCodeSchema } from './roles.ts';
import { billingCurrency } from './rules/sales-tax.ts';
import type { SafeTextOptions } from './rules/safe-text.ts';
import { safeText } from './rules/safe-text.ts';
import { UsageLimits } from './usage.ts';

/**
 * Billing (docs/product/billing.md): what is sold, checkout, payment history and receipts.
 * Sandbox checkout is in sandbox-checkout.ts, subscriptions in subscriptions.ts, limits in usage.ts.
 */
export const billingApiPaths = {
  products: '/api/products',
  checkout: '/api/checkout',
  checkoutSessions: '/api/checkout/users/{userId}/sessions',
  checkoutSession: '/api/checkout/users/{userId}/sessions/{sessionId}',
  stripeWebhook: '/api/checkout/webhooks/stripe',
} as const;

export const productCodes = {
  kinderwaitPlus: 'kinderwait-plus',
  voiceAssistantSetup: 'voice-assistant-setup',
  voiceAssistantPhoneNumber: 'voice-assistant-phone-number',
  broadcastOrder: 'broadcast-order',
} as const;

export const paymentModes = ['payment', 'subscription'] as const;
export const PaymentMode = z.enum(paymentModes);
export type PaymentMode = z.infer<typeof PaymentMode>;

/**
 * 'stripe' is the card processor this server runs: Stripe Checkout when it is configured, its
 * embedded stand-in otherwise (so the web sends the same payload everywhere); 'sandbox' asks for
 * the stand-in by name and is refused where Stripe is configured.
 */
export const paymentServiceProviders = ['stripe', 'sandbox'] as const;
export const PaymentServiceProvider = z.enum(paymentServiceProviders);
export type PaymentServiceProvider = z.infer<typeof PaymentServiceProvider>;

export const paymentMethods = ['card'] as const;

const ProductCode = safeText(
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a product code such as kinderwait-plus')
    .max(60),
);
const Cents = z.number().int().min(0);
const Currency = z.literal(billingCurrency);
export const TaxRatePercent = z.number().min(0).max(100);

/** One product of GET /api/products (prices before tax; the tax is its own line). */
export const Product = z.object({
  code: ProductCode,
  /** The name a subscription to it carries (docs/product/billing.md#subscriptions). */
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  paymentMode: PaymentMode,
  interval: z.enum(['month']).nullable(),
  currency: Currency,
  unitAmount: Cents,
  taxAmount: Cents,
  totalAmount: Cents,
  maxQuantity: z.number().int().min(1),
  /** The roles that may buy it. */
  roles: z.array(RoleCodeSchema),
  /** Whether the current role may buy it. */
  available: z.boolean(),
  /** What it allows per period while active (usage.ts). */
  limits: UsageLimits,
});
export type Product = z.infer<typeof Product>;

export const ProductsResponse = z.object({
  /** The processor behind 'stripe' here: 'stripe', or 'sandbox' (the embedded stand-in). */
  paymentServiceProvider: PaymentServiceProvider,
  /** Whether Stripe's customer portal can manage subscriptions (only with Stripe). */
  customerPortal: z.boolean(),
  currency: Currency,
  /** The tax's English label ("HST 13%"); clients word it from `taxRatePercent` instead. */
  taxLabel: z.string(),
  /** The Ontario HST's rate in percent (13), to word the tax in any language. */
  taxRatePercent: TaxRatePercent,
  items: z.array(Product),
});
export type ProductsResponse = z.infer<typeof ProductsResponse>;

/** One product of a checkout's order. */
export const CheckoutProduct = z.object({
  code: ProductCode,
  quantity: z.number().int().min(1).max(10).default(1),
  /** What is paid for, when the product is for one thing (a broadcast order's id). */
  referenceId: z
    .uuid()
    .transform((id) => id.toLowerCase())
    .optional(),
});
export type CheckoutProduct = z.infer<typeof CheckoutProduct>;

const ReturnUrl = safeText(z.url({ protocol: /^https?$/ }).max(2000));

/** POST /api/checkout: the checkout session payload (docs/product/billing.md#checkout). */
export const CheckoutBody = z.object({
  successUrl: ReturnUrl,
  cancelUrl: ReturnUrl,
  paymentServiceProvider: PaymentServiceProvider,
  order: z.object({
    products: z.array(CheckoutProduct).min(1).max(5),
    paymentMethods: z.array(z.enum(paymentMethods)).min(1).max(paymentMethods.length),
    paymentMode: PaymentMode.default(defaultPaymentMode),
  }),
});
/** What the web sends (defaults may be left out). */
export type CheckoutBody = z.input<typeof CheckoutBody>;
/** What the server works with once the defaults are applied. */
export type CheckoutRequest = z.output<typeof CheckoutBody>;

/**
 * The query parameter the server adds to a checkout's success address: that checkout's id, so the
 * page the processor returns to can ask what became of it.
 */
export const checkoutIdParam = 'checkout';

/**
 * Where to send the browser: Stripe's hosted page, or the sandbox's page on this origin. 201 for
 * a new checkout; 200 for the open checkout of a plan already being bought, answered again.
 */
export const CheckoutResponse = z.object({
  id: z.uuid(),
  url: z.string(),
  paymentServiceProvider: PaymentServiceProvider,
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const PaymentLine = z.object({
  productCode: z.string(),
  name: z.string(),
  quantity: z.number().int().min(1),
  unitAmount: Cents,
  subtotalAmount: Cents,
  taxAmount: Cents,
  totalAmount: Cents,
});
export type PaymentLine = z.infer<typeof PaymentLine>;

export const paymentStatuses = ['paid', 'partially_refunded', 'refunded'] as const;

/**
 * Why a payment was refused when it was confirmed, as an error code the client words:
 * `already_subscribed`, the user held the plan already (the sandbox charges nothing; a Stripe
 * payment is refunded in full at once and starts no subscription); `duplicate_subscription`, a
 * second subscription to the same plan started before that rule and was ended by the repair
 * job, its last payment refunded.
 */
export const CheckoutRefusal = z.enum(['already_subscribed', 'duplicate_subscription']);
export type CheckoutRefusal = z.infer<typeof CheckoutRefusal>;

/** One payment of the history: a checkout, or a subscription's monthly renewal. */
export const Payment = z.object({
  id: z.uuid(),
  kind: z.enum(['checkout', 'renewal']),
  status: z.enum(paymentStatuses),
  paymentMode: PaymentMode,
  paymentServiceProvider: PaymentServiceProvider,
  /** When it was paid (ISO 8601, UTC). */
  paidAt: z.string(),
  currency: Currency,
  subtotalAmount: Cents,
  taxAmount: Cents,
  /** The tax's English label ("HST 13%"); clients word it from `taxRatePercent` instead. */
  taxLabel: z.string(),
  /** The Ontario HST's rate in percent (13), to word the tax in any language. */
  taxRatePercent: TaxRatePercent,
  totalAmount: Cents,
  refundedAmount: Cents,
  /** Set when the payment was refused at fulfilment (and so refunded); null otherwise. */
  refusal: CheckoutRefusal.nullable(),
  lines: z.array(PaymentLine),
});
export type Payment = z.infer<typeof Payment>;

const Instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** GET /api/checkout/users/{userId}/sessions (docs/product/billing.md#payment-history). */
export const PaymentHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Paid at or after this instant. */
  startTime: Instant.optional(),
  /** Paid before this instant. */
  endTime: Instant.optional(),
  /** The page starts with this payment (a previous page's `nextStartFromId`). */
  startFromId: z
    .uuid()
    .transform((id) => id.toLowerCase())
    .optional(),
});
export type PaymentHistoryQuery = z.input<typeof PaymentHistoryQuery>;
export type PaymentHistoryFilter = z.output<typeof PaymentHistoryQuery>;

export const PaymentHistoryResponse = z.object({
  items: z.array(Payment),
  /** The first payment of the next page, to send as `startFromId`; null on the last page. */
  nextStartFromId: z.uuid().nullable(),
});
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponse>;

/** GET /api/checkout/users/{userId}/sessions/{sessionId}: all a printable receipt shows. */
export const Receipt = Payment.extend({
  receiptNumber: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    /** The HST registration number (e.g. 123456789RT0001), when the operator configured it. */
    taxRegistrationNumber: z.string().nullable(),
  }),
});
export type Receipt = z.infer<typeof Receipt>;

export const CheckoutSessionParams = z.object({
  userId: z.uuid().transform((id) => id.toLowerCase()),
  sessionId: z.uuid().transform((id) => id.toLowerCase()),
});

export const stripeSignatureHeader = 'stripe-signature';

export const billingErrorCodes = {
  unknownProduct: 'unknown_product',
  productNotForRole: 'product_not_for_role',
  paymentModeMismatch: 'payment_mode_mismatch',
  invalidQuantity: 'invalid_quantity',
  returnUrlNotAllowed: 'return_url_not_allowed',
  paymentProviderUnavailable: 'payment_provider_unavailable',
  alreadySubscribed: 'already_subscribed',
  /** 503: the payment processor could not be reached; nothing was charged. */
  paymentsUnavailable: 'payments_unavailable',
  checkoutSessionNotFound: 'checkout_session_not_found',
  invalidWebhookSignature: 'invalid_webhook_signature',
  /** 400: a product sold only from the page of what it pays for (a broadcast order's page). */
  productSoldFromItsPage: 'product_sold_from_its_page',
} as const;

export const billingMessages = {
  unknownProduct: (code: string): string => `There is no product '${code}' for sale`,
  productNotForRole: (name: string): string => `${name} is not sold to your current role`,
  paymentModeMismatch: (name: string, mode: string): string =>
    `${name} cannot be bought with the payment mode '${mode}'`,
  duplicateProduct: 'Each product can appear once in an order',
  oneSubscriptionPerCheckout: 'A subscription is bought on its own, one per checkout',
  invalidQuantity: (name: string, max: number): string =>
    `${name} can be bought at most ${String(max)} at a time`,
  returnUrlNotAllowed: 'Return addresses must be pages of this site',
  paymentProviderUnavailable: (name: string): string =>
    `The payment service '${name}' is not available here`,
  alreadySubscribed: (name: string): string => `You already have ${name}`,
  paymentsUnavailable: 'Payments are unavailable right now. Nothing was charged; please try again.',
  checkoutSessionNotFound: 'Payment not found',
  invalidWebhookSignature: 'Invalid webhook signature',
  broadcastPaidFromItsPage: 'A broadcast is paid from its own page',
} as const;

/**
 * A SuperAdmin edits what is sold (docs/product/billing.md#editing-products; docs/pricing.md
 * "Editing products"): the texts buyers read, the price, the plan's limits and whether it is on
 * sale. The code, currency, payment mode and interval never change: checkouts, subscriptions and
 * receipts point at them.
 */
export const productAdminApiPaths = {
  products: '/api/admin/products',
  product: '/api/admin/products/{code}',
  productChanges: '/api/admin/products/{code}/changes',
} as const;

/**
 * The lowest price a product can have: Stripe's smallest charge in CAD ($0.50), so whatever is
 * on sale can be paid. To stop selling a product, take it off sale instead.
 */
export const minProductUnitAmount = 50;
/** The highest price ($1,000.00): ten times the dearest product, a guard against a slipped digit. */
export const maxProductUnitAmount = 100_000;
export const productTextLimits = {
  name: 80,
  description: 500,
  feature: 200,
  features: 10,
} as const;

/** One product as the SuperAdmin's screen shows it, on sale or not. */
export const AdminProduct = Product.omit({ available: true }).extend({
  /** Whether it is on sale (listed by GET /api/products and accepted at checkout). */
  active: z.boolean(),
  /**
   * Whether its name can change: not for a product sold as a subscription, whose name is the
   * subscription name (docs/product/billing.md#subscriptions) that the web's guards match.
   */
  nameEditable: z.boolean(),
  /** Whether its limits apply: only while a subscription to it (or a grant) is active. */
  limitsApply: z.boolean(),
  /** When it last changed (ISO 8601, UTC). */
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductsResponse = z.object({
  currency: Currency,
  /** The tax's English label ("HST 13%"); clients word it from `taxRatePercent` instead. */
  taxLabel: z.string(),
  /** The Ontario HST's rate in percent (13), to word the tax in any language. */
  taxRatePercent: TaxRatePercent,
  items: z.array(AdminProduct),
});
export type AdminProductsResponse = z.infer<typeof AdminProductsResponse>;

export const ProductCodeParams = z.object({ code: ProductCode });

const productText = (max: number, options: SafeTextOptions = {}) =>
  safeText(z.string().trim().min(1, 'must not be empty').max(max), options);

/**
 * PATCH /api/admin/products/{code}: the fields to change, each left out when it stays. Any other
 * field (code, currency, paymentMode, interval, roles) is a 400 naming it. `limits` replaces the
 * plan's limits whole: a kind left out gives nothing beyond the free allowance.
 */
export const EditProductBody = z.strictObject({
  name: productText(productTextLimits.name).optional(),
  description: productText(productTextLimits.description, { multiLine: true }).optional(),
  features: z
    .array(productText(productTextLimits.feature))
    .min(1)
    .max(productTextLimits.features)
    .optional(),
  /** The price before tax, in CAD cents. */
  unitAmount: z
    .number()
    .int('must be a whole number of cents')
    .min(minProductUnitAmount)
    .max(maxProductUnitAmount)
    .optional(),
  active: z.boolean().optional(),
  limits: z.strictObject(UsageLimits.shape).optional(),
});
export type EditProductBody = z.input<typeof EditProductBody>;
export type EditProductRequest = z.output<typeof EditProductBody>;

/** The edited fields of a product, as an audit row records them before and after a change. */
export const ProductFields = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  features: z.array(z.string()).optional(),
  unitAmount: Cents.optional(),
  active: z.boolean().optional(),
  limits: UsageLimits.optional(),
});
export type ProductFields = z.infer<typeof ProductFields>;

/** One change of a product: who, when, and each changed field before and after. */
export const ProductChange = z.object({
  id: z.uuid(),
  productCode: z.string(),
  /** ISO 8601, UTC. */
  changedAt: z.string(),
  /** The SuperAdmin; `id` is null once their account is deleted, the email stays. */
  changedBy: z.object({ id: z.uuid().nullable(), email: z.string() }),
  before: ProductFields,
  after: ProductFields,
});
export type ProductChange = z.infer<typeof ProductChange>;

/** GET /api/admin/products/{code}/changes: newest first. */
export const ProductChangesResponse = z.object({ items: z.array(ProductChange) });
export type ProductChangesResponse = z.infer<typeof ProductChangesResponse>;

export const productAdminErrorCodes = {
  /** 404: no product has this code. */
  productNotFound: 'product_not_found',
  /** 400: the field cannot change for this product (a subscription's name, limits that never apply). */
  productFieldLocked: 'product_field_locked',
} as const;

export const productAdminMessages = {
  productNotFound: 'Product not found',
  subscriptionNameLocked:
    'The name of a product sold as a subscription cannot change: subscriptions and access checks use it',
  limitsDoNotApply: 'This product grants no subscription, so usage limits on it would never apply',
  productSaved: 'Product saved',
} as const;
