import { roleIds } from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import twilio from 'twilio';
import type { App } from '../app/build-app.ts';
import type { TestUser } from './accounts.ts';
import { signUp } from './accounts.ts';
import { buyInSandbox } from './checkout.ts';
import { fakeTwilioAccount } from './fake-twilio.ts';
import { finishVoiceSetup } from './fixtures/voice-agent-fixtures.ts';

/** The test config's PUBLIC_ORIGIN: what Twilio signs. */
export const twilioSignedOrigin = 'http://localhost:3000';

export const actorOf = (user: TestUser) => ({
  user: { id: user.id, email: user.email },
  role: null,
});

export interface SignedFormOptions {
  /** Signed for another URL than the one posted to. */
  signedUrl?: string;
  /** Signed over other parameters than those sent. */
  signedParams?: Record<string, string>;
  /** `null`: no signature header at all. */
  signature?: null;
}

/** Posts `params` to `path` as Twilio does: form-encoded, signed with the account's token. */
export function postTwilioForm(
  app: App,
  path: string,
  params: Record<string, string>,
  options: SignedFormOptions = {},
): Promise<LightMyRequestResponse> {
  const signature = twilio.getExpectedTwilioSignature(
    fakeTwilioAccount.TWILIO_AUTH_TOKEN,
    options.signedUrl ?? `${twilioSignedOrigin}${path}`,
    options.signedParams ?? params,
  );
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

/**
 * A licensed provider whose voice agent is set up and holds a 416 number, bought through the
 * phone number plan in the sandbox checkout (the app's Twilio is a local fake).
 */
export async function providerWithAgentNumber(
  app: App,
  prepare: (provider: TestUser) => Promise<unknown> = () => Promise.resolve(),
): Promise<{ provider: TestUser; agentNumber: string }> {
  const provider = await signUp(app, { roles: ['Licenced'] });
  await finishVoiceSetup(app, provider);
  await prepare(provider);
  await buyInSandbox(
    app,
    provider,
    roleIds.Licenced,
    ['voice-assistant-phone-number'],
    'subscription',
  );
  const [free] = await app.services.phoneNumbers.available(actorOf(provider), '416');
  await app.services.phoneNumbers.request(actorOf(provider), {
    areaCode: '416',
    number: free?.number ?? '',
  });
  await app.jobs.drain();
  const agentNumber = (await app.services.phoneNumbers.list(actorOf(provider)))[0]?.number ?? '';
  return { provider, agentNumber };
}
