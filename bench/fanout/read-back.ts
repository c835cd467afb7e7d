// What an opening wrote, read back from the database by bench:fanout: its notices and the emails
// and texts queued with them, timed from the moment the request was sent, and checked against
// the line as this file's own query orders it (priority weight, then date joined, then id).
import type { AvailabilityResponse } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database.ts';

export interface FanOutFigures {
  answer: AvailabilityResponse;
  /** Families waiting at the centre (any age group; those told are the age group's). */
  waiting: number;
  told: number;
  /**
   * The opening stored (auth, the spaces read): what follows, to the first notice, is reading the
   * line and the first batch's parents.
   */
  openingMs: number | null;
  /** The first family in line's notice, written this long after the request was sent. */
  firstFamilyMs: number | null;
  lastNoticeMs: number | null;
  emailsQueued: number;
  textsQueued: number;
  lastJobMs: number | null;
  answeredMs: number;
  /** The emails' job ids follow the line order of the families told. */
  inLineOrder: boolean;
  /** One notice and one email per family told, none twice. */
  toldOnce: boolean;
  load: number[];
}

interface Opening {
  providerId: string;
  answer: AvailabilityResponse;
  sentAt: number;
  answeredMs: number;
  load: number[];
}

export async function readFanOut(db: Database, opening: Opening): Promise<FanOutFigures> {
  const key = `availability:${opening.answer.openingId}:%`;
  const notices = (
    await db.execute<{ id: string; request_id: string; created_ms: number }>(sql`
      select id, split_part(dedupe_key, ':', 3) as request_id,
        (extract(epoch from created_at) * 1000)::float8 as created_ms
      from notices where dedupe_key like ${key}`)
  ).rows;
  const jobs = (
    await db.execute<{ id: number; name: string; request_id: string; created_ms: number }>(sql`
      select j.id::float8 as id, j.name, split_part(n.dedupe_key, ':', 3) as request_id,
        (extract(epoch from j.created_at) * 1000)::float8 as created_ms
      from background_jobs j join notices n on j.data->>'noticeId' = n.id::text
      where n.dedupe_key like ${key} and j.name in ('notifications.email', 'notifications.sms')
      order by j.id`)
  ).rows;
  const [stored] = (
    await db.execute<{ created_ms: number }>(sql`
      select (extract(epoch from created_at) * 1000)::float8 as created_ms
      from availability_openings where id = ${opening.answer.openingId}`)
  ).rows;
  const line = (
    await db.execute<{ id: string }>(sql`
      select id from childcare_requests
      where provider_id = ${opening.providerId} and status = 'waiting'
      order by priority_weight desc, joined_at, id`)
  ).rows.map((row) => row.id);

  const toldRequests = new Set(notices.map((notice) => notice.request_id));
  const lineTold = line.filter((id) => toldRequests.has(id));
  const emails = jobs.filter((job) => job.name === 'notifications.email');
  const emailOrder = emails.map((job) => job.request_id);
  const since = (ms: number): number => ms - opening.sentAt;
  const latest = (rows: { created_ms: number }[]): number | null =>
    rows.length === 0 ? null : since(Math.max(...rows.map((row) => row.created_ms)));
  const first = notices.find((notice) => notice.request_id === lineTold[0]);
  return {
    answer: opening.answer,
    waiting: line.length,
    told: notices.length,
    openingMs: stored === undefined ? null : since(stored.created_ms),
    firstFamilyMs: first === undefined ? null : since(first.created_ms),
    lastNoticeMs: latest(notices),
    emailsQueued: emails.length,
    textsQueued: jobs.length - emails.length,
    lastJobMs: latest(jobs),
    answeredMs: opening.answeredMs,
    inLineOrder:
      emailOrder.length === lineTold.length &&
      emailOrder.every((requestId, index) => requestId === lineTold[index]),
    toldOnce:
      toldRequests.size === notices.length &&
      new Set(emailOrder).size === emails.length &&
      emails.length === notices.length &&
      notices.length === opening.answer.familiesNotified,
    load: opening.load,
  };
}
