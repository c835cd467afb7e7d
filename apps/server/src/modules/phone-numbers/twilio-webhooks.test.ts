import type { UsageItem, VoiceConversationDetails } from '@kinderwait/contract';
import { twilioWebhookPaths } from '@kinderwait/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import type { FakeTwilio } from '../../test/fake-twilio.ts';
import { fakeTwilioAccount, startFakeTwilio } from '../../test/fake-twilio.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import type { SignedFormOptions } from '../../test/twilio-webhooks.ts';
import {
  actorOf,
  postTwilioForm,
  providerWithAgentNumber,
  twilioSignedOrigin as origin,
} from '../../test/twilio-webhooks.ts';

const caller = '+16475551234';

let callCounter = 0;
const newCallSid = () => {
  callCounter += 1;
  return `CA${String(callCounter).padStart(32, '0')}`;
};

forEachDatabase((t) => {
  let fake: FakeTwilio;
  let app: App;
  let provider: TestUser;
  let agentNumber: string;

  beforeAll(async () => {
    fake = await startFakeTwilio();
    app = await t.buildApp({ env: { ...fakeTwilioAccount, TWILIO_API_URL: fake.url } });
    ({ provider, agentNumber } = await providerWithAgentNumber(app));
  });

  afterAll(async () => {
    await fake.close();
  });

  const webhook = (path: string, params: Record<string, string>, options?: SignedFormOptions) =>
    postTwilioForm(app, path, params, options);
  const incoming = (callSid: string) => ({
    CallSid: callSid,
    AccountSid: fakeTwilioAccount.TWILIO_ACCOUNT_SID,
    From: caller,
    To: agentNumber,
    CallStatus: 'ringing',
  });
  const conversations = () =>
    app.services.voiceConversations.list(actorOf(provider), { page: 1, pageSize: 50 });
  const minutesUsed = async () =>
    (await app.services.usage.usageOf(provider.id)).find(
      (item: UsageItem) => item.kind === 'voiceMinute',
    )?.used;

  it('answers a signed call with ConversationRelay: greeting with the notice, language, voice, the fr-CA language and the conversation id', async () => {
    const callSid = newCallSid();
    const response = await webhook(twilioWebhookPaths.voice, incoming(callSid));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    const [conversation] = await conversations();
    expect(conversation).toMatchObject({ channel: 'phone', caller: '(647) ***-**34' });
    expect(response.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response>' +
        `<Connect action="${origin}/api/telephony/twilio/connect-action">` +
        '<ConversationRelay url="ws://localhost:3000/api/telephony/twilio/relay" welcomeGreeting="Hello, thank you for calling Maple Tree Daycare. How can I help you today? This call is answered by an automated assistant, and a transcript is kept." language="en-CA" ttsProvider="Amazon" voice="Joanna-Neural" transcriptionLanguage="multi" transcriptionProvider="Deepgram" speechModel="nova-3-general">' +
        // Both languages, each with its voice: a French caller is heard and answered in French.
        '<Language code="en-CA" ttsProvider="Amazon" voice="Joanna-Neural" transcriptionProvider="Deepgram" speechModel="nova-3-general"/>' +
        '<Language code="fr-CA" ttsProvider="Amazon" voice="Gabrielle-Neural" transcriptionProvider="Deepgram" speechModel="nova-3-general"/>' +
        `<Parameter name="conversationId" value="${conversation?.id ?? ''}"/>` +
        '</ConversationRelay></Connect></Response>',
    );
    // Delivered again: the same answer, no second conversation.
    const again = await webhook(twilioWebhookPaths.voice, incoming(callSid));
    expect(again.body).toBe(response.body);
    expect(await conversations()).toHaveLength(1);
  });

  it.each([
    ['no signature', { signature: null }],
    ['a tampered parameter', { signedParams: { From: '+14165550000' } }],
    [
      'the signature of another URL',
      { signedUrl: `https://evil.example${twilioWebhookPaths.voice}` },
    ],
  ] as const)('refuses a call with %s (403) and writes nothing', async (_case, options) => {
    const before = (await conversations()).length;
    const params = incoming(newCallSid());
    const signedParams =
      'signedParams' in options ? { ...params, ...options.signedParams } : undefined;
    const response = await webhook(twilioWebhookPaths.voice, params, {
      ...options,
      ...(signedParams === undefined ? {} : { signedParams }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'telephony_webhook_refused' });
    expect(await conversations()).toHaveLength(before);
  });

  it('counts a call’s minutes, rounded up, once however often its status is sent', async () => {
    const callSid = newCallSid();
    await webhook(twilioWebhookPaths.voice, incoming(callSid));
    const before = (await minutesUsed()) ?? 0;
    const completed = { ...incoming(callSid), CallStatus: 'completed', CallDuration: '61' };
    expect((await webhook(twilioWebhookPaths.status, completed)).statusCode).toBe(200);
    expect(await minutesUsed()).toBe(before + 2);
    // Replayed: nothing changes. Unsigned: refused.
    expect((await webhook(twilioWebhookPaths.status, completed)).statusCode).toBe(200);
    expect(await minutesUsed()).toBe(before + 2);
    const unsigned = await webhook(
      twilioWebhookPaths.status,
      { ...completed, CallStatus: 'busy' },
      { signature: null },
    );
    expect(unsigned.statusCode).toBe(403);
    expect(await minutesUsed()).toBe(before + 2);
    // The conversation lasted the call; the caller said nothing, so it was abandoned.
    const [latest] = await conversations();
    const details: VoiceConversationDetails = await app.services.voiceConversations.details(
      actorOf(provider),
      latest?.id ?? '',
    );
    expect(details).toMatchObject({ durationSeconds: 61, outcome: 'abandoned' });
  });

  it('dials the transfer number with the caller’s number when the relay handed off, else hangs up', async () => {
    const callSid = newCallSid();
    await webhook(twilioWebhookPaths.voice, incoming(callSid));
    const handoff = await webhook(twilioWebhookPaths.connectAction, {
      ...incoming(callSid),
      HandoffData: JSON.stringify({
        reasonCode: 'live-agent-handoff',
        to: '+14165550101',
      }),
    });
    expect(handoff.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say>Please hold while we connect you.</Say>' +
        `<Dial callerId="${caller}">+14165550101</Dial></Response>`,
    );
    const ended = await webhook(twilioWebhookPaths.connectAction, incoming(callSid));
    expect(ended.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
  });

  it('passes the call to the transfer number when the agent is off, starting no conversation', async () => {
    await app.services.voiceAssistants.updateSettings(actorOf(provider), { enabled: false });
    const before = (await conversations()).length;
    const response = await webhook(twilioWebhookPaths.voice, incoming(newCallSid()));
    expect(response.body).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Dial callerId="${caller}">+14165550101</Dial></Response>`,
    );
    expect(await conversations()).toHaveLength(before);
    await app.services.voiceAssistants.updateSettings(actorOf(provider), { enabled: true });
  });

  it('says the number is not in service for a number nobody holds', async () => {
    const response = await webhook(twilioWebhookPaths.voice, {
      ...incoming(newCallSid()),
      To: '+14165559999',
    });
    expect(response.body).toContain('<Say>Sorry, this number is not in service.</Say>');
  });
});
