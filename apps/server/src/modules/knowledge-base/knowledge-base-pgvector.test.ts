import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import type { FakeEmbeddingServer } from '../../test/fake-embeddings.ts';
import { fakeEmbedding, startFakeEmbeddings } from '../../test/fake-embeddings.ts';
import { addKnowledge } from '../../test/fixtures/voice-agent-fixtures.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { nearestChunks, nearestChunksQuery } from './knowledge-base-embeddings.repository.ts';

const model = 'openai-compatible:fake-embed';
let fake: FakeEmbeddingServer;
beforeAll(async () => {
  fake = await startFakeEmbeddings();
});
afterAll(async () => {
  await fake.close();
});

/** The fake model's vector at unit length, as the embedder stores it. */
const unit = (text: string) => {
  const vector = fakeEmbedding(text);
  const length = Math.hypot(...vector);
  return vector.map((value) => value / length);
};

forEachDatabase((t) => {
  let app: App;
  let provider: TestUser;
  let other: TestUser;
  /** Whether this server offers pgvector (PGlite always does: it loads the extension). */
  let offered = false;

  beforeAll(async () => {
    const available = await t
      .connection()
      .db.execute<{ found: boolean }>(
        sql`select exists(select 1 from pg_available_extensions where name = 'vector') as found`,
      );
    offered = available.rows[0]?.found === true;
    app = await t.buildApp({
      env: { AI_EMBEDDING_MODEL: model, AI_EMBEDDING_BASE_URL: fake.baseUrl },
    });
    provider = await signUp(app, { roles: ['Licenced'] });
    other = await signUp(app, { roles: ['Licenced'] });
    await addKnowledge(app, provider, 'packing', 'Please pack nappies and spare clothes.');
    await addKnowledge(app, provider, 'meals', 'Lunch is served at noon.');
    await addKnowledge(app, other, 'other-packing', 'Other Centre packs nappies for you.');
  });

  it('uses pgvector where the server offers it (always on PGlite), else compares arrays', async () => {
    if (t.driver === 'pglite') expect(offered).toBe(true);
    expect(app.services.knowledgeBase.vectorSearch).toBe(offered ? 'pgvector' : 'arrays');
    const created = await app.db.execute<{ found: boolean }>(
      sql`select exists(select 1 from pg_extension where extname = 'vector') as found`,
    );
    expect(created.rows[0]?.found).toBe(offered);
  });

  it('orders the passages with pgvector’s cosine distance operator when it is used', async () => {
    const search = app.services.knowledgeBase.vectorSearch ?? 'arrays';
    const plan = await app.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain ${nearestChunksQuery(search, provider.id, model, unit('diapers'), 5)}`,
    );
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    if (search === 'pgvector') expect(text).toContain('<=>');
    else expect(text).not.toContain('<=>');
  });

  it('finds the provider’s own passages by meaning, never another provider’s', async () => {
    const found = await app.services.knowledgeBase.searchChunks(provider.id, 'diapers', 5);
    expect(found.map((match) => match.text)).toEqual(['Please pack nappies and spare clothes.']);
    const theirs = await app.services.knowledgeBase.searchChunks(other.id, 'diapers', 5);
    expect(theirs.map((match) => match.text)).toEqual(['Other Centre packs nappies for you.']);
  });

  it('ranks the same with pgvector as with arrays, with the same similarities', async () => {
    const question = unit('what food do diapers cost');
    const arrays = await nearestChunks(app.db, 'arrays', provider.id, model, question, 5);
    expect(arrays.map((match) => match.text).sort()).toEqual([
      'Lunch is served at noon.',
      'Please pack nappies and spare clothes.',
    ]);
    if (app.services.knowledgeBase.vectorSearch !== 'pgvector') return;
    const vectors = await nearestChunks(app.db, 'pgvector', provider.id, model, question, 5);
    expect(vectors.map((match) => match.chunkId)).toEqual(arrays.map((match) => match.chunkId));
    for (const [index, match] of vectors.entries()) {
      expect(match.similarity).toBeCloseTo(arrays[index]?.similarity ?? Number.NaN, 5);
    }
  });

  it('skips vectors of another length instead of failing on them', async () => {
    const search = app.services.knowledgeBase.vectorSearch ?? 'arrays';
    // A question of another length (another model's dimensions) matches nothing.
    expect(await nearestChunks(app.db, search, provider.id, model, [1, 0, 0], 5)).toEqual([]);
  });
});
