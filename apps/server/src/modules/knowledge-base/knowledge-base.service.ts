import { randomUUID } from 'node:crypto';
import type {
  KnowledgeBaseAllowance,
  KnowledgeBaseFeature,
  KnowledgeBaseItem,
  KnowledgeBaseMeaningState,
} from '@kinderwait/contract';
import {
  knowledgeBaseErrorCodes,
  knowledgeBaseLimits,
  knowledgeBaseMessages,
  knowledgeBasePlanLimits,
  knowledgeBaseReasons,
  knowledgeBaseVoiceProducts,
  usageErrorCodes,
  websiteKey,
} from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Embedder } from '../../integrations/llm/embedder.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { SafeFetcher } from '../../integrations/web/safe-fetch.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { SubscriptionsService } from '../billing/subscriptions/subscriptions.service.ts';
import { chunkText } from './chunk-text.ts';
import type { DocumentKind } from './document-text.ts';
import {
  checkZip,
  cleanFileName,
  documentMediaTypes,
  extractDocumentText,
  sniffDocument,
} from './document-text.ts';
import { createChunkEmbedding } from './knowledge-base-embedding.ts';
import type { VectorSearch } from './knowledge-base-vectors.ts';
import { crawlStepJob, processFileJob } from './knowledge-base.jobs.ts';
import type {
  ChunkMatch,
  CrawledPage,
  ItemKey,
  KnowledgeBaseItemRow,
} from './knowledge-base.repository.ts';
import {
  addCrawledPage,
  crawledPages,
  deleteItemRow,
  deleteOtherPages,
  findItem,
  findItemById,
  finishItem,
  itemsOfUser,
  listItems,
  lockItem,
  replaceChunks,
  saveCrawlStep,
  totalsOf,
  upsertFileItem,
  upsertSiteItem,
} from './knowledge-base.repository.ts';
import { crawlStep, startCrawl } from './website-crawl.ts';

/**
 * The voice agent's knowledge base (docs/product/voice-agent.md#knowledge-base): a provider's
 * documents and website pages, read into passages in the job queue, and the full-text search the
 * answering engine reads them with. Every item belongs to the provider who added it: another's
 * key is simply not found (404).
 */
export interface KnowledgeBaseService {
  list(actor: Actor, feature: KnowledgeBaseFeature): Promise<KnowledgeBaseItem[]>;
  /**
   * Stores the document under the key (replacing what the key held) and queues its reading.
   * The bytes are the whole file as received; `created` says whether the key was new.
   */
  upload(
    actor: Actor,
    feature: KnowledgeBaseFeature,
    key: string,
    file: { fileName: string; bytes: Buffer },
  ): Promise<{ item: KnowledgeBaseItem; created: boolean }>;
  /** The original bytes (a website: the text of its pages read, as Markdown). */
  download(
    actor: Actor,
    feature: KnowledgeBaseFeature,
    key: string,
  ): Promise<{ fileName: string; mediaType: string; bytes: Buffer }>;
  /** Removes the item, its stored file, its passages (and their embeddings, when there are). */
  remove(actor: Actor, feature: KnowledgeBaseFeature, key: string): Promise<void>;
  /** Starts (or starts again) the crawl of the website at `url`; answers its item. */
  crawl(actor: Actor, feature: KnowledgeBaseFeature, url: string): Promise<KnowledgeBaseItem>;
  /**
   * The provider's passages matching `query`, best first (the answering engine's retrieval):
   * full-text, fused with vector search when an embedding model is configured.
   */
  searchChunks(userId: string, query: string, limit: number): Promise<ChunkMatch[]>;
  /** How passages are compared by meaning: pgvector or arrays; null without a model. */
  readonly vectorSearch: VectorSearch | null;
  /**
   * Deletes every item of the user with its stored files (erasing an account,
   * docs/product/privacy.md#delete-my-account): the rows would go with the account, the files not.
   */
  eraseAllOf(userId: string): Promise<void>;
  /** Every item of the user, all features (their data archive): what each is, not its bytes. */
  personalDataOf(userId: string): Promise<KnowledgeBaseItem[]>;
  /** The job: reads an uploaded document's text into passages. */
  processFile(itemId: string, revision: number, lastAttempt: boolean): Promise<void>;
  /** The job: one step of a website's crawl. */
  crawlStep(itemId: string, revision: number, lastAttempt: boolean): Promise<void>;
  /** The job: gives an item's passages their vectors. */
  embedChunks(itemId: string, revision: number, lastAttempt: boolean): Promise<void>;
  /** The scheduled job: queues the items without vectors of the configured model. */
  embedBackfill(): Promise<void>;
}

export interface KnowledgeBaseServiceDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  fileStorage: FileStorage;
  webFetcher: SafeFetcher;
  crawlerUserAgent: string;
  subscriptions: Pick<SubscriptionsService, 'activeProductCodes'>;
  /** AI_EMBEDDING_MODEL's embedder; null: full-text search only. */
  embedder: Embedder | null;
  /** How vectors are compared: `prepareVectorSearch` (knowledge-base-vectors.ts) says. */
  vectorSearch: VectorSearch;
}

const megabyte = 1024 * 1024;

/**
 * Where the item's search by meaning stands for `model` (the configured one; null: none, so no
 * field). An item of another model, or read before one was configured, waits for the backfill.
 */
function meaningSearchOf(
  row: KnowledgeBaseItemRow,
  model: string | null,
): KnowledgeBaseMeaningState | undefined {
  if (model === null || row.state !== 'ready' || row.chunkCount === 0) return undefined;
  if (row.embeddingModel !== model) return 'pending';
  if (row.embeddingState === 'ready') return 'ready';
  if (row.embeddingState === 'failed') return row.embeddingRetryAt === null ? 'failed' : 'retrying';
  return 'pending';
}

function view(row: KnowledgeBaseItemRow, model: string | null): KnowledgeBaseItem {
  const meaningSearch = meaningSearchOf(row, model);
  return {
    key: row.key,
    name: row.name,
    kind: row.kind === 'web_page' ? 'web_page' : 'file',
    size: row.size,
    sourceUrl: row.sourceUrl,
    state: row.state === 'ready' ? 'ready' : row.state === 'failed' ? 'failed' : 'processing',
    reason: row.reason,
    chunkCount: row.chunkCount,
    updatedAt: row.updatedAt.toISOString(),
    crawl: row.kind === 'web_page' ? row.crawl : null,
    ...(meaningSearch === undefined ? {} : { meaningSearch }),
  };
}

const documentKinds: Readonly<Record<string, DocumentKind>> = {
  [documentMediaTypes.pdf]: 'pdf',
  [documentMediaTypes.docx]: 'docx',
  [documentMediaTypes.text]: 'text',
};

const siteExportMediaType = 'text/markdown; charset=utf-8';

function notFound(): AppError {
  return new AppError(
    404,
    knowledgeBaseErrorCodes.itemNotFound,
    knowledgeBaseMessages.itemNotFound,
  );
}

function refusedFile(code: keyof typeof refusals): AppError {
  const [status, errorCode, message] = refusals[code];
  return new AppError(status, errorCode, message, `body.file: ${message}`);
}

const refusals = {
  empty: [400, knowledgeBaseErrorCodes.fileEmpty, knowledgeBaseMessages.fileEmpty],
  type: [400, knowledgeBaseErrorCodes.fileTypeRefused, knowledgeBaseMessages.fileTypeRefused],
  damaged: [400, knowledgeBaseErrorCodes.fileDamaged, knowledgeBaseMessages.fileDamaged],
  unzipped: [400, knowledgeBaseErrorCodes.fileDamaged, knowledgeBaseMessages.unzippedTooLarge],
  tooLarge: [413, knowledgeBaseErrorCodes.fileTooLarge, knowledgeBaseMessages.fileTooLarge],
} as const;

function limitReached(message: string, what: 'files' | 'megabytes' | 'pages'): AppError {
  return new AppError(
    402,
    usageErrorCodes.limitReached,
    message,
    `knowledgeBase.${what}: plan total`,
  );
}

function urlRefused(message: string): AppError {
  return new AppError(400, knowledgeBaseErrorCodes.urlRefused, message, `body.url: ${message}`);
}

