/** Query keys of billing: what the current role may buy, payments, receipts, checkout sessions. */
export const billingKeys = {
  all: ['billing'] as const,
  /** Products answer for the role sent with the request, so the role is part of the key. */
  products: (roleId: number | undefined) => [...billingKeys.all, 'products', roleId ?? 0] as const,
  payments: (userId: string) => [...billingKeys.all, 'payments', userId] as const,
  receipt: (userId: string, sessionId: string) =>
    [...billingKeys.all, 'receipt', userId, sessionId] as const,
  sandboxSession: (sessionId: string) => [...billingKeys.all, 'sandbox', sessionId] as const,
};
