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

export interface FakeStripe {
  /** The API base URL to give STRIPE_API_URL. */
  readonly url: string;
  readonly requests: FakeStripeRequest[];
  /** The checkout sessions it opened: Stripe's id and the parameters it was given. */
  readonly checkoutSessions: { id: string; form: URLSearchParams }[];
  readonly subscriptions: Map<string, FakeSubscription>;
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
 * the customer portal), on 127.0.0.1: tests never reach the internet.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const checkoutSessions: { id: string; form: URLSearchParams }[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const state = { failing: false };

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = await readForm(request);
      requests.push({ method: request.method ?? '', path, form });
      if (state.failing) {
        send(response, 500, { error: { type: 'api_error', message: 'outage' } });
        return;
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${randomBytes(8).toString('hex')}`;
        checkoutSessions.push({ id, form });
        send(response, 200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id'),
          mode: form.get('mode'),
        });
        return;
      }
      const subscriptionId = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path)?.[1];
      const subscription =
        subscriptionId === undefined ? undefined : subscriptions.get(subscriptionId);
      if (subscription !== undefined) {
        if (request.method === 'POST' && form.has('cancel_at_period_end')) {
          subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
          subscription.canceled_at = subscription.cancel_at_period_end
            ? Math.floor(Date.now() / 1000)
            : null;
        }
        send(response, 200, subscriptionObject(subscription));
        return;
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        send(response, 200, {
          id: 'bps_test',
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${form.get('customer') ?? ''}`,
        });
        return;
      }
      send(response, 404, {
        error: { type: 'invalid_request_error', message: `no fake for ${path}` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    checkoutSessions,
    subscriptions,
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
