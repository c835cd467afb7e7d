import type { AddressInfo } from 'node:net';
import type { VoiceConversationDetails } from '@kinderwait/contract';
import {
  buildUrl,
  relayCloseCodes,
  roleIds,
  voiceAgentApiPaths,
  voiceRelayApiPaths,
  voiceRelayLimits,
} from '@kinderwait/contract';
import twilio from 'twilio';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { fakeTwilioAccount } from '../../../test/fake-twilio.ts';
import { finishVoiceSetup, setupDetails } from '../../../test/fixtures/voice-agent-fixtures.ts';
import {
  addHandbook,
  handbookFact,
  startPhoneConversation,
} from '../../../test/fixtures/voice-relay-fixtures.ts';
import type { RelayCaller } from '../../../test/relay-caller.ts';
import { connectRelayCaller } from '../../../test/relay-caller.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { signedRelayUrl } from './relay.routes.ts';

const publicOrigin = 'https://kinderwait.test';
const twilioEnv = {
  ...fakeTwilioAccount,
  TWILIO_API_URL: 'http://twilio.invalid',
  PUBLIC_ORIGIN: publicOrigin,
};
const path = voiceRelayApiPaths.twilioRelay;
const signature = (url: string) =>
  twilio.getExpectedTwilioSignature(fakeTwilioAccount.TWILIO_AUTH_TOKEN, url, {});

