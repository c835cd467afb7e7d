import type { KnowledgeBaseItem, KnowledgeBaseItemsResponse } from '@kinderwait/contract';
import { buildUrl, knowledgeBaseApiPaths, roleIds } from '@kinderwait/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { minuteMs } from '../../clock.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import type { FakeEmbeddingServer } from '../../test/fake-embeddings.ts';
import { startFakeEmbeddings } from '../../test/fake-embeddings.ts';
import { addKnowledge } from '../../test/fixtures/voice-agent-fixtures.ts';
import { forEachDatabase, xsrfHeaders } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { embeddingRetryDelaysMs } from './knowledge-base-embedding.ts';

const hourMs = 60 * minuteMs;
let fake: FakeEmbeddingServer;
beforeAll(async () => {
  fake = await startFakeEmbeddings();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setDown(false);
});

forEachDatabase((t) => {
  const time = createTestClock();
  let app: App;

  beforeAll(async () => {
    app = await t.buildApp({
      clock: time.clock,
      env: {
        AI_EMBEDDING_MODEL: 'openai-compatible:fake-embed',
        AI_EMBEDDING_BASE_URL: fake.baseUrl,
      },
    });
  });

  /** The item as the list route shows it (the route is used once the clock stands still). */
  const listed = async (user: TestUser, key: string, on = app) => {
    const response = await on.inject({
      method: 'GET',
      url: buildUrl(knowledgeBaseApiPaths.items, { feature: 'voiceAiAgent' }),
      headers: user.headers(roleIds.Licenced),
    });
    return response
      .json<KnowledgeBaseItemsResponse>()
      .items.find((item: KnowledgeBaseItem) => item.key === key);
  };
  /** The item as the service shows it: the same view, past the sign-in's expiry. */
  const itemOf = async (user: TestUser, key: string) =>
    (await app.services.knowledgeBase.personalDataOf(user.id)).find((item) => item.key === key);

  /** Runs the embedding job's three tries (10 s, then 20 s apart). */
  const runJobTries = async () => {
    await app.jobs.drain();
    time.advance(10_000);
    await app.jobs.drain();
    time.advance(20_000);
    await app.jobs.drain();
  };
  /** Uploads to an existing key (200, where `addKnowledge` expects a new key's 201). */
  const replaceKnowledge = async (user: TestUser, key: string, text: string) => {
    const form = new FormData();
    form.append('file', new Blob([text]), `${key}.txt`);
    const request = new Request('http://localhost/', { method: 'PUT', body: form });
    const response = await app.inject({
      method: 'PUT',
      url: buildUrl(knowledgeBaseApiPaths.item, { feature: 'voiceAiAgent', key }),
      headers: {
        ...user.headers(roleIds.Licenced),
        ...(await xsrfHeaders(app)),
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    await app.jobs.drain();
  };
  const calls = (text: string) => fake.inputs.filter((input) => input === text).length;

  it('shows whether an item is searchable by meaning only while a model is configured', async () => {
    const provider = await signUp(app, { roles: ['Licenced'] });
    await addKnowledge(app, provider, 'hours', 'We open at seven thirty.');
    expect(await listed(provider, 'hours')).toMatchObject({
      state: 'ready',
      meaningSearch: 'ready',
    });
    // The same item seen by a server without a model: no field at all.
    const plain = await listed(provider, 'hours', t.app());
    expect(plain).toMatchObject({ state: 'ready' });
    expect(plain).not.toHaveProperty('meaningSearch');
  });

  it('tries a failed item again after an hour, and finds it by meaning once the model is back', async () => {
    const provider = await signUp(app, { roles: ['Licenced'] });
    const text = 'Children rest after the picnic.';
    fake.setDown(true);
    await addKnowledge(app, provider, 'rest', text);
    await runJobTries();
    expect(await itemOf(provider, 'rest')).toMatchObject({
      state: 'ready',
      meaningSearch: 'retrying',
    });
    const triedBefore = calls(text);
    // The backfill runs every ten minutes, but the retry waits its hour.
    time.advance(10 * minuteMs);
    await app.jobs.drain();
    expect(calls(text)).toBe(triedBefore);
    fake.setDown(false);
    time.advance(hourMs);
    await app.jobs.drain();
    expect(calls(text)).toBe(triedBefore + 1);
    expect(await itemOf(provider, 'rest')).toMatchObject({ meaningSearch: 'ready' });
    const found = await app.services.knowledgeBase.searchChunks(provider.id, 'sleep', 3);
    expect(found.map((match) => match.text)).toEqual([text]);
  });

  it('gives up after its retries, until the item is uploaded again', async () => {
    const provider = await signUp(app, { roles: ['Licenced'] });
    const text = 'Snow pants are needed from December.';
    // The fake model serves each database's run in turn: count this run's calls only.
    const before = calls(text);
    fake.setDown(true);
    await addKnowledge(app, provider, 'winter', text);
    await runJobTries();
    for (const delay of embeddingRetryDelaysMs) {
      expect(await itemOf(provider, 'winter')).toMatchObject({ meaningSearch: 'retrying' });
      time.advance(delay);
      await runJobTries();
    }
    expect(await itemOf(provider, 'winter')).toMatchObject({
      state: 'ready',
      meaningSearch: 'failed',
    });
    // Three tries a round: the first round and one per delay, then no more.
    const rounds = 1 + embeddingRetryDelaysMs.length;
    expect(calls(text) - before).toBe(3 * rounds);
    time.advance(7 * 24 * hourMs);
    await runJobTries();
    expect(calls(text) - before).toBe(3 * rounds);
    // Uploaded again (signed in again: days went by), with the model back: embedded at once.
    fake.setDown(false);
    const again = await signUp(app, { email: provider.email });
    expect(again.id).toBe(provider.id);
    await replaceKnowledge(again, 'winter', text);
    expect(await itemOf(provider, 'winter')).toMatchObject({ meaningSearch: 'ready' });
  });
});
