import type { CrawlProgress, KnowledgeBaseItemState } from '@kinderwait/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { CrawlState } from './knowledge-base.tables.ts';
import {
  knowledgeBaseChunks,
  knowledgeBaseItems,
  knowledgeBasePages,
} from './knowledge-base.tables.ts';

export type KnowledgeBaseItemRow = typeof knowledgeBaseItems.$inferSelect;

export interface ItemKey {
  userId: string;
  feature: string;
  key: string;
}

const itemWhere = ({ userId, feature, key }: ItemKey) =>
  and(
    eq(knowledgeBaseItems.userId, userId),
    eq(knowledgeBaseItems.feature, feature),
    eq(knowledgeBaseItems.key, key),
  );

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}

export async function listItems(
  db: Database,
  userId: string,
  feature: string,
): Promise<KnowledgeBaseItemRow[]> {
  return db
    .select()
    .from(knowledgeBaseItems)
    .where(and(eq(knowledgeBaseItems.userId, userId), eq(knowledgeBaseItems.feature, feature)))
    .orderBy(asc(knowledgeBaseItems.key));
}

export async function findItem(
  db: Database,
  item: ItemKey,
): Promise<KnowledgeBaseItemRow | undefined> {
  return (await db.select().from(knowledgeBaseItems).where(itemWhere(item)))[0];
}

export async function findItemById(
  db: Database,
  id: string,
): Promise<KnowledgeBaseItemRow | undefined> {
  return (await db.select().from(knowledgeBaseItems).where(eq(knowledgeBaseItems.id, id)))[0];
}

/** Every item of the user, whatever the feature (erasing an account). */
export async function itemsOfUser(db: Database, userId: string): Promise<KnowledgeBaseItemRow[]> {
  return db.select().from(knowledgeBaseItems).where(eq(knowledgeBaseItems.userId, userId));
}

/** The item, locked until the transaction ends (an upload and a delete of one key wait in turn). */
export async function lockItem(
  tx: Database,
  item: ItemKey,
): Promise<KnowledgeBaseItemRow | undefined> {
  return (await tx.select().from(knowledgeBaseItems).where(itemWhere(item)).for('update'))[0];
}

export interface FileUpload extends ItemKey {
  name: string;
  mediaType: string;
  size: number;
  objectKey: string;
  now: Date;
}

/** Creates the file item, or replaces the key's file (a new revision, processing again). */
export async function upsertFileItem(
  db: Database,
  file: FileUpload,
): Promise<KnowledgeBaseItemRow> {
  const fields = {
    name: file.name,
    kind: 'file',
    mediaType: file.mediaType,
    size: file.size,
    sourceUrl: null,
    objectKey: file.objectKey,
    state: 'processing',
    reason: null,
    crawl: null,
    crawlState: null,
    updatedAt: file.now,
  } as const;
  const rows = await db
    .insert(knowledgeBaseItems)
    .values({
      userId: file.userId,
      feature: file.feature,
      key: file.key,
      ...fields,
      createdAt: file.now,
    })
    .onConflictDoUpdate({
      target: [knowledgeBaseItems.userId, knowledgeBaseItems.feature, knowledgeBaseItems.key],
      set: { ...fields, revision: sql`${knowledgeBaseItems.revision} + 1` },
    })
    .returning();
  return first(rows, 'The file upsert');
}

export interface SiteCrawl extends ItemKey {
  name: string;
  sourceUrl: string;
  crawl: CrawlProgress;
  crawlState: CrawlState;
  now: Date;
}

/**
 * Creates the website's item, or starts its crawl again (a new revision: the running crawl's
 * next step sees it and stops). The pages read before stay searchable until the new crawl ends.
 */
export async function upsertSiteItem(db: Database, site: SiteCrawl): Promise<KnowledgeBaseItemRow> {
  const fields = {
    name: site.name,
    kind: 'web_page',
    mediaType: null,
    sourceUrl: site.sourceUrl,
    state: 'processing',
    reason: null,
    crawl: site.crawl,
    crawlState: site.crawlState,
    updatedAt: site.now,
  } as const;
  const rows = await db
    .insert(knowledgeBaseItems)
    .values({
      userId: site.userId,
      feature: site.feature,
      key: site.key,
      ...fields,
      createdAt: site.now,
    })
    .onConflictDoUpdate({
      target: [knowledgeBaseItems.userId, knowledgeBaseItems.feature, knowledgeBaseItems.key],
      set: { ...fields, revision: sql`${knowledgeBaseItems.revision} + 1` },
    })
    .returning();
  return first(rows, 'The site upsert');
}

/** Saves a crawl's progress, only while `revision` is the item's current one; false otherwise. */
export async function saveCrawlStep(
  db: Database,
  id: string,
  revision: number,
  crawl: CrawlProgress,
  crawlState: CrawlState,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(knowledgeBaseItems)
    .set({ crawl, crawlState, updatedAt: now })
    .where(and(eq(knowledgeBaseItems.id, id), eq(knowledgeBaseItems.revision, revision)))
    .returning({ id: knowledgeBaseItems.id });
  return rows.length > 0;
}

export interface Outcome {
  state: Exclude<KnowledgeBaseItemState, 'processing'>;
  reason: string | null;
  chunkCount: number;
  size?: number;
  objectKey?: string;
  mediaType?: string;
}

