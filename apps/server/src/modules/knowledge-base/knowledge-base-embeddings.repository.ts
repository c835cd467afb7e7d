import { and, asc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { ChunkMatch, ChunkRow } from './knowledge-base.repository.ts';
import { chunkMatchOf } from './knowledge-base.repository.ts';
import { knowledgeBaseChunks, knowledgeBaseItems } from './knowledge-base.tables.ts';

export type EmbeddingState = 'pending' | 'ready' | 'failed';

/** A vector as a PostgreSQL array literal (numbers only: nothing to escape). */
const realArray = (vector: readonly number[]) => sql`${`{${vector.join(',')}}`}::real[]`;

/**
 * Records where the item's vectors stand, only while `revision` is current; false otherwise. A
 * null state (no embedding model) clears the model too.
 */
export async function setEmbeddingState(
  db: Database,
  item: { id: string; revision: number },
  state: EmbeddingState | null,
  model: string | null,
): Promise<boolean> {
  const rows = await db
    .update(knowledgeBaseItems)
    .set({ embeddingState: state, embeddingModel: state === null ? null : model })
    .where(and(eq(knowledgeBaseItems.id, item.id), eq(knowledgeBaseItems.revision, item.revision)))
    .returning({ id: knowledgeBaseItems.id });
  return rows.length > 0;
}

/**
 * Ready items with passages whose vectors are not the model's (made before it was configured, or
 * with another): the backfill's. Failed ones of the model are left (a retry is a re-upload).
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

/**
 * The provider's passages nearest to `vector` (unit length, as stored: the dot product is the
 * cosine), best first, sharing some meaning (a cosine above 0); only those made with `model`,
 * never another provider's. Computed over
 * the provider's own rows (docs/decisions/voice-agent.md: `real[]`, not pgvector). `rank` is 0:
 * it is the full-text rank, which these did not need.
 */
export async function nearestChunks(
  db: Database,
  userId: string,
  model: string,
  vector: readonly number[],
  limit: number,
): Promise<(ChunkMatch & { similarity: number })[]> {
  const rows = await db.execute<ChunkRow & { similarity: number }>(sql`
    select * from (
      select c.id as chunk_id, i.key as item_key, i.name as item_name, i.kind, c.text,
        c.source_url,
        (select sum(a * b) from unnest(c.embedding, ${realArray(vector)}) as v(a, b)) as similarity
      from knowledge_base_chunks c
        join knowledge_base_items i on i.id = c.item_id
      where c.user_id = ${userId} and i.embedding_model = ${model} and c.embedding is not null
        and cardinality(c.embedding) = ${vector.length}
    ) as scored
    where similarity > 0
    order by similarity desc, chunk_id
    limit ${limit}
  `);
  return rows.rows.map((row) => ({ ...chunkMatchOf(row, 0), similarity: row.similarity }));
}
