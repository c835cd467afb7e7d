import { describe, expect, test } from 'vitest';
import type { Product } from '@kinderwait/contract/billing';
import { checkoutBodyFor } from './checkout-body';

const plus: Product = {
  code: 'kinderwait-plus',
  name: 'KinderWait Plus',
  description: 'More for families',
  features: [],
  paymentMode: 'subscription',
  interval: 'month',
  currency: 'CAD',
  unitAmount: 900,
  taxAmount: 117,
  totalAmount: 1017,
  maxQuantity: 1,
  roles: ['Parent'],
  available: true,
  limits: {},
};

describe('checkoutBodyFor', () => {
  test('sends return addresses on this origin and the product in its own payment mode', () => {
    expect(checkoutBodyFor(plus, 'https://kinderwait.test')).toEqual({
      successUrl:
        'https://kinderwait.test/service-payment/checkout-complete?product=kinderwait-plus',
      cancelUrl: 'https://kinderwait.test/service-payment/pricing-tier-carousel',
      paymentServiceProvider: 'stripe',
      order: {
        products: [{ code: 'kinderwait-plus', quantity: 1 }],
        paymentMethods: ['card'],
        paymentMode: 'subscription',
      },
    });
  });
});
