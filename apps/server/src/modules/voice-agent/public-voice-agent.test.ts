import type {
  PublicVoiceAgent,
  PublicVoiceAgentReply,
  VoiceAgentSettings,
  VoiceConversationDetails,
} from '@kinderwait/contract';
import {
  buildUrl,
  roleIds,
  usageErrorCodes,
  voiceAgentApiPaths,
  voiceAgentErrorCodes,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { buyInSandbox } from '../../test/checkout.ts';
import { finishVoiceSetup, providerWrite } from '../../test/fixtures/voice-agent-fixtures.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const site = 'https://www.mapletree.invalid';
const settingsUrl = buildUrl(voiceAgentApiPaths.assistant, { feature: 'voiceAiAgent' });
const agentUrl = (publicId: string) => buildUrl(voiceAgentApiPaths.publicAgent, { publicId });
const messagesUrl = (publicId: string) => buildUrl(voiceAgentApiPaths.publicMessages, { publicId });

/** A provider who set up the agent on `site` and bought the setup (30 voice minutes a month). */
async function agentOf(app: App, minutes: boolean): Promise<{ user: TestUser; publicId: string }> {
  const user = await signUp(app, { roles: ['Licenced'] });
  if (minutes) await buyInSandbox(app, user, roleIds.Licenced, ['voice-assistant-setup']);
  await finishVoiceSetup(app, user, `${site}/`);
  const settings = await app.inject({
    method: 'GET',
    url: settingsUrl,
    headers: user.headers(roleIds.Licenced),
  });
  return { user, publicId: settings.json<VoiceAgentSettings>().publicId };
}

const cookiesOf = (response: LightMyRequestResponse) => response.headers['set-cookie'];

forEachDatabase((t) => {
  let agent: { user: TestUser; publicId: string };

  beforeAll(async () => {
    agent = await agentOf(t.app(), true);
  });

  const ask = (
    app: App,
    publicId: string,
    text: string,
    options: { origin?: string; conversationId?: string; ip?: string; language?: 'en' | 'fr' } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: messagesUrl(publicId),
      headers: options.origin === undefined ? {} : { origin: options.origin },
      payload: {
        text,
        ...(options.conversationId === undefined ? {} : { conversationId: options.conversationId }),
        ...(options.language === undefined ? {} : { language: options.language }),
      },
      ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
    });

  it('shows the agent to a page on an allowed origin, with CORS for that origin and no cookie', async () => {
    const response = await t.app().inject({
      method: 'GET',
      url: agentUrl(agent.publicId),
      headers: { origin: site },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicVoiceAgent>()).toEqual({
      businessName: 'Maple Tree Daycare',
      greeting: 'Hello, thank you for calling Maple Tree Daycare. How can I help you today?',
      language: 'en-CA',
      available: true,
    });
    expect(response.headers['access-control-allow-origin']).toBe(site);
    expect(response.headers.vary).toContain('Origin');
    expect(cookiesOf(response)).toBeUndefined();
  });

  it('refuses another origin, or none, with 403 and no CORS header', async () => {
    for (const headers of [{ origin: 'https://evil.invalid' }, { origin: `${site}:443x` }, {}]) {
      for (const request of [
        { method: 'GET' as const, url: agentUrl(agent.publicId) },
        { method: 'POST' as const, url: messagesUrl(agent.publicId), payload: { text: 'Hi' } },
      ]) {
        const response = await t.app().inject({ ...request, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: voiceAgentErrorCodes.originRefused });
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        expect(cookiesOf(response)).toBeUndefined();
      }
    }
  });

  it('answers a preflight for an allowed origin only', async () => {
    const preflight = (origin: string) =>
      t.app().inject({
        method: 'OPTIONS',
        url: messagesUrl(agent.publicId),
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(site);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(site);
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'content-type',
    );
    const refused = await preflight('https://evil.invalid');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 404 for an agent that does not exist, 400 for a malformed id', async () => {
    const missing = await t.app().inject({
      method: 'GET',
      url: agentUrl('nobody-has-this-id'),
      headers: { origin: site },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: voiceAgentErrorCodes.agentNotFound });
    const malformed = await t.app().inject({ method: 'GET', url: agentUrl('a b') });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers a visitor without sources, keeps a masked widget conversation and counts one voice minute', async () => {
    const before = await t.app().services.usage.usageOf(agent.user.id);
    const first = await ask(t.app(), agent.publicId, 'Are you open on Saturdays?', {
      origin: site,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe(site);
    expect(cookiesOf(first)).toBeUndefined();
    const reply = first.json<PublicVoiceAgentReply>();
    expect(reply).not.toHaveProperty('sources');
    const second = await ask(t.app(), agent.publicId, 'Thank you', {
      origin: site,
      conversationId: reply.conversationId,
    });
    expect(second.statusCode).toBe(200);

    const used = (items: { kind: string; used: number }[]) =>
      items.find((item) => item.kind === 'voiceMinute')?.used ?? -1;
    expect(used(await t.app().services.usage.usageOf(agent.user.id))).toBe(used(before) + 1);

    const details = await t.app().inject({
      method: 'GET',
      url: buildUrl(voiceAgentApiPaths.conversation, {
        feature: 'voiceAiAgent',
        conversationId: reply.conversationId,
      }),
      headers: agent.user.headers(roleIds.Licenced),
    });
    const conversation = details.json<VoiceConversationDetails>();
    expect(conversation.channel).toBe('widget');
    expect(conversation.caller).toBe(`Website visitor ${reply.conversationId.slice(0, 6)}`);
    expect(conversation.turns).toHaveLength(4);
  });

  it('answers a visitor on a French page in French, and in English when they write in English', async () => {
    const first = await ask(t.app(), agent.publicId, 'Bonjour, avez-vous des places ?', {
      origin: site,
      language: 'fr',
    });
    expect(first.statusCode).toBe(200);
    const reply = first.json<PublicVoiceAgentReply>();
    expect(reply.text).toMatch(/^Vous parlez avec l’assistant automatisé de /);
    expect(reply.text).not.toMatch(/You're|I'm sorry|Spaces are/);
    const english = await ask(t.app(), agent.publicId, 'Where are you located?', {
      origin: site,
      conversationId: reply.conversationId,
      language: 'fr',
    });
    expect(english.json<PublicVoiceAgentReply>().text).not.toMatch(/Vous|Désolé|Nous/);
  });

  it('says the agent is off (409, available false) when switched off or outside its hours', async () => {
    const off = await agentOf(t.app(), true);
    const patch = (body: object) => providerWrite(t.app(), off.user, 'PATCH', settingsUrl, body);
    const check = async () => {
      const shown = await t.app().inject({
        method: 'GET',
        url: agentUrl(off.publicId),
        headers: { origin: site },
      });
      expect(shown.json<PublicVoiceAgent>().available).toBe(false);
      const asked = await ask(t.app(), off.publicId, 'Hello', { origin: site });
      expect(asked.statusCode).toBe(409);
      expect(asked.json()).toMatchObject({ code: voiceAgentErrorCodes.agentOff });
      expect(asked.headers['access-control-allow-origin']).toBe(site);
    };
    await patch({ enabled: false });
    await check();
    // A window on a day that is not today (Toronto time) and none on today.
    const weekday = ((new Date(Date.now() - 5 * 3_600_000).getUTCDay() + 3) % 7) + 1;
    await patch({ enabled: true, answeringHours: [{ weekday, opens: '00:00', closes: '00:01' }] });
    await check();
  });

  it('answers 402 limit_reached when the provider’s voice minutes are spent', async () => {
    const spent = await agentOf(t.app(), false);
    const shown = await t.app().inject({
      method: 'GET',
      url: agentUrl(spent.publicId),
      headers: { origin: site },
    });
    expect(shown.json<PublicVoiceAgent>().available).toBe(false);
    const asked = await ask(t.app(), spent.publicId, 'Hello', { origin: site });
    expect(asked.statusCode).toBe(402);
    expect(asked.json()).toMatchObject({ code: usageErrorCodes.limitReached });
  });

  it('limits a visitor’s messages per IP, and an agent’s messages from every visitor', async () => {
    const perVisitor = await t.buildApp({ env: { WIDGET_RATE_LIMIT_MAX: '2' } });
    const a = await agentOf(perVisitor, true);
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push(
        (await ask(perVisitor, a.publicId, 'Hi', { origin: site, ip: '203.0.113.7' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(
      (await ask(perVisitor, a.publicId, 'Hi', { origin: site, ip: '203.0.113.8' })).statusCode,
    ).toBe(200);

    const perAgent = await t.buildApp({ env: { WIDGET_AGENT_RATE_LIMIT_MAX: '2' } });
    const b = await agentOf(perAgent, true);
    const fromMany: number[] = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      fromMany.push((await ask(perAgent, b.publicId, 'Hi', { origin: site, ip })).statusCode);
    }
    expect(fromMany).toEqual([200, 200, 429]);
  });
});
