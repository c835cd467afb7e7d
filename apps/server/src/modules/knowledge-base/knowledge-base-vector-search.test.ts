import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KnowledgeBaseItem, KnowledgeBaseItemsResponse } from '@kinderwait/contract';
import { buildUrl, knowledgeBaseApiPaths, roleIds } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import type { FakeEmbeddingServer } from '../../test/fake-embeddings.ts';
import { startFakeEmbeddings } from '../../test/fake-embeddings.ts';
import { minuteMs } from '../../clock.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase, xsrfHeaders } from '../../test/test-app.ts';
import { knowledgeBaseItems } from './knowledge-base.tables.ts';

const feature = 'voiceAiAgent';
const itemUrl = (key: string) => buildUrl(knowledgeBaseApiPaths.item, { feature, key });
const dataDir = mkdtempSync(path.join(tmpdir(), 'kinderwait-kb-vectors-'));

let fake: FakeEmbeddingServer;
/** A one-page website on 127.0.0.1, for the crawl. */
const site = createServer((request, response) => {
  response.statusCode = request.url === '/' ? 200 : 404;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(
    '<!doctype html><html><head><title>Packing list</title></head><body><main>' +
      '<p>Label the nappies and the spare clothes with your child’s name.</p></main></body></html>',
  );
});
let siteOrigin = '';
beforeAll(async () => {
  fake = await startFakeEmbeddings();
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${String((site.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await fake.close();
  site.close();
});

forEachDatabase(
  (t) => {
    const time = createTestClock();
    /** The app with an embedding model (the fake on 127.0.0.1); `t.app()` has none. */
    let embedding: App;
    let provider: TestUser;
    let other: TestUser;
    /** A provider with four documents (the free plan's five would not hold them all). */
    let ranked: TestUser;

    beforeAll(async () => {
      embedding = await t.buildApp({
        clock: time.clock,
        env: {
          DATA_DIR: dataDir,
          AI_EMBEDDING_MODEL: 'openai-compatible:fake-embed',
          AI_EMBEDDING_BASE_URL: fake.baseUrl,
          KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: 'on',
        },
      });
      provider = await signUp(embedding, { roles: ['Licenced'] });
      other = await signUp(embedding, { roles: ['Licenced'] });
      ranked = await signUp(embedding, { roles: ['Licenced'] });
    });

    const upload = async (user: TestUser, key: string, text: string, app = embedding) => {
      const form = new FormData();
      form.append('file', new Blob([text]), `${key}.md`);
      const request = new Request('http://localhost/', { method: 'PUT', body: form });
      const response = await app.inject({
        method: 'PUT',
        url: itemUrl(key),
        headers: {
          ...user.headers(roleIds.Licenced),
          ...(await xsrfHeaders(app)),
          'content-type': request.headers.get('content-type') ?? '',
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(response.statusCode).toBeLessThan(300);
    };

    const itemOf = async (user: TestUser, key: string) => {
      const response = await embedding.inject({
        method: 'GET',
        url: buildUrl(knowledgeBaseApiPaths.items, { feature }),
        headers: user.headers(roleIds.Licenced),
      });
      return response
        .json<KnowledgeBaseItemsResponse>()
        .items.find((item: KnowledgeBaseItem) => item.key === key);
    };

    const embeddingOf = async (user: TestUser, key: string) => {
      const rows = await embedding.db
        .select({
          id: knowledgeBaseItems.id,
          state: knowledgeBaseItems.embeddingState,
          model: knowledgeBaseItems.embeddingModel,
        })
        .from(knowledgeBaseItems)
        .where(
          sql`${knowledgeBaseItems.userId} = ${user.id} and ${knowledgeBaseItems.key} = ${key}`,
        );
      const row = rows[0];
      if (row === undefined) throw new Error(`No item ${key}`);
      const counted = await embedding.db.execute<{ count: string }>(
        sql`select count(*) as count from knowledge_base_chunks
          where item_id = ${row.id} and embedding is not null`,
      );
      return { ...row, vectors: Number(counted.rows[0]?.count ?? 0) };
    };

    const texts = async (app: App, user: TestUser, query: string, limit = 3) =>
      (await app.services.knowledgeBase.searchChunks(user.id, query, limit)).map(
        (match) => match.text,
      );

    it('finds a passage by its meaning when an embedding model is configured, not by its words alone', async () => {
      await upload(
        provider,
        'packing',
        'What to pack\n\nPlease pack nappies and a change of clothes every day.',
      );
      await embedding.jobs.drain();
      expect(await itemOf(provider, 'packing')).toMatchObject({ state: 'ready', chunkCount: 1 });
      expect(await embeddingOf(provider, 'packing')).toMatchObject({
        state: 'ready',
        model: 'openai-compatible:fake-embed',
        vectors: 1,
      });
      // "diapers" is not a word of the passage: full-text search alone (no model) misses it.
      expect(await texts(t.app(), provider, 'diapers')).toEqual([]);
      expect(await texts(embedding, provider, 'diapers')).toEqual([
        'What to pack\n\nPlease pack nappies and a change of clothes every day.',
      ]);
    });

    it('keeps the passages full-text search finds first, even those the vectors rank last', async () => {
      // One document each, so each is a passage of its own.
      await upload(ranked, 'meals', 'Lunch and snacks are served at noon and three.');
      await upload(ranked, 'rest', 'Children rest after lunch; bring a sleep bag for the nap.');
      await upload(ranked, 'tuition', 'Tuition costs are billed on the first of the month.');
      await upload(ranked, 'rooms', 'The Maple room is for toddlers.');
      await embedding.jobs.drain();
      const found = await texts(embedding, ranked, 'Maple or food or meals or lunch', 3);
      expect(found[0]).toBe('Lunch and snacks are served at noon and three.');
      expect(found).toContain('The Maple room is for toddlers.');
    });

    it('never returns another provider’s passages, whatever their vectors', async () => {
      await upload(other, 'other-packing', 'Diapers diapers: Other Centre packs nappies for you.');
      await embedding.jobs.drain();
      expect(await embeddingOf(other, 'other-packing')).toMatchObject({ state: 'ready' });
      const found = await texts(embedding, provider, 'diapers', 10);
      expect(found.length).toBeGreaterThan(0);
      expect(found.some((text) => text.includes('Other Centre'))).toBe(false);
      expect(await texts(embedding, other, 'diapers', 10)).toEqual([
        'Diapers diapers: Other Centre packs nappies for you.',
      ]);
    });

    it('replaces the vectors on a new upload and removes them with the item', async () => {
      await upload(provider, 'menu', 'Breakfast is oatmeal.');
      await embedding.jobs.drain();
      const first = await embeddingOf(provider, 'menu');
      expect(first).toMatchObject({ state: 'ready', vectors: 1 });
      const longer = ['Breakfast is toast.', 'Fruit is served mid-morning. '.repeat(40)];
      await upload(provider, 'menu', longer.join('\n\n'));
      await embedding.jobs.drain();
      expect(await itemOf(provider, 'menu')).toMatchObject({ chunkCount: 2 });
      expect(await embeddingOf(provider, 'menu')).toMatchObject({ state: 'ready', vectors: 2 });
      expect(await texts(embedding, provider, 'oatmeal')).toEqual([]);
      const deleted = await embedding.inject({
        method: 'DELETE',
        url: itemUrl('menu'),
        headers: { ...provider.headers(roleIds.Licenced), ...(await xsrfHeaders(embedding)) },
      });
      expect(deleted.statusCode).toBe(204);
      const left = await embedding.db.execute<{ count: string }>(
        sql`select count(*) as count from knowledge_base_chunks where item_id = ${first.id}`,
      );
      expect(Number(left.rows[0]?.count)).toBe(0);
    });

    it('leaves an item ready and found by its words when its passages cannot be embedded', async () => {
      await upload(provider, 'broken', 'Our unembeddable policy: outdoor play in all weather.');
      await embedding.jobs.drain();
      expect(await itemOf(provider, 'broken')).toMatchObject({ state: 'ready' });
      expect(await embeddingOf(provider, 'broken')).toMatchObject({ state: 'pending' });
      time.advance(10_000);
      await embedding.jobs.drain();
      time.advance(20_000);
      await embedding.jobs.drain();
      expect(await embeddingOf(provider, 'broken')).toMatchObject({ state: 'failed', vectors: 0 });
      expect(await itemOf(provider, 'broken')).toMatchObject({ state: 'ready', chunkCount: 1 });
      expect(await texts(embedding, provider, 'outdoor play')).toEqual([
        'Our unembeddable policy: outdoor play in all weather.',
      ]);
    });

    it('answers by full-text search when the question cannot be embedded', async () => {
      expect(await texts(embedding, provider, 'unembeddable or weather')).toEqual([
        'Our unembeddable policy: outdoor play in all weather.',
      ]);
    });

    it('embeds a crawled website’s passages once the crawl swaps them in', async () => {
      const crawled = await embedding.inject({
        method: 'POST',
        url: buildUrl(knowledgeBaseApiPaths.embeddings, { feature }),
        headers: { ...ranked.headers(roleIds.Licenced), ...(await xsrfHeaders(embedding)) },
        payload: { url: `${siteOrigin}/` },
      });
      expect(crawled.statusCode).toBe(202);
      const { key } = crawled.json<KnowledgeBaseItem>();
      await embedding.jobs.drain();
      expect(await itemOf(ranked, key)).toMatchObject({ kind: 'web_page', state: 'ready' });
      expect(await embeddingOf(ranked, key)).toMatchObject({ state: 'ready', vectors: 1 });
      const [found] = await embedding.services.knowledgeBase.searchChunks(ranked.id, 'diapers', 3);
      expect(found).toMatchObject({ itemKey: key, sourceUrl: `${siteOrigin}/` });
    });

    it('embeds, every ten minutes, the items read before the model was configured', async () => {
      // Read by an app without a model: no vectors, found by its words only.
      await upload(provider, 'nap-times', 'Naps are after lunch.', t.app());
      await t.app().jobs.drain();
      expect(await embeddingOf(provider, 'nap-times')).toMatchObject({ state: null, vectors: 0 });
      time.advance(10 * minuteMs);
      await embedding.jobs.drain();
      expect(await embeddingOf(provider, 'nap-times')).toMatchObject({
        state: 'ready',
        model: 'openai-compatible:fake-embed',
        vectors: 1,
      });
      expect(await texts(embedding, provider, 'sleep')).toContain('Naps are after lunch.');
    });
  },
  { env: { DATA_DIR: dataDir } },
);
