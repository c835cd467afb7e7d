import type {
  NoticesResponse,
  VoiceAgentReply,
  VoiceConversationDetails,
} from '@kinderwait/contract';
import { buildUrl, notificationsApiPaths, roleIds, voiceAgentApiPaths } from '@kinderwait/contract';
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
const testUrl = buildUrl(voiceAgentApiPaths.testMessages, { feature });
const detailsUrl = (conversationId: string) =>
  buildUrl(voiceAgentApiPaths.conversation, { feature, conversationId });

/**
 * After a conversation ends, a job writes its summary and tells the provider of a message taken,
 * once (docs/product/voice-agent.md#after-the-call).
 */
forEachDatabase((t) => {
  let provider: TestUser;

  beforeAll(async () => {
    provider = await signUp(t.app(), { roles: ['Licenced'] });
    await finishVoiceSetup(t.app(), provider);
    await addKnowledge(
      t.app(),
      provider,
      'fees',
      'Toddler fees at Maple Tree Daycare are $62 a day. Infant fees are $85 a day.',
    );
  });

  const say = async (text: string, conversationId?: string): Promise<VoiceAgentReply> => {
    const response = await providerWrite(t.app(), provider, 'POST', testUrl, {
      text,
      ...(conversationId === undefined ? {} : { conversationId }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VoiceAgentReply>();
  };
  const details = async (conversationId: string) =>
    (
      await t.app().inject({
        method: 'GET',
        url: detailsUrl(conversationId),
        headers: provider.headers(roleIds.Licenced),
      })
    ).json<VoiceConversationDetails>();
  const messageNotices = async (conversationId: string) =>
    (
      await t.app().inject({
        method: 'GET',
        url: notificationsApiPaths.notices,
        headers: provider.headers(roleIds.Licenced),
      })
    )
      .json<NoticesResponse>()
      .items.filter(
        (notice) =>
          notice.kind === 'voice_message_taken' && notice.data.conversationId === conversationId,
      );

  it('writes the summary of an ended conversation and tells the provider of its message once, after it', async () => {
    await t.app().jobs.drain();
    let conversationId: string | undefined;
    for (const text of ['How much are the toddler fees?', ...messageDialogue]) {
      conversationId = (await say(text, conversationId)).conversationId;
    }
    if (conversationId === undefined) throw new Error('no conversation');
    // Nothing is told while the job has not run.
    expect(await messageNotices(conversationId)).toEqual([]);

    await t.app().jobs.drain();
    const summary = (await details(conversationId)).summary;
    expect(summary).toBe(
      'Test conversation, under a minute. The caller asked about what “fees” says. ' +
        'A message was taken from Jane Doe (call back +14165550134): ' +
        'Do you have a toddler space in March? A person from the centre should call back.',
    );
    expect(await messageNotices(conversationId)).toHaveLength(1);
    const emails = (await outboxFor(t.app(), provider.email)).filter((sent) =>
      sent.subject.includes('Jane Doe'),
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain(`Summary: ${summary}`);

    // A retried job writes the same summary and tells no one twice.
    await t.app().services.voiceConversations.summarise(conversationId);
    await t.app().jobs.drain();
    expect((await details(conversationId)).summary).toBe(summary);
    expect(await messageNotices(conversationId)).toHaveLength(1);
    expect(
      (await outboxFor(t.app(), provider.email)).filter((sent) =>
        sent.subject.includes('Jane Doe'),
      ),
    ).toHaveLength(1);
  });

  it('leaves a conversation still going with its first words as its summary', async () => {
    const reply = await say('Do you have infant spaces?');
    await t.app().jobs.drain();
    await t.app().services.voiceConversations.summarise(reply.conversationId);
    expect((await details(reply.conversationId)).summary).toBe('Do you have infant spaces?');
  });
});
