import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { minuteMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Embedder } from '../../integrations/llm/embedder.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { fuseRankings } from './chunk-ranking.ts';
import { randomUUID } from 'node:crypto';
import type { EmbeddingRetry } from './knowledge-base-embeddings.repository.ts';
import {
  chunksToEmbed,
  clearEmbeddings,
  itemsToEmbed,
  itemsToRetry,
  nearestChunks,
  saveEmbeddings,
  setEmbeddingState,
} from './knowledge-base-embeddings.repository.ts';
import type { VectorSearch } from './knowledge-base-vectors.ts';
import { embedChunksJob } from './knowledge-base.jobs.ts';
import type { ChunkMatch } from './knowledge-base.repository.ts';
import { findItemById, searchChunks } from './knowledge-base.repository.ts';
import { knowledgeBaseItems } from './knowledge-base.tables.ts';

/** Passages per call to the model, and calls per job (the job then sends the next one). */
const batchSize = 64;
const batchesPerJob = 16;

/** Candidates each ranking gives the fusion, at least. */
const minimumPool = 20;

/** Items one backfill run queues (it runs every ten minutes), of each kind. */
const backfillItems = 50;

const hourMs = 60 * minuteMs;
/**
 * After a failed round (a job's three tries), the wait before the backfill tries again: an
 * hour, six, a day; after the fourth round the item stays `failed` until a new upload or crawl
 * (or another model). A model down for minutes is covered by the job's own tries; these are
 * for a longer outage, without calling a failing model every ten minutes for ever.
 */
export const embeddingRetryDelaysMs: readonly number[] = [hourMs, 6 * hourMs, 24 * hourMs];

/** What a round that failed for good leaves: one more failure, and the next try if any. */
export function retryAfterFailure(failuresBefore: number, now: Date): EmbeddingRetry {
  const failures = failuresBefore + 1;
  const delay = embeddingRetryDelaysMs[failures - 1];
  return {
    failures,
    retryAt: delay === undefined ? null : new Date(now.getTime() + delay),
  };
}

export interface ChunkEmbeddingDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Null when AI_EMBEDDING_MODEL is unset: passages get no vectors, search is full-text. */
  embedder: Embedder | null;
  /** How vectors are compared (knowledge-base-vectors.ts). */
  vectorSearch: VectorSearch;
}

export interface ChunkEmbedding {
  /**
   * In the transaction that swapped the item's passages in: marks them `pending` and sends the
   * job that embeds them (no model, or no passages: no state). False when the revision is gone.
   * `failures` carries a retry's count of failed rounds (0: a new revision or model).
   */
  queue(
    tx: Database,
    item: { id: string; revision: number },
    chunkCount: number,
    failures?: number,
  ): Promise<boolean>;
  /**
   * The scheduled job: queues the ready items whose vectors are missing or another model's (the
   * model was configured or changed after they were read), and those whose embedding failed
   * once their retry time has come (`embeddingRetryDelaysMs`).
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
  const { db, clock, jobs, log, embedder, vectorSearch } = deps;

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

  const queue: ChunkEmbedding['queue'] = async (tx, item, chunkCount, failures = 0) => {
    if (embedder === null || chunkCount === 0) {
      await setEmbeddingState(tx, item, null, null);
      return false;
    }
    const retry = { failures, retryAt: null };
    if (!(await setEmbeddingState(tx, item, 'pending', embedder.model, retry))) return false;
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
      // The vectors saved before the failure stay: the job embeds only the passages without.
      for (const item of await itemsToRetry(db, embedder.model, clock(), backfillItems)) {
        await db.transaction(async (tx) => {
          await queue(tx, item, 1, item.failures);
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
        const retry = retryAfterFailure(row.embeddingFailures, clock());
        await setEmbeddingState(db, row, 'failed', embedder.model, retry);
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
      const near = await nearestChunks(db, vectorSearch, userId, embedder.model, vector, pool);
      return fuseRankings(words, near, limit);
    },
  };
}
