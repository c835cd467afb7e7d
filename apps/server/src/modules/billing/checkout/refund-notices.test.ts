import { brand } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { paymentRefundedNotice, refundFailedNotice } from './refund-notices.ts';

const payment = {
  checkoutSessionId: 'cs_test_1',
  productName: 'KinderWait Plus',
  amount: 123456,
  currency: 'CAD',
};
const buyer = { id: 'user-1', firstName: 'Maya' };
const history = 'https://kinderwait.example/payments';
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the refund emails', () => {
  it('keep their English words exactly', () => {
    const refunded = paymentRefundedNotice(buyer, payment, 'already_subscribed', history).email(
      'en',
    );
    expect(refunded.subject).toBe('We refunded your payment for KinderWait Plus');
    expect(refunded.text).toContain(
      'You already have KinderWait Plus, so your new payment of $1,234.56 started nothing new. We refunded it in full; your KinderWait Plus goes on as before.',
    );
    expect(refunded.text).toContain(`See your payments: ${history}`);
    expect(refunded.text).toContain(`Questions? Write to ${brand.supportEmail}.`);
    const duplicate = paymentRefundedNotice(
      buyer,
      payment,
      'duplicate_subscription',
      history,
    ).email('en');
    expect(duplicate.subject).toBe('You had KinderWait Plus twice: we ended one and refunded it');
    const failed = refundFailedNotice('admin-1', payment, 3).email('en');
    expect(failed.subject).toBe('Refund failed: KinderWait Plus ($1,234.56)');
    expect(failed.text).toContain(
      `${brand.productName} tried 3 times to refund it at Stripe and end the subscription it started, and could not.`,
    );
  });

  it('are written in French for a French-speaking recipient, with fr-CA money', () => {
    const refunded = paymentRefundedNotice(buyer, payment, 'already_subscribed', history).email(
      'fr',
    );
    expect(refunded.subject).toBe('Nous avons remboursé votre paiement pour KinderWait Plus');
    expect(plain(refunded.text)).toContain(
      'votre nouveau paiement de 1 234,56 $ n’a donc rien activé',
    );
    expect(refunded.text).toContain(`Voir vos paiements : ${history}`);
    expect(refunded.html).toContain('<html lang="fr">');
    const duplicate = paymentRefundedNotice(
      buyer,
      payment,
      'duplicate_subscription',
      history,
    ).email('fr');
    expect(duplicate.text).toContain('Bonjour Maya,');
    const failed = refundFailedNotice('admin-1', payment, 3).email('fr');
    expect(plain(failed.subject)).toBe('Échec du remboursement : KinderWait Plus (1 234,56 $)');
    expect(refunded.text + failed.text).not.toMatch(/Hello|refunded|Questions\?/);
  });
});
