import type {
  KnowledgeBaseItemsResponse,
  VoiceAgentSettings,
  VoiceWidget,
} from '@kinderwait/contract';
import {
  buildUrl,
  knowledgeBaseApiPaths,
  roleIds,
  voiceAgentApiPaths,
  voiceAgentErrorCodes,
  voiceAssistantMessages,
} from '@kinderwait/contract';
import { beforeAll, expect, it, vi } from 'vitest';
import { AppError } from '../../app-error.ts';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { finishVoiceSetup, providerWrite } from '../../test/fixtures/voice-agent-fixtures.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const feature = 'voiceAiAgent';
const settingsUrl = buildUrl(voiceAgentApiPaths.assistant, { feature });
const widgetUrl = buildUrl(voiceAgentApiPaths.widget, { feature });
const itemsUrl = buildUrl(knowledgeBaseApiPaths.items, { feature });

forEachDatabase((t) => {
  let provider: TestUser;
  let parent: TestUser;

  beforeAll(async () => {
    provider = await signUp(t.app(), { roles: ['Licenced'] });
    parent = await signUp(t.app(), { roles: ['Parent'] });
  });

  const get = (url: string, headers: Record<string, string>) =>
    t.app().inject({ method: 'GET', url, headers });

  it('refuses the anonymous (401), a parent (403) and another feature (400)', async () => {
    for (const url of [settingsUrl, widgetUrl]) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, parent.headers(roleIds.Parent))).statusCode).toBe(403);
    }
    const other = buildUrl(voiceAgentApiPaths.assistant, { feature: 'broadcast' });
    expect((await get(other, provider.headers(roleIds.Licenced))).statusCode).toBe(400);
  });

  it('answers 404 voice_agent_not_set_up before the setup chat saved the details', async () => {
    const fresh = await signUp(t.app(), { roles: ['Licenced'] });
    for (const url of [settingsUrl, widgetUrl]) {
      const response = await get(url, fresh.headers(roleIds.Licenced));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: voiceAgentErrorCodes.notSetUp });
    }
    const patched = await providerWrite(t.app(), fresh, 'PATCH', settingsUrl, { enabled: false });
    expect(patched.statusCode).toBe(404);
  });

  it('reads the setup details with the settings’ defaults: on, at all hours, the website’s origin allowed', async () => {
    await finishVoiceSetup(t.app(), provider, 'https://www.mapletree.invalid/about?x=1');
    const response = await get(settingsUrl, provider.headers(roleIds.Licenced));
    expect(response.statusCode).toBe(200);
    const settings = response.json<VoiceAgentSettings>();
    expect(settings).toMatchObject({
      businessName: 'Maple Tree Daycare',
      language: 'en-CA',
      voice: 'Joanna',
      answeringHours: [],
      enabled: true,
      allowedOrigins: ['https://www.mapletree.invalid'],
    });
    expect(settings.publicId).toMatch(/^[A-Za-z0-9_-]{10,40}$/);
  });

  it('changes what a PATCH names and keeps the rest', async () => {
    const hours = [{ weekday: 1, opens: '08:00', closes: '18:00' }];
    const response = await providerWrite(t.app(), provider, 'PATCH', settingsUrl, {
      greeting: 'Hi, Maple Tree here.',
      voice: 'Matthew',
      answeringHours: hours,
      allowedOrigins: ['https://MapleTree.invalid:443', 'http://localhost:8080'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<VoiceAgentSettings>()).toMatchObject({
      businessName: 'Maple Tree Daycare',
      greeting: 'Hi, Maple Tree here.',
      voice: 'Matthew',
      answeringHours: hours,
      enabled: true,
      allowedOrigins: ['https://mapletree.invalid', 'http://localhost:8080'],
    });
    const again = await get(settingsUrl, provider.headers(roleIds.Licenced));
    expect(again.json<VoiceAgentSettings>().greeting).toBe('Hi, Maple Tree here.');
  });

  it('keeps French (Canada) as the agent’s language, and refuses a language it does not speak', async () => {
    const write = (language: string) =>
      providerWrite(t.app(), provider, 'PATCH', settingsUrl, { language });
    expect((await write('fr-CA')).json<VoiceAgentSettings>().language).toBe('fr-CA');
    const again = await get(settingsUrl, provider.headers(roleIds.Licenced));
    expect(again.json<VoiceAgentSettings>().language).toBe('fr-CA');
    expect((await write('fr-FR')).statusCode).toBe(400);
    expect((await write('en-CA')).json<VoiceAgentSettings>().language).toBe('en-CA');
  });

  it('refuses a PATCH with the words of each rule', async () => {
    const cases: [object, string][] = [
      [
        { answeringHours: [{ weekday: 1, opens: '8am', closes: '18:00' }] },
        'Use a time like 08:30',
      ],
      [
        { answeringHours: [{ weekday: 1, opens: '18:00', closes: '08:00' }] },
        'The closing time must be after the opening time',
      ],
      [{ allowedOrigins: ['https://mapletree.invalid/contact'] }, 'Use an origin like'],
      [{ websiteUrl: 'ftp://mapletree.invalid' }, voiceAssistantMessages.websiteNotHttp],
      [{ voice: 'Robot' }, 'voice'],
      [{ publicId: 'mine-now-please' }, 'publicId'],
    ];
    for (const [body, words] of cases) {
      const response = await providerWrite(t.app(), provider, 'PATCH', settingsUrl, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(words);
    }
  });

  it('gives the widget snippet on the app’s public origin, naming the agent', async () => {
    const settings = (
      await get(settingsUrl, provider.headers(roleIds.Licenced))
    ).json<VoiceAgentSettings>();
    const response = await get(widgetUrl, provider.headers(roleIds.Licenced));
    expect(response.statusCode).toBe(200);
    const origin = t.app().config.PUBLIC_ORIGIN;
    expect(response.json<VoiceWidget>()).toEqual({
      publicId: settings.publicId,
      scriptUrl: `${origin}/widget/v1.js`,
      snippet: `<script src="${origin}/widget/v1.js" data-agent="${settings.publicId}" async></script>`,
      allowedOrigins: settings.allowedOrigins,
    });
  });

  const websiteItems = async (app: App, user: TestUser) =>
    (
      await app.inject({ method: 'GET', url: itemsUrl, headers: user.headers(roleIds.Licenced) })
    ).json<KnowledgeBaseItemsResponse>().items;

  it('starts the crawl of the website when the setup chat saves the details', async () => {
    // The site is on this machine, so this app may crawl loopback addresses.
    const app = await t.buildApp({ env: { KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: 'on' } });
    const user = await signUp(app, { roles: ['Licenced'] });
    await finishVoiceSetup(app, user, 'http://127.0.0.1:9/');
    expect(await websiteItems(app, user)).toMatchObject([
      { key: 'website:127.0.0.1:9', kind: 'web_page', sourceUrl: 'http://127.0.0.1:9/' },
    ]);
  });

  it('starts the crawl of a new website a PATCH names, and no crawl for the same one', async () => {
    // Its own app, whose knowledge base records the crawls asked of it: a crawl resolves the
    // site's name first, and a test reaches no DNS server.
    const app = await t.buildApp();
    const crawls: string[] = [];
    const crawl = vi
      .spyOn(app.services.knowledgeBase, 'crawl')
      .mockImplementation((actor, crawlFeature, url) => {
        crawls.push(`${actor.user.id} ${crawlFeature} ${url}`);
        return Promise.reject(new AppError(400, 'knowledge_url_refused', 'test: not crawled'));
      });
    try {
      const user = await signUp(app, { roles: ['Licenced'] });
      await finishVoiceSetup(app, user, 'https://www.mapletree.invalid/');
      expect(crawls).toEqual([`${user.id} ${feature} https://www.mapletree.invalid/`]);
      const patch = (body: object) => providerWrite(app, user, 'PATCH', settingsUrl, body);

      const changed = await patch({ websiteUrl: 'https://new.mapletree.invalid/' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<VoiceAgentSettings>().websiteUrl).toBe('https://new.mapletree.invalid/');
      expect(crawls).toHaveLength(2);
      expect(crawls[1]).toBe(`${user.id} ${feature} https://new.mapletree.invalid/`);

      // The same address again, or a PATCH without one: no crawl.
      expect((await patch({ websiteUrl: 'https://new.mapletree.invalid/' })).statusCode).toBe(200);
      expect((await patch({ greeting: 'Hello from Maple Tree.' })).statusCode).toBe(200);
      expect(crawls).toHaveLength(2);
    } finally {
      crawl.mockRestore();
    }
  });

  it('keeps the setup when the website may not be crawled', async () => {
    const user = await signUp(t.app(), { roles: ['Licenced'] });
    await finishVoiceSetup(t.app(), user, 'http://127.0.0.1:9/');
    expect(await websiteItems(t.app(), user)).toEqual([]);
    const settings = await get(settingsUrl, user.headers(roleIds.Licenced));
    expect(settings.statusCode).toBe(200);
    expect(settings.json<VoiceAgentSettings>().websiteUrl).toBe('http://127.0.0.1:9/');
  });
});