forEachDatabase((t) => {
  let app: App;
  let local: string;
  let provider: TestUser;

  beforeAll(async () => {
    app = await t.buildApp({ env: twilioEnv });
    await app.listen({ port: 0, host: '127.0.0.1' });
    local = `ws://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
    // Signed up through the file's app (its origin is the one sign-in links use); same database.
    provider = await signUp(t.app(), { roles: ['Licenced'] });
    await finishVoiceSetup(t.app(), provider);
    await addHandbook(t.app(), provider);
  });

  /** Twilio's side: a signed handshake, then setup naming the conversation. */
  const call = async (conversationId: string): Promise<RelayCaller> => {
    const caller = await connectRelayCaller(`${local}${path}`, {
      'x-twilio-signature': signature(signedRelayUrl(publicOrigin, path)),
    });
    caller.send({
      type: 'setup',
      sessionId: 'VX00000000000000000000000000000000',
      callSid: 'CA00000000000000000000000000000000',
      from: '+14165550134',
      to: '+14165550199',
      customParameters: { conversationId },
    });
    return caller;
  };

  const details = async (conversationId: string): Promise<VoiceConversationDetails> => {
    const response = await app.inject({
      method: 'GET',
      url: buildUrl(voiceAgentApiPaths.conversation, { feature: 'voiceAiAgent', conversationId }),
      headers: provider.headers(roleIds.Licenced),
    });
    expect(response.statusCode).toBe(200);
    return response.json<VoiceConversationDetails>();
  };

  it('answers from the handbook as text tokens, and keeps both turns with the passage used', async () => {
    const conversationId = await startPhoneConversation(app, provider);
    const caller = await call(conversationId);
    caller.say('Do children need indoor shoes?');
    expect(await caller.nextAnswer()).toContain(handbookFact);
    caller.socket.close(1000);
    await caller.closed();
    await expect.poll(async () => (await details(conversationId)).turns.length).toBe(2);
    const kept = await details(conversationId);
    expect(kept.turns.map((turn) => turn.role)).toEqual(['caller', 'agent']);
    expect(kept.turns[1]?.sources).toContainEqual(
      expect.objectContaining({ kind: 'passage', itemKey: 'handbook' }),
    );
  });

  it('ends with handoffData to the transfer number when the caller asks for someone', async () => {
    const conversationId = await startPhoneConversation(app, provider);
    const caller = await call(conversationId);
    caller.say('Can I talk to someone?');
    const end = await caller.waitFor((message) => message.type === 'end');
    expect(end.type === 'end' && JSON.parse(end.handoffData ?? '')).toEqual({
      reasonCode: 'live-agent-handoff',
      to: setupDetails('').redirectPhoneNumber,
    });
    expect((await details(conversationId)).outcome).toBe('transferred');
  });

  it('passes the call on at DTMF 0', async () => {
    const conversationId = await startPhoneConversation(app, provider);
    const caller = await call(conversationId);
    caller.send({ type: 'dtmf', digit: '0' });
    const end = await caller.waitFor((message) => message.type === 'end');
    expect(end.type === 'end' && JSON.parse(end.handoffData ?? '')).toMatchObject({
      reasonCode: 'live-agent-handoff',
    });
    const kept = await details(conversationId);
    expect(kept).toMatchObject({ outcome: 'transferred' });
    expect(kept.turns.map((turn) => turn.role)).toEqual(['caller', 'agent']);
  });

  it('keeps only what was heard of an interrupted answer', async () => {
    const conversationId = await startPhoneConversation(app, provider);
    const caller = await call(conversationId);
    caller.say('Do children need indoor shoes?');
    await caller.nextAnswer();
    caller.send({
      type: 'interrupt',
      utteranceUntilInterrupt: 'Children bring indoor shoes',
      durationUntilInterruptMs: 1500,
    });
    caller.say('What about outdoor shoes?');
    await caller.nextAnswer();
    // The answer is spoken first and kept after: the transcript follows within moments.
    await expect.poll(async () => (await details(conversationId)).turns.length).toBe(4);
    expect((await details(conversationId)).turns[1]?.text).toBe('Children bring indoor shoes');
  });

  it('ends a dropped call as abandoned, its turns kept', async () => {
    const conversationId = await startPhoneConversation(app, provider);
    const caller = await call(conversationId);
    caller.say('Do children need indoor shoes?');
    await caller.nextAnswer();
    caller.socket.terminate();
    await expect.poll(async () => (await details(conversationId)).outcome).toBe('abandoned');
    expect((await details(conversationId)).turns).toHaveLength(2);
  });

  it('refuses an unsigned, a wrongly signed or a replayed-elsewhere handshake with 403', async () => {
    const refused = (headers: Record<string, string>, query = '') =>
      expect(connectRelayCaller(`${local}${path}${query}`, headers)).rejects.toThrow(/403/);
    await refused({});
    await refused({ 'x-twilio-signature': 'bm90IGEgc2lnbmF0dXJl' });
    // Signed for another URL (the http origin, another query): not this one.
    await refused({ 'x-twilio-signature': signature(`${publicOrigin}${path}`) });
    await refused(
      { 'x-twilio-signature': signature(signedRelayUrl(publicOrigin, `${path}?a=1`)) },
      '?a=2',
    );
  });

  it('refuses the Twilio relay when Twilio is not configured', async () => {
    const plain = await t.buildApp({ env: { PUBLIC_ORIGIN: publicOrigin } });
    await plain.listen({ port: 0, host: '127.0.0.1' });
    const port = String((plain.server.address() as AddressInfo).port);
    await expect(
      connectRelayCaller(`ws://127.0.0.1:${port}${path}`, {
        'x-twilio-signature': signature(signedRelayUrl(publicOrigin, path)),
      }),
    ).rejects.toThrow(/403/);
  });

  it('closes a session whose conversation is unknown, ended or not a phone call, with a reason', async () => {
    const testChat = await startPhoneConversation(app, provider, 'test');
    for (const conversationId of [crypto.randomUUID(), 'not-a-uuid', testChat]) {
      const caller = await call(conversationId);
      expect(await caller.closed()).toEqual({
        code: relayCloseCodes.unknownConversation,
        reason: 'Unknown or ended conversation',
      });
    }
    const ended = await startPhoneConversation(app, provider);
    const first = await call(ended);
    first.socket.close(1000);
    await expect
      .poll(async () => 'refused' in (await app.services.voiceRelay.openPhoneCall(ended)))
      .toBe(true);
    expect((await (await call(ended)).closed()).code).toBe(relayCloseCodes.unknownConversation);
  });

  it.each([
    ['invalid JSON', '{"type":"prompt",', relayCloseCodes.malformed],
    ['an unknown type', JSON.stringify({ type: 'transfer' }), relayCloseCodes.malformed],
    ['a prompt of the wrong shape', JSON.stringify({ type: 'prompt', last: 'yes' }), 1007],
    ['a huge frame', 'x'.repeat(voiceRelayLimits.maxFrameBytes + 1), relayCloseCodes.tooLarge],
  ])('closes the socket on %s, and the server goes on', async (_name, frame, code) => {
    const conversationId = await startPhoneConversation(app, provider);
    const caller = await call(conversationId);
    caller.send(frame);
    expect((await caller.closed()).code).toBe(code);
    await expect.poll(async () => (await details(conversationId)).outcome).toBe('abandoned');
    const next = await call(await startPhoneConversation(app, provider));
    next.say('Do children need indoor shoes?');
    expect(await next.nextAnswer()).toContain(handbookFact);
    next.socket.close(1000);
  });

  it('closes the socket on a binary frame', async () => {
    const caller = await call(await startPhoneConversation(app, provider));
    caller.socket.send(Buffer.from([1, 2, 3]));
    expect((await caller.closed()).code).toBe(relayCloseCodes.malformed);
  });
});
