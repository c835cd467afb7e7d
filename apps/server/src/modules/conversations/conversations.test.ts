import type {
  ApiErrorBody,
  Conversation,
  OnboardingChatConfiguration,
  SendMessageResponse,
} from '@kinderwait/contract';
import {
  assistantIds,
  buildUrl,
  conversationsApiPaths,
  conversationsErrorCodes,
  roleIds,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { getJson, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase, xsrfHeaders } from '../../test/test-app.ts';

const conversationUrl = (feature: string, suffix?: string): string =>
  buildUrl(conversationsApiPaths.conversation, { feature }) +
  (suffix === undefined ? '' : `?conversationNameSuffix=${suffix}`);

forEachDatabase((t) => {
  const licenced = (): Promise<TestUser> =>
    signUp(t.app(), { roles: ['Licenced'], name: 'Ada Lovelace' });

  const send = (
    user: TestUser,
    body: Record<string, unknown>,
    app: App = t.app(),
    role: number | undefined = roleIds.Licenced,
  ) => sendJson(app, 'POST', conversationsApiPaths.message, body, user.headers(role));

  const read = async (user: TestUser, feature: string, suffix?: string): Promise<Conversation> => {
    const response = await getJson(t.app(), conversationUrl(feature, suffix), user.headers());
    expect(response.statusCode).toBe(200);
    return response.json<Conversation>();
  };

  const remove = async (user: TestUser, feature: string, suffix?: string) =>
    t.app().inject({
      method: 'DELETE',
      url: conversationUrl(feature, suffix),
      headers: { ...(await xsrfHeaders(t.app())), ...user.headers() },
    });

  const suffix = String(roleIds.Licenced);

  describe('GET /api/conversations/{feature}', () => {
    it('answers an empty conversation before the first message', async () => {
      const user = await licenced();
      expect(await read(user, 'broadcast', suffix)).toEqual({ feature: 'broadcast', messages: [] });
    });

    it('needs sign-in (401) and a known feature (400 naming it)', async () => {
      const user = await licenced();
      expect((await getJson(t.app(), conversationUrl('broadcast'), {})).statusCode).toBe(401);
      const unknown = await getJson(t.app(), conversationUrl('chess'), user.headers());
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ApiErrorBody>().detail).toContain('params.feature');
    });
  });

  describe('POST /api/conversations/message', () => {
    it('stores the message, the reply and the tool calls in one conversation per user, feature and suffix', async () => {
      const user = await licenced();
      const response = await send(user, {
        content: 'Hi',
        feature: 'broadcast',
        conversationNameSuffix: suffix,
        hiddenContent: null,
      });
      expect(response.statusCode).toBe(200);
      const reply = response.json<SendMessageResponse>();
      expect(reply.assistant).toContain('I am an automated assistant.');
      expect(reply.tools).toEqual([]);
      const conversation = await read(user, 'broadcast', suffix);
      expect(conversation.messages).toEqual([
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: reply.assistant },
      ]);
      // The same user's other suffix and other feature are other conversations.
      expect((await read(user, 'broadcast')).messages).toEqual([]);
      expect((await read(user, 'voiceAiAgent', suffix)).messages).toEqual([]);
      // A second message continues the same conversation.
      await send(user, {
        content: 'Sunny Days',
        feature: 'broadcast',
        conversationNameSuffix: suffix,
      });
      expect((await read(user, 'broadcast', suffix)).messages).toHaveLength(4);
    });

    it("keeps another user's conversation out of reach: reading and deleting see only one's own", async () => {
      const owner = await licenced();
      const stranger = await licenced();
      await send(owner, { content: 'Hi', feature: 'broadcast', conversationNameSuffix: suffix });
      expect((await read(stranger, 'broadcast', suffix)).messages).toEqual([]);
      expect((await remove(stranger, 'broadcast', suffix)).statusCode).toBe(204);
      expect((await read(owner, 'broadcast', suffix)).messages).toHaveLength(2);
    });

    it('takes the role from the suffix when no roleId header is sent', async () => {
      const user = await licenced();
      const response = await send(
        user,
        { content: 'Hi', feature: 'voiceAiAgent', conversationNameSuffix: suffix },
        t.app(),
        undefined,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<SendMessageResponse>().assistant).toContain('automated assistant');
    });

    it('answers the configuration error for a role without an onboarding chat, and stores nothing', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'] });
      const response = await send(
        parent,
        { content: 'Hi', feature: 'broadcast', conversationNameSuffix: String(roleIds.Parent) },
        t.app(),
        roleIds.Parent,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: conversationsErrorCodes.onboardingChatConfigurationNotFound,
        message: 'Onboarding chat configuration not found for role: Parent and feature: broadcast',
      });
      expect((await read(parent, 'broadcast', String(roleIds.Parent))).messages).toEqual([]);
    });

    it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
      const user = await licenced();
      const cases: [Record<string, unknown>, string][] = [
        [{ content: 'x'.repeat(601), feature: 'broadcast' }, 'body.content'],
        [{ content: 'Hi', feature: 'chess' }, 'body.feature'],
        [{ content: '  ', feature: 'broadcast', hiddenContent: '' }, 'body.content'],
        [
          { content: 'Hi', feature: 'broadcast', conversationNameSuffix: 'a b' },
          'body.conversationNameSuffix',
        ],
        [{ content: 'Hi\u0000', feature: 'broadcast' }, 'body.content'],
      ];
      for (const [body, field] of cases) {
        const response = await send(user, body);
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().detail).toContain(field);
      }
      expect((await read(user, 'broadcast')).messages).toEqual([]);
    });

    it('accepts a message of 600 characters, or one carrying only tool data', async () => {
      const user = await licenced();
      expect(
        (await send(user, { content: 'x'.repeat(600), feature: 'broadcast' })).statusCode,
      ).toBe(200);
      const toolOnly = await send(user, {
        content: '',
        feature: 'broadcast',
        hiddenContent: 'My preferred schedule availability: Monday - Morning',
      });
      expect(toolOnly.statusCode).toBe(200);
      expect((await read(user, 'broadcast')).messages.at(-2)).toEqual({
        role: 'user',
        content: '',
        hiddenContent: 'My preferred schedule availability: Monday - Morning',
      });
    });

    it('needs sign-in', async () => {
      const response = await sendJson(
        t.app(),
        'POST',
        conversationsApiPaths.message,
        { content: 'Hi', feature: 'broadcast' },
        {},
      );
      expect(response.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/conversations/{feature}', () => {
    it('deletes the conversation of that suffix only', async () => {
      const user = await licenced();
      await send(user, { content: 'Hi', feature: 'broadcast', conversationNameSuffix: suffix });
      await send(user, { content: 'Hi', feature: 'broadcast' });
      const response = await remove(user, 'broadcast', suffix);
      expect(response.statusCode).toBe(204);
      expect((await read(user, 'broadcast', suffix)).messages).toEqual([]);
      expect((await read(user, 'broadcast')).messages).toHaveLength(2);
    });

    it('needs sign-in', async () => {
      const response = await t.app().inject({
        method: 'DELETE',
        url: conversationUrl('broadcast'),
        headers: await xsrfHeaders(t.app()),
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/onboarding/chat-configuration', () => {
    const configuration = (user: TestUser, feature: string, role?: number) =>
      getJson(
        t.app(),
        `${conversationsApiPaths.onboardingChatConfiguration}?feature=${feature}`,
        user.headers(role),
      );

    it('gives licenced and unlicenced providers their chats, with the broadcast welcome message', async () => {
      const user = await licenced();
      const broadcast = await configuration(user, 'broadcast', roleIds.Licenced);
      expect(broadcast.statusCode).toBe(200);
      const body = broadcast.json<OnboardingChatConfiguration>();
      expect(body).toMatchObject({
        onboardingAssistant: assistantIds.broadcastLicenced,
        onboardingAssistantName: 'AI Broadcast',
        completionToolName: 'EditChildcareProvider',
      });
      expect(body.welcomeMessage).toContain('Hi Ada!');
      expect(body.welcomeMessage).toContain('Your broadcast profile is not set up yet.');
      const unlicenced = await signUp(t.app(), { roles: ['Unlicenced'] });
      expect(
        (await configuration(unlicenced, 'voiceAiAgent', roleIds.Unlicenced)).json(),
      ).toMatchObject({
        onboardingAssistant: assistantIds.voiceUnlicenced,
        onboardingAssistantName: 'AI Voice Agent',
        completionToolName: 'CreateVoiceAssistant',
      });
    });

    it('answers the configuration error for any other role, or without a role', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent', 'BabySitter'] });
      for (const [role, code] of [
        [roleIds.Parent, 'Parent'],
        [roleIds.BabySitter, 'BabySitter'],
      ] as const) {
        const response = await configuration(parent, 'voiceAiAgent', role);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          code: conversationsErrorCodes.onboardingChatConfigurationNotFound,
          message: `Onboarding chat configuration not found for role: ${code} and feature: voiceAiAgent`,
        });
      }
      const none = await configuration(parent, 'broadcast');
      expect(none.json<ApiErrorBody>().message).toBe(
        'Onboarding chat configuration not found for role: none and feature: broadcast',
      );
    });

    it('names the missing feature in a 400', async () => {
      const user = await licenced();
      const response = await getJson(
        t.app(),
        conversationsApiPaths.onboardingChatConfiguration,
        user.headers(roleIds.Licenced),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().detail).toContain('querystring.feature');
    });
  });
});
