import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Embedder } from '../../integrations/llm/embedder.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { fuseRankings } from './chunk-ranking.ts';
import { randomUUID } from 'node:crypto';
import {
  chunksToEmbed,
  clearEmbeddings,
  itemsToEmbed,
  nearestChunks,
  saveEmbeddings,
  setEmbeddingState,
} from './knowledge-base-embeddings.repository.ts';
import { embedChunksJob } from './knowledge-base.jobs.ts';
import type { ChunkMatch } from './knowledge-base.repository.ts';
import { findItemById, searchChunks } from './knowledge-base.repository.ts';
import { knowledgeBaseItems } from './knowledge-base.tables.ts';

/** Passages per call to the model, and calls per job (the job then sends the next one). */
const batchSize = 64;
const batchesPerJob = 16;

/** Candidates each ranking gives the fusion, at least. */
const minimumPool = 20;

/** Items one backfill run queues (it runs every ten minutes). */
const backfillItems = 50;

export interface ChunkEmbeddingDeps {
  db: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Null when AI_EMBEDDING_MODEL is unset: passages get no vectors, search is full-text. */
  embedder: Embedder | null;
}

export interface ChunkEmbedding {
  /**
   * In the transaction that swapped the item's passages in: marks them `pending` and sends the
   * job that embeds them (no model, or no passages: no state). False when the revision is gone.
   */
  queue(tx: Database, item: { id: string; revision: number }, chunkCount: number): Promise<boolean>;
  /**
   * The scheduled job: queues the ready items whose vectors are missing or another model's (the
   * model was configured or changed after they were read).
   */
  backfill(): Promise<void>;
  /** The job: embeds the item's passages still without a vector, a batch at a time. */
  embedChunks(itemId: string, revision: number, lastAttempt: boolean): Promise<void>;
  /**
   * The provider's passages for `query`: full-text, fused with the vector ranking when a model
   * is configured and the provider has passages embedded with it.
   */
  search(userId: string, query: string, limit: number): Promise<ChunkMatch[]>;
}

export function createChunkEmbedding(deps: ChunkEmbeddingDeps): ChunkEmbedding {
  const { db, jobs, log, embedder } = deps;

  const hasVectors = async (userId: string, model: string): Promise<boolean> => {
    const rows = await db
      .select({ id: knowledgeBaseItems.id })
      .from(knowledgeBaseItems)
      .where(
        and(eq(knowledgeBaseItems.userId, userId), eq(knowledgeBaseItems.embeddingModel, model)),
      )
      .limit(1);
    return rows.length > 0;
  };

  const queue: ChunkEmbedding['queue'] = async (tx, item, chunkCount) => {
    if (embedder === null || chunkCount === 0) {
      await setEmbeddingState(tx, item, null, null);
      return false;
    }
    if (!(await setEmbeddingState(tx, item, 'pending', embedder.model))) return false;
    await jobs.send(
      embedChunksJob,
      { itemId: item.id, revision: item.revision },
      // Unique per call: a finished job's key keeps deduplicating for days, and the same
      // revision is embedded again when the model changes.
      { db: tx, singletonKey: `embed:${item.id}:${String(item.revision)}:${randomUUID()}` },
    );
    return true;
  };

  return {
    queue,

    backfill: async () => {
      if (embedder === null) return;
      for (const item of await itemsToEmbed(db, embedder.model, backfillItems)) {
        await db.transaction(async (tx) => {
          if (await queue(tx, item, 1)) await clearEmbeddings(tx, item.id);
        });
      }
    },

    embedChunks: async (itemId, revision, lastAttempt) => {
      const row = await findItemById(db, itemId);
      if (
        embedder === null ||
        row?.revision !== revision ||
        row.embeddingState !== 'pending' ||
        row.embeddingModel !== embedder.model
      ) {
        return;
      }
      try {
        for (let batch = 0; batch < batchesPerJob; batch += 1) {
          const chunks = await chunksToEmbed(db, itemId, batchSize);
          if (chunks.length === 0) {
            await setEmbeddingState(db, row, 'ready', embedder.model);
            return;
          }
          const vectors = await embedder.embed(chunks.map((chunk) => chunk.text));
          await saveEmbeddings(
            db,
            chunks.map((chunk, index) => {
              const embedding = vectors[index];
              if (embedding === undefined) throw new Error('The embedder answered too few vectors');
              return { id: chunk.id, embedding };
            }),
          );
        }
        // More passages than one job should hold its lease for: the next job goes on.
        const [next] = await chunksToEmbed(db, itemId, 1);
        if (next === undefined) {
          await setEmbeddingState(db, row, 'ready', embedder.model);
          return;
        }
        await jobs.send(
          embedChunksJob,
          { itemId, revision },
          { singletonKey: `embed:${itemId}:${String(revision)}:${randomUUID()}` },
        );
      } catch (error) {
        if (!lastAttempt) throw error;
        // The item stays ready: its passages are still found by their words.
        log.warn({ err: error, itemId }, 'A knowledge base item’s passages could not be embedded');
        await setEmbeddingState(db, row, 'failed', embedder.model);
      }
    },

    search: async (userId, query, limit) => {
      if (embedder === null || !(await hasVectors(userId, embedder.model))) {
        return searchChunks(db, userId, query, limit);
      }
      const pool = Math.max(limit * 4, minimumPool);
      const words = await searchChunks(db, userId, query, pool);
      let vector: number[] | undefined;
      try {
        [vector] = await embedder.embed([query]);
      } catch (error) {
        // The words alone still answer; a model down must not silence the agent.
        log.warn({ err: error }, 'A knowledge base question could not be embedded');
      }
      if (vector === undefined) return words.slice(0, limit);
      const near = await nearestChunks(db, userId, embedder.model, vector, pool);
      return fuseRankings(words, near, limit);
    },
  };
}
