import type {
  NoticesResponse,
  VoiceAgentReply,
  VoiceConversationDetails,
  VoiceConversationsResponse,
} from '@kinderwait/contract';
import {
  buildUrl,
  notificationsApiPaths,
  roleIds,
  voiceAgentApiPaths,
  voiceAgentErrorCodes,
} from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { outboxFor, signUp } from '../../test/accounts.ts';
import {
  addKnowledge,
  finishVoiceSetup,
  messageDialogue,
  providerWrite,
} from '../../test/fixtures/voice-agent-fixtures.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const feature = 'voiceAiAgent';
const listUrl = buildUrl(voiceAgentApiPaths.conversations, { feature });
const testUrl = buildUrl(voiceAgentApiPaths.testMessages, { feature });
const detailsUrl = (conversationId: string) =>
  buildUrl(voiceAgentApiPaths.conversation, { feature, conversationId });

forEachDatabase((t) => {
  let provider: TestUser;
  let other: TestUser;
  let parent: TestUser;

  beforeAll(async () => {
    provider = await signUp(t.app(), { roles: ['Licenced'] });
    other = await signUp(t.app(), { roles: ['Licenced'] });
    parent = await signUp(t.app(), { roles: ['Parent'] });
    await finishVoiceSetup(t.app(), provider);
    await finishVoiceSetup(t.app(), other);
    await addKnowledge(
      t.app(),
      provider,
      'fees',
      'Toddler fees at Maple Tree Daycare are $62 a day. Infant fees are $85 a day.',
    );
  });

  const say = (user: TestUser, text: string, conversationId?: string) =>
    providerWrite(t.app(), user, 'POST', testUrl, {
      text,
      ...(conversationId === undefined ? {} : { conversationId }),
    });

  const get = (url: string, user: TestUser) =>
    t.app().inject({ method: 'GET', url, headers: user.headers(roleIds.Licenced) });

  it('refuses the anonymous (401), a parent (403), another feature and a bad id (400)', async () => {
    expect((await t.app().inject({ method: 'GET', url: listUrl })).statusCode).toBe(401);
    const asParent = parent.headers(roleIds.Parent);
    for (const url of [listUrl, detailsUrl(crypto.randomUUID())]) {
      expect((await t.app().inject({ method: 'GET', url, headers: asParent })).statusCode).toBe(
        403,
      );
    }
    const otherFeature = buildUrl(voiceAgentApiPaths.conversations, { feature: 'broadcast' });
    expect((await get(otherFeature, provider)).statusCode).toBe(400);
    expect((await get(detailsUrl('not-an-id'), provider)).statusCode).toBe(400);
    expect((await get(`${listUrl}?pageSize=500`, provider)).statusCode).toBe(400);
    expect((await say(provider, '')).statusCode).toBe(400);
    expect((await say(provider, 'x'.repeat(501))).statusCode).toBe(400);
  });

  it('answers a test chat from the knowledge base, with its sources, and keeps both turns', async () => {
    const response = await say(provider, 'How much are the toddler fees?');
    expect(response.statusCode).toBe(200);
    const reply = response.json<VoiceAgentReply>();
    expect(reply).toMatchObject({ outcome: 'answered', ended: false });
    expect(reply.text).toContain('$62');
    expect(reply.sources).toContainEqual(
      expect.objectContaining({ kind: 'passage', itemKey: 'fees' }),
    );

    const details = await get(detailsUrl(reply.conversationId), provider);
    expect(details.statusCode).toBe(200);
    const conversation = details.json<VoiceConversationDetails>();
    expect(conversation).toMatchObject({
      channel: 'test',
      caller: 'Test chat',
      outcome: 'answered',
      summary: 'How much are the toddler fees?',
      message: null,
    });
    expect(conversation.turns.map((turn) => [turn.role, turn.text])).toEqual([
      ['caller', 'How much are the toddler fees?'],
      ['agent', reply.text],
    ]);
    expect(conversation.turns[1]?.sources).toEqual(reply.sources);
  });

  it('lists the provider’s own conversations, newest first, a page at a time', async () => {
    const first = (await say(provider, 'Are you open on Saturdays?')).json<VoiceAgentReply>();
    const second = (await say(provider, 'Do you have infant spaces?')).json<VoiceAgentReply>();
    const page = (await get(`${listUrl}?pageSize=2`, provider)).json<VoiceConversationsResponse>();
    const ids = page.items.map((item) => item.id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(second.conversationId);
    const all = (await get(listUrl, provider)).json<VoiceConversationsResponse>().items;
    expect(all.map((item) => item.id).indexOf(second.conversationId)).toBeLessThan(
      all.map((item) => item.id).indexOf(first.conversationId),
    );
    expect((await get(listUrl, other)).json<VoiceConversationsResponse>().items).toEqual([]);
  });

  it('keeps another provider’s conversation from them: 404 to read it or to continue it', async () => {
    const mine = (await say(provider, 'Hello')).json<VoiceAgentReply>();
    const read = await get(detailsUrl(mine.conversationId), other);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: voiceAgentErrorCodes.conversationNotFound });
    const continued = await say(other, 'Hello again', mine.conversationId);
    expect(continued.statusCode).toBe(404);
  });

  it('answers 404 voice_agent_not_set_up to a test chat before the setup chat', async () => {
    const fresh = await signUp(t.app(), { roles: ['Licenced'] });
    const response = await say(fresh, 'Hello');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: voiceAgentErrorCodes.notSetUp });
  });

  it('tells the provider of a message taken, in a notice and an email, and ends the conversation', async () => {
    let conversationId: string | undefined;
    let reply: VoiceAgentReply | undefined;
    for (const text of messageDialogue) {
      const response = await say(provider, text, conversationId);
      expect(response.statusCode, response.body).toBe(200);
      reply = response.json<VoiceAgentReply>();
      conversationId = reply.conversationId;
    }
    expect(reply).toMatchObject({ outcome: 'message_taken', ended: true });
    if (conversationId === undefined) throw new Error('no conversation');

    const details = (
      await get(detailsUrl(conversationId), provider)
    ).json<VoiceConversationDetails>();
    const message = {
      name: 'Jane Doe',
      callbackNumber: '+14165550134',
      childAge: 'She is two years old',
      question: 'Do you have a toddler space in March?',
    };
    expect(details).toMatchObject({ outcome: 'message_taken', message });
    expect(details.turns).toHaveLength(messageDialogue.length * 2);

    // The provider is told by the after-call job.
    await t.app().jobs.drain();
    const notices = (await get(notificationsApiPaths.notices, provider)).json<NoticesResponse>();
    expect(notices.items).toContainEqual(
      expect.objectContaining({
        kind: 'voice_message_taken',
        data: { conversationId, channel: 'test', ...message },
      }),
    );
    const emails = await outboxFor(t.app(), provider.email);
    const email = emails.find((sent) => sent.subject.includes('Jane Doe'));
    expect(email?.text).toContain('Callback number: +14165550134');
    expect(email?.text).toContain("Child's age: She is two years old");
    expect(email?.text).toContain('Question: Do you have a toddler space in March?');

    const after = await say(provider, 'One more thing', conversationId);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: voiceAgentErrorCodes.conversationEnded });
  });
});
