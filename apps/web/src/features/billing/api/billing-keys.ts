/**
 * Query keys of billing: payments, receipts, checkout sessions. What is sold is a shared resource
 * (src/api/products): the product administration changes it.
 */
export const billingKeys = {
  all: ['billing'] as const,
  payments: (userId: string) => [...billingKeys.all, 'payments', userId] as const,
  receipt: (userId: string, sessionId: string) =>
    [...billingKeys.all, 'receipt', userId, sessionId] as const,
  sandboxSession: (sessionId: string) => [...billingKeys.all, 'sandbox', sessionId] as const,
  /** The payment of a checkout just made, asked for until the processor confirms it. */
  checkoutPayment: (userId: string, sessionId: string) =>
    [...billingKeys.all, 'checkout-payment', userId, sessionId] as const,
};
