import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request the fake received: method, path and the form-encoded parameters Stripe's client sends. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

/** The part of a Stripe subscription the fake serves (items carry the period since API 2025-03-31). */
export interface FakeSubscription {
  id: string;
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
}

/** A checkout session the fake opened; `object` is what retrieving it answers (tests complete it). */
export interface FakeCheckoutSession {
  id: string;
  form: URLSearchParams;
  object: Record<string, unknown>;
}

export interface FakeStripe {
  /** The API base URL to give STRIPE_API_URL. */
  readonly url: string;
  readonly requests: FakeStripeRequest[];
  /** The checkout sessions it opened: Stripe's id and the parameters it was given. */
  readonly checkoutSessions: FakeCheckoutSession[];
  readonly subscriptions: Map<string, FakeSubscription>;
  /** What each payment intent charged, in cents (a refund gives it all back). */
  readonly paymentIntents: Map<string, number>;
  /** The payment intent that paid each invoice (a subscription's first invoice, say). */
  readonly invoicePayments: Map<string, string>;
  /** Makes every call answer 500 (and ask not to be retried), as an outage would. */
  failing: boolean;
  close(): Promise<void>;
}

export const fakeStripeWebhookSecret = 'whsec_fakeStripeSigningSecret';

/** A Stripe event signed as Stripe signs them (the package's own test header helper). */
export function signedStripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number; secret?: string } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: Stripe.API_VERSION,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? fakeStripeWebhookSecret,
  });
  return { payload, signature };
}

export function subscriptionObject(subscription: FakeSubscription): Record<string, unknown> {
  const { current_period_start, current_period_end, ...rest } = subscription;
  return {
    ...rest,
    object: 'subscription',
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          current_period_start,
          current_period_end,
        },
      ],
    },
  };
}

const newId = (prefix: string): string => `${prefix}_${randomBytes(8).toString('hex')}`;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    // Stripe's client honours this: an outage test does not wait for its retries.
    'stripe-should-retry': 'false',
  });
  response.end(JSON.stringify(body));
}

/**
 * A local stand-in for the few Stripe API calls the app makes (checkout sessions, subscriptions,
 * refunds, the customer portal), on 127.0.0.1: tests never reach the internet. A POST with an
 * idempotency key answers again what it answered the first time, as Stripe does.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const checkoutSessions: FakeCheckoutSession[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const paymentIntents = new Map<string, number>();
  const invoicePayments = new Map<string, string>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const state = { failing: false };

  /** Answers one request; null for a path the fake does not know. */
  const answer = (
    method: string,
    path: string,
    query: URLSearchParams,
    form: URLSearchParams,
  ): { status: number; body: unknown } | null => {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const object: Record<string, unknown> = {
        id,
        object: 'checkout.session',
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        client_reference_id: form.get('client_reference_id'),
        mode: form.get('mode'),
        payment_status: 'unpaid',
        payment_intent: null,
        subscription: null,
        invoice: null,
      };
      checkoutSessions.push({ id, form, object });
      return { status: 200, body: object };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    const session = checkoutSessions.find((candidate) => candidate.id === sessionPath?.[1]);
    if (sessionPath !== null && session !== undefined) {
      if (method === 'POST' && sessionPath[2] === '/expire') {
        if (session.object.status !== 'open') {
          return { status: 400, body: { error: { type: 'invalid_request_error' } } };
        }
        session.object.status = 'expired';
      }
      return { status: 200, body: session.object };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = query.get('invoice') ?? '';
      const paymentIntent = invoicePayments.get(invoice);
      const data =
        paymentIntent === undefined
          ? []
          : [
              {
                id: `inpay_${invoice}`,
                object: 'invoice_payment',
                invoice,
                status: 'paid',
                is_default: true,
                payment: { type: 'payment_intent', payment_intent: paymentIntent },
              },
            ];
      return {
        status: 200,
        body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = form.get('payment_intent') ?? '';
      const amount = paymentIntents.get(paymentIntent);
      if (amount === undefined) {
        return { status: 404, body: { error: { type: 'invalid_request_error' } } };
      }
      return {
        status: 200,
        body: {
          id: newId('re'),
          object: 'refund',
          amount,
          payment_intent: paymentIntent,
          reason: form.get('reason'),
          status: 'succeeded',
        },
      };
    }
    const subscriptionId = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path)?.[1];
    const subscription =
      subscriptionId === undefined ? undefined : subscriptions.get(subscriptionId);
    if (subscription !== undefined) {
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = Math.floor(Date.now() / 1000);
      }
      if (method === 'POST' && form.has('cancel_at_period_end')) {
        subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        subscription.canceled_at = subscription.cancel_at_period_end
          ? Math.floor(Date.now() / 1000)
          : null;
      }
      return { status: 200, body: subscriptionObject(subscription) };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        status: 200,
        body: {
          id: 'bps_test',
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${form.get('customer') ?? ''}`,
        },
      };
    }
    return null;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const [path = '', search = ''] = (request.url ?? '').split('?');
      const method = request.method ?? '';
      const form = await readForm(request);
      requests.push({ method, path, form });
      if (state.failing) {
        send(response, 500, { error: { type: 'api_error', message: 'outage' } });
        return;
      }
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? answered.get(key) : undefined;
      const result = earlier ??
        answer(method, path, new URLSearchParams(search), form) ?? {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: `no fake for ${path}` } },
        };
      if (typeof key === 'string' && method === 'POST') answered.set(key, result);
      send(response, result.status, result.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    checkoutSessions,
    subscriptions,
    paymentIntents,
    invoicePayments,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
        // The Stripe client keeps its connections alive; close would wait for them.
        server.closeAllConnections();
      }),
  };
}
