import type { AddressInfo } from 'node:net';
import { twilioWebhookPaths, voiceRelayApiPaths } from '@kinderwait/contract';
import twilio from 'twilio';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import type { FakeTwilio } from '../../test/fake-twilio.ts';
import { fakeTwilioAccount, startFakeTwilio } from '../../test/fake-twilio.ts';
import { setupDetails } from '../../test/fixtures/voice-agent-fixtures.ts';
import { addHandbook, handbookFact } from '../../test/fixtures/voice-relay-fixtures.ts';
import { connectRelayCaller } from '../../test/relay-caller.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import {
  actorOf,
  postTwilioForm,
  providerWithAgentNumber,
  twilioSignedOrigin as origin,
} from '../../test/twilio-webhooks.ts';
import { signedRelayUrl } from '../voice-agent/relay/relay.routes.ts';

/**
 * One call to the agent's number through every part Twilio touches, as Twilio drives them: the
 * incoming-call webhook, the ConversationRelay WebSocket it points at, the Connect action when
 * the relay hands the caller over, and the status callback.
 */

const caller = '+16475551234';
const callSid = 'CA11111111111111111111111111111111';

forEachDatabase((t) => {
  let fake: FakeTwilio;
  let app: App;
  let provider: TestUser;
  let agentNumber: string;
  let relayOrigin: string;

  beforeAll(async () => {
    fake = await startFakeTwilio();
    app = await t.buildApp({ env: { ...fakeTwilioAccount, TWILIO_API_URL: fake.url } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    relayOrigin = `ws://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
    ({ provider, agentNumber } = await providerWithAgentNumber(app, (who) =>
      addHandbook(app, who),
    ));
  });

  afterAll(async () => {
    await fake.close();
  });

  const webhook = (path: string, params: Record<string, string>) =>
    postTwilioForm(app, path, params);

  it('answers a caller from the handbook, passes them to a person on request, and keeps the call', async () => {
    expect(agentNumber).toMatch(/^\+1416\d{7}$/);
    const call = { CallSid: callSid, From: caller, To: agentNumber };

    const incoming = await webhook(twilioWebhookPaths.voice, { ...call, CallStatus: 'ringing' });
    expect(incoming.statusCode, incoming.body).toBe(200);
    const relayUrl = /<ConversationRelay url="([^"]+)"/.exec(incoming.body)?.[1];
    const conversationId = /name="conversationId" value="([^"]+)"/.exec(incoming.body)?.[1];
    expect(relayUrl).toBe(`ws://localhost:3000${voiceRelayApiPaths.twilioRelay}`);
    if (conversationId === undefined) throw new Error('no conversation in the TwiML');

    // Twilio opens the relay it was given (here on the test's port), signed for that URL.
    const relay = await connectRelayCaller(`${relayOrigin}${voiceRelayApiPaths.twilioRelay}`, {
      'x-twilio-signature': twilio.getExpectedTwilioSignature(
        fakeTwilioAccount.TWILIO_AUTH_TOKEN,
        signedRelayUrl(origin, voiceRelayApiPaths.twilioRelay),
        {},
      ),
    });
    relay.send({
      type: 'setup',
      sessionId: 'VX11111111111111111111111111111111',
      callSid,
      from: caller,
      to: agentNumber,
      customParameters: { conversationId },
    });
    relay.say('Do children need indoor shoes?');
    expect(await relay.nextAnswer()).toContain(handbookFact);
    relay.say('Can I talk to someone?');
    const end = await relay.waitFor((message) => message.type === 'end');
    const handoffData = end.type === 'end' ? (end.handoffData ?? '') : '';

    const transferNumber = setupDetails('').redirectPhoneNumber;
    const connected = await webhook(twilioWebhookPaths.connectAction, {
      ...call,
      HandoffData: handoffData,
    });
    expect(connected.body).toContain(`<Dial callerId="${caller}">${transferNumber}</Dial>`);

    const status = await webhook(twilioWebhookPaths.status, {
      ...call,
      CallStatus: 'completed',
      CallDuration: '95',
    });
    expect(status.statusCode).toBe(200);
    const kept = await app.services.voiceConversations.details(actorOf(provider), conversationId);
    expect(kept).toMatchObject({ channel: 'phone', outcome: 'transferred' });
    expect(kept.turns.filter((turn) => turn.role === 'caller').map((turn) => turn.text)).toEqual([
      'Do children need indoor shoes?',
      'Can I talk to someone?',
    ]);
    const minutes = (await app.services.usage.usageOf(provider.id)).find(
      (item) => item.kind === 'voiceMinute',
    );
    expect(minutes?.used).toBe(2);

    // After the call, its job sums it up from the status callback's duration and outcome.
    await app.jobs.drain();
    const summed = await app.services.voiceConversations.details(actorOf(provider), conversationId);
    expect(summed.summary).toMatch(
      /^Phone call, 2 minutes\. The caller asked about .+\. The caller was passed to a person at the centre\.$/,
    );
  });
});
