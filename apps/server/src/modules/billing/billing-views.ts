import type {
  Payment,
  PaymentLine,
  PaymentMode,
  Product,
  RoleCode,
  SandboxCheckoutSession,
  SandboxCheckoutStatus,
  Subscription,
  UsageLimits,
} from '@kinderwait/contract';
import { CheckoutRefusal } from '@kinderwait/contract';
import {
  billingCurrency,
  lineAmounts,
  paymentModes,
  paymentStatuses,
  roleCodes,
  salesTaxLabel,
  salesTaxRatePercent,
  sandboxCheckoutStatuses,
} from '@kinderwait/contract';
import type {
  CheckoutLineRow,
  CheckoutSessionRow,
  ProductRow,
  SubscriptionRow,
} from './billing.repository.ts';

/** A checkout's refusal, as the contract names it (docs/product/billing.md#checkout). */
const refusalOf = (value: string | null): CheckoutRefusal | null => {
  const parsed = CheckoutRefusal.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Database text read back as one of the values the code wrote there. */
function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

export const paymentModeOf = (value: string): PaymentMode => oneOf(paymentModes, value, 'payment');

export function productView(row: ProductRow, currentRole: RoleCode | null): Product {
  const amounts = lineAmounts({ unitAmount: row.unitAmount, quantity: 1 });
  const roles = roleCodes.filter((code) => row.roles.includes(code));
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    features: row.features,
    paymentMode: paymentModeOf(row.paymentMode),
    interval: row.interval === 'month' ? 'month' : null,
    currency: billingCurrency,
    unitAmount: row.unitAmount,
    taxAmount: amounts.taxAmount,
    totalAmount: amounts.totalAmount,
    maxQuantity: row.maxQuantity,
    roles,
    available: currentRole !== null && roles.includes(currentRole),
    limits: limitsOf(row.limits),
  };
}

/** Only the kinds the contract knows, whatever a SuperAdmin stored. */
export function limitsOf(limits: UsageLimits): UsageLimits {
  const { assistantMessage, broadcast, voiceMinute, voiceTestMinute } = limits;
  return {
    ...(assistantMessage === undefined ? {} : { assistantMessage }),
    ...(broadcast === undefined ? {} : { broadcast }),
    ...(voiceMinute === undefined ? {} : { voiceMinute }),
    ...(voiceTestMinute === undefined ? {} : { voiceTestMinute }),
  };
}

export function lineView(row: CheckoutLineRow): PaymentLine {
  return {
    productCode: row.productCode,
    name: row.name,
    quantity: row.quantity,
    unitAmount: row.unitAmount,
    subtotalAmount: row.subtotalAmount,
    taxAmount: row.taxAmount,
    totalAmount: row.totalAmount,
  };
}

export function paymentView(row: CheckoutSessionRow, lines: readonly CheckoutLineRow[]): Payment {
  return {
    id: row.id,
    kind: row.origin === 'renewal' ? 'renewal' : 'checkout',
    status: oneOf(paymentStatuses, row.status, 'paid'),
    paymentMode: paymentModeOf(row.paymentMode),
    paymentServiceProvider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    paidAt: (row.paidAt ?? row.createdAt).toISOString(),
    currency: billingCurrency,
    subtotalAmount: row.subtotalAmount,
    taxAmount: row.taxAmount,
    taxLabel: salesTaxLabel,
    taxRatePercent: salesTaxRatePercent,
    totalAmount: row.totalAmount,
    refundedAmount: row.refundedAmount,
    refusal: refusalOf(row.refusal),
    lines: lines.map(lineView),
  };
}

/** A receipt number people can quote: the payment day and the start of its id. */
export function receiptNumberOf(row: CheckoutSessionRow): string {
  const day = (row.paidAt ?? row.createdAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `KW-${day}-${row.id.slice(0, 8).toUpperCase()}`;
}

export function subscriptionView(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    name: row.name,
    productCode: row.productCode,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** An open sandbox session past its expiry reads as expired, as Stripe's would. */
export function sandboxStatusOf(row: CheckoutSessionRow, now: Date): SandboxCheckoutStatus {
  const status = oneOf(sandboxCheckoutStatuses, row.status, 'paid');
  const open = status === 'open' || status === 'requires_action';
  if (open && row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return status;
}

export function sandboxSessionView(
  row: CheckoutSessionRow,
  lines: readonly CheckoutLineRow[],
  now: Date,
): SandboxCheckoutSession {
  return {
    id: row.id,
    status: sandboxStatusOf(row, now),
    paymentMode: paymentModeOf(row.paymentMode),
    currency: billingCurrency,
    lines: lines.map(lineView),
    subtotalAmount: row.subtotalAmount,
    taxAmount: row.taxAmount,
    taxLabel: salesTaxLabel,
    taxRatePercent: salesTaxRatePercent,
    totalAmount: row.totalAmount,
    successUrl: row.successUrl ?? '',
    cancelUrl: row.cancelUrl ?? '',
    expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
    declineCode: row.declineCode,
    refusal: refusalOf(row.refusal),
  };
}
