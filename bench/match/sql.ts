import { join } from 'node:path';
import type pg from 'pg';
import type { RunningServer } from '../api-servers.ts';
import { startApi } from '../api-servers.ts';
import type { CapturedStatement } from '../pg-statement-capture.ts';
import { startStatementCapture } from '../pg-statement-capture.ts';
import type { Family } from './families.ts';
import { call } from './families.ts';
import type { Percentiles } from './measure.ts';
import { percentiles } from './measure.ts';

/** The API's environment in the bench. */
export function apiEnv(dataDir: string, databaseUrl: string): Record<string, string> {
  return {
    // `test`: JSON logs like production, and the dev outbox the sign-in flow reads its link from.
    NODE_ENV: 'test',
    // Production's default level, so request logging is part of what is measured.
    LOG_LEVEL: 'info',
    // Production's default: responses written from their schema without checking them again.
    CHECK_RESPONSES: 'off',
    DATA_DIR: dataDir,
    // The load and the sign-ins come from one IP; the limits would otherwise answer 429.
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_MAX: '1000000000',
    // A run on a busy machine can outlast the default 15 minutes; the bench never refreshes.
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    DATABASE_URL: databaseUrl,
  };
}

// ---------------------------------------------------------------------------------------------
// The SQL of the endpoint

export interface CapturedQueries {
  /** Every statement the endpoint ran for one request, in order. */
  statements: CapturedStatement[];
}

/**
 * Starts a second API on the bench database behind the recording proxy, sends the matches
 * request of `family` once and keeps its statements. The first request of a fresh process: a
 * later one would be served from the process's memory of match lists
 * (provider-matching-cache.ts) and run no matching statement.
 */
export async function captureMatchSql(
  databaseUrl: string,
  workDir: string,
  family: Family,
): Promise<CapturedQueries> {
  const target = new URL(databaseUrl);
  const capture = await startStatementCapture({
    host: target.hostname,
    port: Number(target.port === '' ? '5432' : target.port),
  });
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(capture.port);
  let server: RunningServer | undefined;
  try {
    server = await startApi(
      'api-capture',
      { ...apiEnv(join(workDir, 'data-capture'), proxied.toString()), LOG_LEVEL: 'warn' },
      workDir,
      undefined,
    );
    // Tokens are signed with the same secret, so the family's headers work here too.
    const from = capture.statements.length;
    await call(server.origin, 'GET', family.matchesPath, family.caller.headers);
    return { statements: capture.statements.slice(from) };
  } finally {
    await server?.stop();
    await capture.close();
  }
}

/** A statement of matching: it reads the providers or their age groups. */
export function readsProviders(statement: CapturedStatement): boolean {
  return (
    /childcare_providers|provider_age_groups/i.test(statement.text) &&
    /^\s*(select|with)\b/i.test(statement.text)
  );
}

export interface Explained {
  statement: CapturedStatement;
  plan: string;
  /** Indexes of childcare_providers and provider_age_groups the plan scans. */
  providerIndexes: string[];
  sequentialScanOfProviders: boolean;
}

export async function explain(
  client: pg.ClientBase,
  statement: CapturedStatement,
): Promise<Explained> {
  // Once first, so the plan shows a warm cache as the endpoint sees it under load.
  await client.query(statement.text, statement.params);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.text}`,
    statement.params,
  );
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const providerIndexes = [
    ...plan.matchAll(
      /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? using (\S+) on (?:childcare_providers|provider_age_groups)|Bitmap Index Scan on (\S+)/g,
    ),
  ]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((name) => /^(childcare_providers|provider_age_groups)/.test(name));
  return {
    statement,
    plan,
    providerIndexes: [...new Set(providerIndexes)],
    sequentialScanOfProviders: /Seq Scan on (childcare_providers|provider_age_groups)/.test(plan),
  };
}

/** The statements of one request run alone, in order, `requests` times: the database's share. */
export async function sqlLatency(
  client: pg.ClientBase,
  statements: readonly CapturedStatement[],
  requests: number,
): Promise<Percentiles> {
  const times: number[] = [];
  for (let index = 0; index < requests + 20; index += 1) {
    const started = performance.now();
    for (const statement of statements) await client.query(statement.text, statement.params);
    if (index >= 20) times.push(performance.now() - started);
  }
  return percentiles(times);
}