/** Records how the item's processing ended, only while `revision` is current; false otherwise. */
export async function finishItem(
  db: Database,
  id: string,
  revision: number,
  outcome: Outcome,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(knowledgeBaseItems)
    .set({ ...outcome, crawlState: null, updatedAt: now })
    .where(and(eq(knowledgeBaseItems.id, id), eq(knowledgeBaseItems.revision, revision)))
    .returning({ id: knowledgeBaseItems.id });
  return rows.length > 0;
}

export async function deleteItemRow(db: Database, id: string): Promise<void> {
  // The item's chunks and crawled pages go with it (foreign keys, on delete cascade).
  await db.delete(knowledgeBaseItems).where(eq(knowledgeBaseItems.id, id));
}

export interface NewChunk {
  text: string;
  sourceUrl: string | null;
}

/** The item's passages become `chunks` (what was there before is removed). */
export async function replaceChunks(
  db: Database,
  item: { id: string; userId: string },
  chunks: readonly NewChunk[],
): Promise<void> {
  await db.delete(knowledgeBaseChunks).where(eq(knowledgeBaseChunks.itemId, item.id));
  const batch = 500;
  for (let start = 0; start < chunks.length; start += batch) {
    await db.insert(knowledgeBaseChunks).values(
      chunks.slice(start, start + batch).map((chunk, index) => ({
        itemId: item.id,
        userId: item.userId,
        ordinal: start + index,
        text: chunk.text,
        sourceUrl: chunk.sourceUrl,
      })),
    );
  }
}

export interface CrawledPage {
  url: string;
  title: string;
  text: string;
}

export async function addCrawledPage(
  db: Database,
  itemId: string,
  revision: number,
  page: CrawledPage,
): Promise<void> {
  await db.insert(knowledgeBasePages).values({ itemId, revision, ...page });
}

export async function crawledPages(
  db: Database,
  itemId: string,
  revision: number,
): Promise<CrawledPage[]> {
  return db
    .select({
      url: knowledgeBasePages.url,
      title: knowledgeBasePages.title,
      text: knowledgeBasePages.text,
    })
    .from(knowledgeBasePages)
    .where(and(eq(knowledgeBasePages.itemId, itemId), eq(knowledgeBasePages.revision, revision)))
    .orderBy(asc(knowledgeBasePages.id));
}

/** Drops the pages of every crawl of the item but `revision`'s. */
export async function deleteOtherPages(
  db: Database,
  itemId: string,
  revision: number,
): Promise<void> {
  await db
    .delete(knowledgeBasePages)
    .where(and(eq(knowledgeBasePages.itemId, itemId), ne(knowledgeBasePages.revision, revision)));
}

export interface KnowledgeBaseTotals {
  files: number;
  bytes: number;
  pages: number;
}

/**
 * What the provider holds now, besides the item `exceptId` (the one being replaced): documents
 * and their bytes, and website pages read (a running crawl counts what it read so far).
 */
export async function totalsOf(
  db: Database,
  userId: string,
  exceptId: string | null,
): Promise<KnowledgeBaseTotals> {
  const rows = await db.execute<{ files: string; bytes: string; pages: string }>(sql`
    select
      count(*) filter (where kind = 'file') as files,
      coalesce(sum(size) filter (where kind = 'file'), 0) as bytes,
      coalesce(sum((crawl ->> 'pagesRead')::integer) filter (where kind = 'web_page'), 0) as pages
    from knowledge_base_items
    where user_id = ${userId} and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)
  `);
  const row = rows.rows[0];
  return {
    files: Number(row?.files ?? 0),
    bytes: Number(row?.bytes ?? 0),
    pages: Number(row?.pages ?? 0),
  };
}

export interface ChunkMatch {
  chunkId: number;
  itemKey: string;
  itemName: string;
  kind: string;
  text: string;
  sourceUrl: string | null;
  rank: number;
}

/**
 * The provider's passages that match `query` (web search syntax: words, "quoted phrases", or,
 * -excluded), best first by ts_rank; never another provider's. What the answering engine reads.
 * Runs the same on PGlite and PostgreSQL.
 */
/** The columns a passage search selects, before its score. */
// A type, not an interface: drizzle's execute wants a record type.
export type ChunkRow = {
  chunk_id: string;
  item_key: string;
  item_name: string;
  kind: string;
  text: string;
  source_url: string | null;
};

/** A selected passage as a match; `rank` is its full-text rank (0 when found by meaning only). */
export function chunkMatchOf(row: ChunkRow, rank: number): ChunkMatch {
  return {
    chunkId: Number(row.chunk_id),
    itemKey: row.item_key,
    itemName: row.item_name,
    kind: row.kind,
    text: row.text,
    sourceUrl: row.source_url,
    rank,
  };
}

export async function searchChunks(
  db: Database,
  userId: string,
  query: string,
  limit: number,
): Promise<ChunkMatch[]> {
  const rows = await db.execute<ChunkRow & { rank: number }>(sql`
    select c.id as chunk_id, i.key as item_key, i.name as item_name, i.kind, c.text,
      c.source_url, ts_rank(c.search, q.query) as rank
    from knowledge_base_chunks c
      join knowledge_base_items i on i.id = c.item_id,
      websearch_to_tsquery('english', ${query}) as q(query)
    where c.user_id = ${userId} and c.search @@ q.query
    order by rank desc, c.id
    limit ${limit}
  `);
  return rows.rows.map((row) => chunkMatchOf(row, row.rank));
}
