import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';

/**
 * How passages are compared with a question's vector (docs/decisions/voice-agent.md): pgvector's
 * cosine distance operator where the `vector` extension exists (always on PGlite, which loads
 * it), else a dot product over the `real[]` arrays. Both read the same `real[]` column.
 */
export type VectorSearch = 'pgvector' | 'arrays';

const exists = async (db: Database, query: ReturnType<typeof sql>): Promise<boolean> => {
  const rows = await db.execute<{ found: boolean }>(sql`select exists(${query}) as found`);
  return rows.rows[0]?.found === true;
};

/**
 * Creates the `vector` extension when the server offers it (`pg_available_extensions`) and says
 * which search the passages get. Run once at start-up, with an embedding model configured.
 */
export async function prepareVectorSearch(
  db: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<VectorSearch> {
  if (!(await exists(db, sql`select 1 from pg_available_extensions where name = 'vector'`))) {
    return 'arrays';
  }
  try {
    await db.execute(sql`create extension if not exists vector`);
  } catch (error) {
    // Another process creating it at the same moment, or a role without the right to: what
    // counts is whether it is there now.
    log.warn({ err: error }, 'The vector extension could not be created');
  }
  return (await exists(db, sql`select 1 from pg_extension where extname = 'vector'`))
    ? 'pgvector'
    : 'arrays';
}
