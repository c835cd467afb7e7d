import type { SQL } from 'drizzle-orm';
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { ChunkMatch, ChunkRow } from './knowledge-base.repository.ts';
import { chunkMatchOf } from './knowledge-base.repository.ts';
import { knowledgeBaseChunks, knowledgeBaseItems } from './knowledge-base.tables.ts';
import type { VectorSearch } from './knowledge-base-vectors.ts';

export type EmbeddingState = 'pending' | 'ready' | 'failed';

/** A vector as a PostgreSQL array literal (numbers only: nothing to escape). */
const realArray = (vector: readonly number[]) => sql`${`{${vector.join(',')}}`}::real[]`;

/** Failed embedding rounds, and when the backfill tries the item again (null: it will not). */
export interface EmbeddingRetry {
  failures: number;
  retryAt: Date | null;
}

const noRetry: EmbeddingRetry = { failures: 0, retryAt: null };

/**
 * Records where the item's vectors stand, only while `revision` is current; false otherwise. A
 * null state (no embedding model) clears the model too. `retry` defaults to none: a new
 * revision, another model or success starts the count again.
 */
export async function setEmbeddingState(
  db: Database,
  item: { id: string; revision: number },
  state: EmbeddingState | null,
  model: string | null,
  retry: EmbeddingRetry = noRetry,
): Promise<boolean> {
  const rows = await db
    .update(knowledgeBaseItems)
    .set({
      embeddingState: state,
      embeddingModel: state === null ? null : model,
      embeddingFailures: retry.failures,
      embeddingRetryAt: retry.retryAt,
    })
    .where(and(eq(knowledgeBaseItems.id, item.id), eq(knowledgeBaseItems.revision, item.revision)))
    .returning({ id: knowledgeBaseItems.id });
  return rows.length > 0;
}

/**
 * Ready items whose embedding with `model` failed and whose retry time has come, oldest first:
 * the backfill tries them again.
 */
export async function itemsToRetry(
  db: Database,
  model: string,
  now: Date,
  limit: number,
): Promise<{ id: string; revision: number; failures: number }[]> {
  return db
    .select({
      id: knowledgeBaseItems.id,
      revision: knowledgeBaseItems.revision,
      failures: knowledgeBaseItems.embeddingFailures,
    })
    .from(knowledgeBaseItems)
    .where(
      and(
        eq(knowledgeBaseItems.state, 'ready'),
        eq(knowledgeBaseItems.embeddingState, 'failed'),
        eq(knowledgeBaseItems.embeddingModel, model),
        lte(knowledgeBaseItems.embeddingRetryAt, now),
      ),
    )
    .orderBy(asc(knowledgeBaseItems.embeddingRetryAt))
    .limit(limit);
}

/**
 * Ready items with passages whose vectors are not the model's (made before it was configured, or
 * with another): the backfill's. Failed ones of the model are `itemsToRetry`'s.
 */
export async function itemsToEmbed(
  db: Database,
  model: string,
  limit: number,
): Promise<{ id: string; revision: number }[]> {
  return db
    .select({ id: knowledgeBaseItems.id, revision: knowledgeBaseItems.revision })
    .from(knowledgeBaseItems)
    .where(
      and(
        eq(knowledgeBaseItems.state, 'ready'),
        gt(knowledgeBaseItems.chunkCount, 0),
        or(isNull(knowledgeBaseItems.embeddingModel), ne(knowledgeBaseItems.embeddingModel, model)),
      ),
    )
    .orderBy(asc(knowledgeBaseItems.updatedAt))
    .limit(limit);
}

/** Drops the vectors of the item's passages (another model's: they are made again). */
export async function clearEmbeddings(db: Database, itemId: string): Promise<void> {
  await db
    .update(knowledgeBaseChunks)
    .set({ embedding: null })
    .where(and(eq(knowledgeBaseChunks.itemId, itemId), isNotNull(knowledgeBaseChunks.embedding)));
}

/** The item's passages still without a vector, in order, at most `limit`. */
export async function chunksToEmbed(
  db: Database,
  itemId: string,
  limit: number,
): Promise<{ id: number; text: string }[]> {
  return db
    .select({ id: knowledgeBaseChunks.id, text: knowledgeBaseChunks.text })
    .from(knowledgeBaseChunks)
    .where(and(eq(knowledgeBaseChunks.itemId, itemId), isNull(knowledgeBaseChunks.embedding)))
    .orderBy(asc(knowledgeBaseChunks.ordinal))
    .limit(limit);
}

/** Stores the passages' vectors (a passage replaced meanwhile is simply not found). */
export async function saveEmbeddings(
  db: Database,
  vectors: readonly { id: number; embedding: readonly number[] }[],
): Promise<void> {
  for (const { id, embedding } of vectors) {
    await db
      .update(knowledgeBaseChunks)
      .set({ embedding: realArray(embedding) })
      .where(eq(knowledgeBaseChunks.id, id));
  }
}

/** A vector as pgvector's text form (numbers only: nothing to escape). */
const pgvector = (vector: readonly number[]) => sql`${`[${vector.join(',')}]`}::vector`;

/**
 * The query behind `nearestChunks`: the provider's passages made with `model` and of the
 * question's length, those sharing some meaning (a cosine above 0), nearest first. With pgvector
 * its cosine distance operator (`<=>`) compares the stored `real[]` cast to `vector`; without,
 * the dot product over the arrays (vectors are stored at unit length: it is the cosine).
 */
export function nearestChunksQuery(
  search: VectorSearch,
  userId: string,
  model: string,
  vector: readonly number[],
  limit: number,
): SQL {
  const similarity =
    search === 'pgvector'
      ? // The guard keeps `<=>` (which refuses vectors of unequal length) from a row the length
        // filter below has not dropped yet: PostgreSQL orders a scan's conditions by cost.
        sql`case when cardinality(c.embedding) = ${vector.length}
          then 1 - (c.embedding::vector <=> ${pgvector(vector)}) end`
      : sql`(select sum(a * b) from unnest(c.embedding, ${realArray(vector)}) as v(a, b))`;
  return sql`
    select * from (
      select c.id as chunk_id, i.key as item_key, i.name as item_name, i.kind, c.text,
        c.source_url, ${similarity} as similarity
      from knowledge_base_chunks c
        join knowledge_base_items i on i.id = c.item_id
      where c.user_id = ${userId} and i.embedding_model = ${model} and c.embedding is not null
        and cardinality(c.embedding) = ${vector.length}
    ) as scored
    where similarity > 0
    order by similarity desc, chunk_id
    limit ${limit}
  `;
}

/**
 * The provider's passages nearest to `vector`, best first, never another provider's (see
 * `nearestChunksQuery`). `rank` is 0: it is the full-text rank, which these did not need.
 */
export async function nearestChunks(
  db: Database,
  search: VectorSearch,
  userId: string,
  model: string,
  vector: readonly number[],
  limit: number,
): Promise<(ChunkMatch & { similarity: number })[]> {
  const rows = await db.execute<ChunkRow & { similarity: number }>(
    nearestChunksQuery(search, userId, model, vector, limit),
  );
  return rows.rows.map((row) => ({ ...chunkMatchOf(row, 0), similarity: row.similarity }));
}
