import type { AddressInfo } from 'node:net';
import type { UsageResponse, VoiceConversationsResponse } from '@kinderwait/contract';
import {
  buildUrl,
  relayCloseCodes,
  roleIds,
  usageApiPaths,
  voiceAgentApiPaths,
  voiceRelayApiPaths,
} from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { finishVoiceSetup } from '../../../test/fixtures/voice-agent-fixtures.ts';
import {
  addHandbook,
  handbookFact,
  startPhoneConversation,
} from '../../../test/fixtures/voice-relay-fixtures.ts';
import type { RelayCaller } from '../../../test/relay-caller.ts';
import { connectRelayCaller } from '../../../test/relay-caller.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const feature = 'voiceAiAgent';

forEachDatabase((t) => {
  let url: string;
  let provider: TestUser;
  let other: TestUser;
  let parent: TestUser;

  beforeAll(async () => {
    await t.app().listen({ port: 0, host: '127.0.0.1' });
    const port = String((t.app().server.address() as AddressInfo).port);
    url = `ws://127.0.0.1:${port}${buildUrl(voiceRelayApiPaths.testCall, { feature })}`;
    provider = await signUp(t.app(), { roles: ['Licenced'] });
    other = await signUp(t.app(), { roles: ['Licenced'] });
    parent = await signUp(t.app(), { roles: ['Parent'] });
    await finishVoiceSetup(t.app(), provider);
    await finishVoiceSetup(t.app(), other);
    await addHandbook(t.app(), provider);
  });

  const tokenOf = (user: TestUser) => (user.headers().authorization ?? '').replace(/^Bearer /, '');

  /** The dashboard's side: setup carries the access token and the role. */
  const dial = async (
    user: TestUser,
    roleId: number,
    extra: Record<string, string> = {},
  ): Promise<RelayCaller> => {
    const caller = await connectRelayCaller(url);
    caller.send({
      type: 'setup',
      customParameters: { accessToken: tokenOf(user), roleId: String(roleId), ...extra },
    });
    return caller;
  };

  const testMinutesUsed = async (user: TestUser): Promise<number> => {
    const response = await t
      .app()
      .inject({ method: 'GET', url: usageApiPaths.usage, headers: user.headers() });
    return (
      response.json<UsageResponse>().items.find((item) => item.kind === 'voiceTestMinute')?.used ??
      -1
    );
  };

  it('greets, answers from the handbook, counts a test minute and lists the call once hung up', async () => {
    const caller = await dial(provider, roleIds.Licenced);
    expect(await caller.nextAnswer()).toContain('Maple Tree Daycare');
    caller.say('Do children need indoor shoes?');
    expect(await caller.nextAnswer()).toContain(handbookFact);
    caller.socket.close(1000);
    await caller.closed();
    const list = async () =>
      (
        await t.app().inject({
          method: 'GET',
          url: buildUrl(voiceAgentApiPaths.conversations, { feature }),
          headers: provider.headers(roleIds.Licenced),
        })
      ).json<VoiceConversationsResponse>().items;
    await expect
      .poll(async () => (await list())[0])
      .toMatchObject({
        channel: 'test',
        caller: 'Test call',
        outcome: 'answered',
        summary: 'Do children need indoor shoes?',
      });
    expect(await testMinutesUsed(provider)).toBe(1);

    // The hang-up queued the after-call job, which sums the call up.
    await t.app().jobs.drain();
    expect((await list())[0]?.summary).toMatch(
      /^Test conversation, under a minute\. The caller asked about .+\. The agent answered\.$/,
    );
  });

  it('ends a test call with the handoff when the caller asks for someone', async () => {
    const caller = await dial(provider, roleIds.Licenced);
    await caller.nextAnswer();
    caller.say('Can I talk to someone?');
    const end = await caller.waitFor((message) => message.type === 'end');
    expect(end.type === 'end' && JSON.parse(end.handoffData ?? '')).toMatchObject({
      reasonCode: 'live-agent-handoff',
      to: '+14165550101',
    });
  });

  it('refuses a bad token, a role without the permission, and another provider’s conversation', async () => {
    const bad = await connectRelayCaller(url);
    bad.send({ type: 'setup', customParameters: { accessToken: 'nope', roleId: '1' } });
    expect((await bad.closed()).code).toBe(relayCloseCodes.refused);

    const asParent = await dial(parent, roleIds.Parent);
    expect((await asParent.closed()).code).toBe(relayCloseCodes.refused);

    const notHeld = await dial(parent, roleIds.Licenced);
    expect((await notHeld.closed()).code).toBe(relayCloseCodes.refused);

    const theirs = await startPhoneConversation(t.app(), other, 'test');
    const intruder = await dial(provider, roleIds.Licenced, { conversationId: theirs });
    expect((await intruder.closed()).code).toBe(relayCloseCodes.unknownConversation);
  });

  it('is not a plain GET: 404 without the WebSocket upgrade', async () => {
    const response = await t
      .app()
      .inject({ method: 'GET', url: buildUrl(voiceRelayApiPaths.testCall, { feature }) });
    expect(response.statusCode).toBe(404);
  });
});
