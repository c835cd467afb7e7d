import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from './checkout/checkout.routes.ts';
import { paymentHistoryRoutes } from './payment-history/payment-history.routes.ts';
import { productAdminRoutes } from './product-admin/product-admin.routes.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout/sandbox-checkout.routes.ts';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.ts';

/** The billing module's routes, each sub-folder's in its own scope. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checkoutRoutes);
  await app.register(paymentHistoryRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(sandboxCheckoutRoutes);
  await app.register(productAdminRoutes);
};
