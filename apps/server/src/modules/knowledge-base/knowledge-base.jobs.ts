import { z } from 'zod';
import { minuteMs } from '../../clock.ts';
import { defineJob } from '../../jobs/job-definition.ts';

/**
 * What the jobs ask of the knowledge base service, written here rather than imported from it: the
 * service sends these jobs, so importing its type back would close an import circle.
 */
interface KnowledgeBaseJobTarget {
  processFile(itemId: string, revision: number, lastAttempt: boolean): Promise<void>;
  crawlStep(itemId: string, revision: number, lastAttempt: boolean): Promise<void>;
  embedChunks(itemId: string, revision: number, lastAttempt: boolean): Promise<void>;
  embedBackfill(): Promise<void>;
}

const fileAttempts = 3;
const crawlAttempts = 3;
const embedAttempts = 3;

const itemRevision = z.object({ itemId: z.uuid(), revision: z.number().int().min(1) });

/**
 * Reads an uploaded document's text into passages (docs/product/voice-agent.md#knowledge-base);
 * the item shows `processing` until it is done, then `ready` or `failed` with the reason. A job of
 * an older upload of the key does nothing.
 */
export const processFileJob = defineJob({
  name: 'knowledgeBase.process-file',
  version: 1,
  payload: itemRevision,
  retry: { maxAttempts: fileAttempts, backoffMs: 10_000 },
  handle: (
    { itemId, revision },
    { knowledgeBase }: { knowledgeBase: Pick<KnowledgeBaseJobTarget, 'processFile'> },
    job,
  ) => knowledgeBase.processFile(itemId, revision, job.attempt >= fileAttempts),
});

/**
 * One step of a website's crawl (website-crawl.ts): a few pages, the progress saved, then the
 * next step sent, until the crawl is done and the site's passages are replaced at once.
 */
export const crawlStepJob = defineJob({
  name: 'knowledgeBase.crawl-step',
  version: 1,
  payload: itemRevision,
  retry: { maxAttempts: crawlAttempts, backoffMs: 10_000 },
  handle: (
    { itemId, revision },
    { knowledgeBase }: { knowledgeBase: Pick<KnowledgeBaseJobTarget, 'crawlStep'> },
    job,
  ) => knowledgeBase.crawlStep(itemId, revision, job.attempt >= crawlAttempts),
});

/**
 * Gives an item's passages their vectors (knowledge-base-embedding.ts), once its text is read or
 * its crawl swapped in, when an embedding model is configured. Failing for good leaves the item
 * ready, searchable by its words, with `embeddingState: failed`.
 */
export const embedChunksJob = defineJob({
  name: 'knowledgeBase.embed-chunks',
  version: 1,
  payload: itemRevision,
  retry: { maxAttempts: embedAttempts, backoffMs: 10_000 },
  handle: (
    { itemId, revision },
    { knowledgeBase }: { knowledgeBase: Pick<KnowledgeBaseJobTarget, 'embedChunks'> },
    job,
  ) => knowledgeBase.embedChunks(itemId, revision, job.attempt >= embedAttempts),
});

/**
 * Every ten minutes, with an embedding model configured: queues the ready items whose passages
 * have no vectors of that model (read before it was configured, or made by another one).
 */
export const embedBackfillJob = defineJob({
  name: 'knowledgeBase.embed-backfill',
  version: 1,
  payload: z.object({}).loose(),
  schedule: { everyMs: 10 * minuteMs, data: {} },
  handle: (
    _payload,
    { knowledgeBase }: { knowledgeBase: Pick<KnowledgeBaseJobTarget, 'embedBackfill'> },
  ) => knowledgeBase.embedBackfill(),
});
