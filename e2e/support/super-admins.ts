/**
 * The addresses the journeys' server gives SuperAdmin (SUPERADMIN_EMAILS in playwright.config.ts),
 * one per journey and project, so journeys running at once never share an account.
 */
export const e2eSuperAdminEmails = {
  products: 'superadmin-products@example.com',
  plansDesktop: 'superadmin-plans-desktop@example.com',
  plansPhone: 'superadmin-plans-phone@example.com',
  sweepDesktop: 'superadmin-sweep-desktop@example.com',
  sweepPhone: 'superadmin-sweep-phone@example.com',
} as const;