/** Serialises a provider's knowledge-base changes, so two uploads cannot both pass the limits. */
async function lockProvider(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`knowledge-base:${userId}`}))`);
}

export function createKnowledgeBaseService(deps: KnowledgeBaseServiceDeps): KnowledgeBaseService {
  const { db, clock, jobs, log, fileStorage } = deps;
  const crawlContext = { fetcher: deps.webFetcher, userAgent: deps.crawlerUserAgent };
  const embedding = createChunkEmbedding({
    db,
    clock,
    jobs,
    log,
    embedder: deps.embedder,
    vectorSearch: deps.vectorSearch,
  });
  const model = deps.embedder?.model ?? null;
  const viewOf = (row: KnowledgeBaseItemRow) => view(row, model);

  const allowanceOf = async (userId: string): Promise<KnowledgeBaseAllowance> => {
    const products = await deps.subscriptions.activeProductCodes(userId);
    return knowledgeBaseVoiceProducts.some((code) => products.has(code))
      ? knowledgeBasePlanLimits.voice
      : knowledgeBasePlanLimits.free;
  };

  const ownItem = async (actor: Actor, feature: string, key: string) => {
    const row = await findItem(db, { userId: actor.user.id, feature, key });
    if (row === undefined) throw notFound();
    return row;
  };

  const deleteObjectQuietly = async (objectKey: string | null): Promise<void> => {
    if (objectKey === null) return;
    try {
      await fileStorage.delete(objectKey);
    } catch (error) {
      // A file left behind costs storage, not correctness: nothing refers to it any more.
      log.warn({ err: error, objectKey }, 'A knowledge base file could not be deleted');
    }
  };

  /** The site's pages become its passages and its downloadable text, at once. */
  const finishCrawl = async (row: KnowledgeBaseItemRow, revision: number): Promise<void> => {
    const pages = await crawledPages(db, row.id, revision);
    const exportText = pages
      .map(
        (page) => `# ${page.title === '' ? page.url : page.title}\n\n${page.url}\n\n${page.text}\n`,
      )
      .join('\n');
    const objectKey = pages.length === 0 ? null : `knowledge-base/${row.userId}/${randomUUID()}`;
    if (objectKey !== null) {
      await fileStorage.put(objectKey, Buffer.from(exportText, 'utf8'), siteExportMediaType);
    }
    const chunks = pages.flatMap((page: CrawledPage) =>
      chunkText(page.title === '' ? page.text : `${page.title}\n\n${page.text}`).map((text) => ({
        text,
        sourceUrl: page.url,
      })),
    );
    const finished = await db.transaction(async (tx) => {
      const current = await lockItem(tx, row);
      if (current?.revision !== revision) return false;
      if (objectKey !== null) {
        await replaceChunks(tx, current, chunks);
        await deleteOtherPages(tx, row.id, revision);
        await embedding.queue(tx, { id: row.id, revision }, chunks.length);
      }
      await finishItem(
        tx,
        row.id,
        revision,
        objectKey === null
          ? {
              state: 'failed',
              reason: knowledgeBaseReasons.noPagesRead,
              chunkCount: current.chunkCount,
            }
          : {
              state: 'ready',
              reason: null,
              chunkCount: chunks.length,
              size: Buffer.byteLength(exportText, 'utf8'),
              objectKey,
              mediaType: siteExportMediaType,
            },
        clock(),
      );
      return { previousObject: current.objectKey };
    });
    if (finished === false) await deleteObjectQuietly(objectKey);
    else if (objectKey !== null) await deleteObjectQuietly(finished.previousObject);
  };

  return {
    list: async (actor, feature) => (await listItems(db, actor.user.id, feature)).map(viewOf),

    upload: async (actor, feature, key, file) => {
      const { bytes } = file;
      if (bytes.length === 0) throw refusedFile('empty');
      if (bytes.length > knowledgeBaseLimits.maxFileBytes) throw refusedFile('tooLarge');
      const kind = await sniffDocument(bytes, file.fileName);
      if (kind === null) throw refusedFile('type');
      if (kind === 'docx') {
        const zip = checkZip(bytes);
        if (zip === 'tooLarge') throw refusedFile('unzipped');
        if (zip === 'damaged') throw refusedFile('damaged');
      }
      const userId = actor.user.id;
      const itemKey: ItemKey = { userId, feature, key };
      const allowance = await allowanceOf(userId);
      const objectKey = `knowledge-base/${userId}/${randomUUID()}`;
      await fileStorage.put(objectKey, bytes, documentMediaTypes[kind]);
      try {
        const result = await db.transaction(async (tx) => {
          await lockProvider(tx, userId);
          const existing = await lockItem(tx, itemKey);
          if (existing?.kind === 'web_page') {
            throw new AppError(
              409,
              knowledgeBaseErrorCodes.keyTaken,
              knowledgeBaseMessages.keyHoldsWebsite,
            );
          }
          const totals = await totalsOf(tx, userId, existing?.id ?? null);
          if (totals.files + 1 > allowance.files) {
            throw limitReached(knowledgeBaseMessages.filesLimit(allowance.files), 'files');
          }
          if (totals.bytes + bytes.length > allowance.megabytes * megabyte) {
            throw limitReached(
              knowledgeBaseMessages.megabytesLimit(allowance.megabytes),
              'megabytes',
            );
          }
          const row = await upsertFileItem(tx, {
            ...itemKey,
            name: cleanFileName(file.fileName, key),
            mediaType: documentMediaTypes[kind],
            size: bytes.length,
            objectKey,
            now: clock(),
          });
          await jobs.send(
            processFileJob,
            { itemId: row.id, revision: row.revision },
            { db: tx, singletonKey: `${row.id}:${String(row.revision)}` },
          );
          return {
            row,
            previousObject: existing?.objectKey ?? null,
            created: existing === undefined,
          };
        });
        await deleteObjectQuietly(result.previousObject);
        return { item: viewOf(result.row), created: result.created };
      } catch (error) {
        await deleteObjectQuietly(objectKey);
        throw error;
      }
    },

    download: async (actor, feature, key) => {
      const row = await ownItem(actor, feature, key);
      if (row.objectKey === null || row.mediaType === null) {
        throw new AppError(
          409,
          knowledgeBaseErrorCodes.notReady,
          knowledgeBaseMessages.websiteNotReady,
        );
      }
      const bytes = await fileStorage.get(row.objectKey);
      if (bytes === null) throw new Error(`The stored file of item ${row.id} is missing`);
      return {
        fileName: row.kind === 'web_page' ? `${row.name}.md` : row.name,
        mediaType: row.mediaType,
        bytes,
      };
    },

    remove: async (actor, feature, key) => {
      const row = await ownItem(actor, feature, key);
      await deleteItemRow(db, row.id);
      await deleteObjectQuietly(row.objectKey);
    },

    crawl: async (actor, feature, address) => {
      const url = new URL(address);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw urlRefused(knowledgeBaseMessages.urlNotHttp);
      }
      if (url.username !== '' || url.password !== '') {
        throw urlRefused(knowledgeBaseMessages.urlWithCredentials);
      }
      url.hash = '';
      const check = await deps.webFetcher.checkAddress(url);
      if (check === 'refused') throw urlRefused(knowledgeBaseMessages.urlPrivateAddress);
      if (check === 'notFound') throw urlRefused(knowledgeBaseMessages.urlNotFound);
      const userId = actor.user.id;
      const itemKey: ItemKey = { userId, feature, key: websiteKey(url) };
      const allowance = await allowanceOf(userId);
      const row = await db.transaction(async (tx) => {
        await lockProvider(tx, userId);
        const existing = await lockItem(tx, itemKey);
        if (existing?.kind === 'file') {
          throw new AppError(
            409,
            knowledgeBaseErrorCodes.keyTaken,
            knowledgeBaseMessages.keyHoldsFile,
          );
        }
        const totals = await totalsOf(tx, userId, existing?.id ?? null);
        const pagesLeft = allowance.pages - totals.pages;
        if (pagesLeft <= 0) {
          throw limitReached(knowledgeBaseMessages.pagesLimit(allowance.pages), 'pages');
        }
        const { state, progress } = startCrawl(url, pagesLeft);
        const site = await upsertSiteItem(tx, {
          ...itemKey,
          name: url.host,
          sourceUrl: url.href,
          crawl: progress,
          crawlState: state,
          now: clock(),
        });
        await jobs.send(
          crawlStepJob,
          { itemId: site.id, revision: site.revision },
          { db: tx, singletonKey: `${site.id}:${String(site.revision)}:0` },
        );
        return site;
      });
      return viewOf(row);
    },

    searchChunks: (userId, query, limit) => embedding.search(userId, query, limit),
    vectorSearch: deps.embedder === null ? null : deps.vectorSearch,

    embedChunks: (itemId, revision, lastAttempt) =>
      embedding.embedChunks(itemId, revision, lastAttempt),

    embedBackfill: () => embedding.backfill(),

    personalDataOf: async (userId) => (await itemsOfUser(db, userId)).map(viewOf),
    eraseAllOf: async (userId) => {
      for (const row of await itemsOfUser(db, userId)) {
        await deleteItemRow(db, row.id);
        await deleteObjectQuietly(row.objectKey);
      }
    },

    processFile: async (itemId, revision, lastAttempt) => {
      const row = await findItemById(db, itemId);
      if (row?.revision !== revision || row.kind !== 'file' || row.state !== 'processing') return;
      const kind = documentKinds[row.mediaType ?? ''];
      let text: string;
      try {
        const bytes = row.objectKey === null ? null : await fileStorage.get(row.objectKey);
        if (bytes === null || kind === undefined) throw new Error('The stored file is missing');
        text = await extractDocumentText(kind, bytes);
      } catch (error) {
        if (!lastAttempt) throw error;
        log.warn({ err: error, itemId }, 'A knowledge base document could not be read');
        await finishItem(
          db,
          itemId,
          revision,
          { state: 'failed', reason: knowledgeBaseReasons.unreadable, chunkCount: 0 },
          clock(),
        );
        await replaceChunks(db, row, []);
        await embedding.queue(db, { id: itemId, revision }, 0);
        return;
      }
      const chunks = chunkText(text).map((chunk) => ({ text: chunk, sourceUrl: null }));
      await db.transaction(async (tx) => {
        const current = await lockItem(tx, row);
        if (current?.revision !== revision) return;
        await replaceChunks(tx, row, chunks);
        await embedding.queue(tx, { id: itemId, revision }, chunks.length);
        await finishItem(
          tx,
          itemId,
          revision,
          chunks.length === 0
            ? { state: 'failed', reason: knowledgeBaseReasons.noTextFound, chunkCount: 0 }
            : { state: 'ready', reason: null, chunkCount: chunks.length },
          clock(),
        );
      });
    },

    crawlStep: async (itemId, revision, lastAttempt) => {
      const row = await findItemById(db, itemId);
      if (
        row?.revision !== revision ||
        row.kind !== 'web_page' ||
        row.state !== 'processing' ||
        row.crawlState === null ||
        row.crawl === null
      ) {
        return;
      }
      try {
        const step = await crawlStep(crawlContext, row.crawlState, row.crawl);
        const saved = await db.transaction(async (tx) => {
          const current = await lockItem(tx, row);
          if (current?.revision !== revision) return false;
          for (const page of step.pages) await addCrawledPage(tx, itemId, revision, page);
          await saveCrawlStep(tx, itemId, revision, step.progress, step.state, clock());
          if (!step.done) {
            await jobs.send(
              crawlStepJob,
              { itemId, revision },
              { db: tx, singletonKey: `${itemId}:${String(revision)}:${String(step.state.step)}` },
            );
          }
          return true;
        });
        if (saved && step.done) await finishCrawl(row, revision);
      } catch (error) {
        if (!lastAttempt) throw error;
        log.warn({ err: error, itemId }, 'A website crawl step failed');
        try {
          // What was read so far is kept, as if the crawl had ended there.
          await finishCrawl(row, revision);
        } catch (finishError) {
          log.error({ err: finishError, itemId }, 'A website crawl could not be finished');
          await finishItem(
            db,
            itemId,
            revision,
            {
              state: 'failed',
              reason: knowledgeBaseReasons.crawlStopped,
              chunkCount: row.chunkCount,
            },
            clock(),
          );
        }
      }
    },
  };
}
