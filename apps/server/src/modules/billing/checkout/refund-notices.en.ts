/** The refund emails' words: to the buyer, and the operators' alert. */
export default {
  greetingNamed: 'Hello {name},',
  greeting: 'Hello,',
  refundedSubject: 'We refunded your payment for {plan}',
  refundedWhy:
    'You already have {plan}, so your new payment of {total} started nothing new. We refunded it in full; your {plan} goes on as before.',
  refundedHow:
    'A second checkout for the same plan was open and both were paid. Nothing else changes on your account.',
  seePayments: 'See your payments',
  bankDelay: 'Your bank shows the refund within 5 to 10 business days.',
  questions: 'Questions? Write to {supportEmail}.',
  duplicateSubject: 'You had {plan} twice: we ended one and refunded it',
  duplicateWhat:
    'Your account had two {plan} subscriptions at the same time, and both were charged. That should never have happened, and we are sorry.',
  duplicateDone:
    'We ended the second one and refunded its last payment of {total} in full. Your first {plan} goes on as before; you do not need to do anything.',
  failedSubject: 'Refund failed: {plan} ({total})',
  failedWhat:
    'A payment of {total} for {plan} was taken for a plan its buyer already held. {product} tried {attempts} times to refund it at Stripe and end the subscription it started, and could not.',
  failedHow:
    "Refund it in the Stripe dashboard: checkout {checkout}. The buyer still has one subscription; the payment shows as paid until Stripe's refund arrives.",
  openStripe: 'Open Stripe payments',
  superAdmin: 'You receive this because you are a SuperAdmin.',
};
