import type { CheckoutBody, Product } from '@kinderwait/contract/billing';
import { paths } from '../../../config/paths';

/**
 * The checkout payload (docs/product/billing.md#checkout) for one product. Return addresses are
 * pages of this origin (the server refuses others); the success page learns what was bought from
 * `product` in its query. 'stripe' means "this server's card processor": Stripe where configured,
 * else its sandbox stand-in.
 */
export function checkoutBodyFor(product: Product, origin: string): CheckoutBody {
  const success = new URL(paths.app.checkoutComplete.getHref(), origin);
  success.searchParams.set('product', product.code);
  return {
    successUrl: success.toString(),
    cancelUrl: new URL(paths.app.pricingTierCarousel.getHref(), origin).toString(),
    paymentServiceProvider: 'stripe',
    order: {
      products: [{ code: product.code, quantity: 1 }],
      paymentMethods: ['card'],
      paymentMode: product.paymentMode,
    },
  };
}
