import type { Notice, NoticeContent, NoticesResponse } from '@kinderwait/contract';
import { NoticeContent as NoticeContentSchema, noticesListMax } from '@kinderwait/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../i18n/language.ts';
import { defaultLanguage } from '../../i18n/language.ts';
import type { Worded } from '../../i18n/messages.ts';
import type { JobQueue, JobLane, JobToSend } from '../../jobs/job-queue.ts';
import { jobToSend } from '../../jobs/job-queue.ts';
import { noticeEmailJob, noticeSmsJob } from './notices.jobs.ts';
import type { UsersService } from '../users/users.service.ts';
import type { StoredNotice } from './notices.repository.ts';
import {
  allNoticesOf,
  deleteNoticesBefore,
  insertNotice,
  insertNotices,
  latestNotices,
  markRead,
  redactChildNames,
  unreadCount,
} from './notices.repository.ts';

/** What a notice shows instead of the first name of a child whose family deleted its account. */
export const erasedChildName = 'A family';

/** The email sent with a notice; its words are the server's (an email has no client to word it). */
export interface NotifyEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * What `notify` stores and sends: the in-app notice (kind + data, see the contract's
 * NoticeContent), and optionally an email to the user's address and a text message.
 */
export type NotifyInput = NoticeContent & {
  userId: string;
  /**
   * Makes the whole notification happen once: a second notify with the same key stores and
   * sends nothing (e.g. `availability:<openingId>:<requestId>`).
   */
  dedupeKey?: string;
  /** Written in the recipient's language: the notices service looks it up (their profile's). */
  email?: Worded<NotifyEmail>;
  /** A text message, to `to` or else to the phone number on the user's profile (none: no SMS). */
  sms?: { body: Worded<string>; to?: string };
};

export interface NotifyOptions {
  /** The caller's transaction: the notice and its jobs exist only if the caller's change does. */
  db?: Database;
}

export interface NotifyManyOptions {
  /** The queue lane of their emails and texts: `bulk` for a fan-out to many families. */
  lane?: JobLane;
}

export interface NoticesService {
  /**
   * Stores the notice and queues its email and text message (never sent inside the request).
   * Resolves to the notice id, or null when `dedupeKey` was used before (nothing happens then).
   */
  notify(input: NotifyInput, options?: NotifyOptions): Promise<string | null>;
  /**
   * `notify` for many notices at once, in one transaction: the notices in a statement, then
   * their emails and texts queued in the order given (each notice's email, then its text), so
   * they are sent in it. A notice whose dedupe key was used before is skipped with its email
   * and text, so a batch that runs again tells nobody twice. Answers each input's notice id,
   * or null for those skipped.
   */
  notifyMany(
    inputs: readonly NotifyInput[],
    options?: NotifyManyOptions,
  ): Promise<(string | null)[]>;
  /** The user's newest notices and how many are unread. */
  noticesOf(userId: string): Promise<NoticesResponse>;
  /** Marks the user's notices (those of `ids`, or all) seen; answers the unread count left. */
  markSeen(userId: string, ids: readonly string[] | undefined): Promise<number>;
  /** Every notice of the user, newest first (their data archive). */
  personalDataOf(userId: string): Promise<StoredNotice[]>;
  /**
   * An erased family: other users' notices (a provider's "accepted your offer") keep no name of
   * these children. Answers how many were changed.
   */
  redactChildren(childIds: readonly string[]): Promise<number>;
  /** Retention: deletes notices created before `before`; answers how many. */
  deleteCreatedBefore(before: Date): Promise<number>;
}

export interface NoticesServiceOptions {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send' | 'sendMany'>;
  /** Whose language an email or text is written in: the recipient's profile. */
  users: Pick<UsersService, 'languagesOf'>;
}

export function createNoticesService({
  db,
  clock,
  jobs,
  users,
}: NoticesServiceOptions): NoticesService {
  /** The languages of the recipients that get an email or a text, in one query. */
  const languagesOf = async (
    inputs: readonly NotifyInput[],
    target: Database,
  ): Promise<Map<string, Language>> => {
    const ids = inputs
      .filter((input) => input.email !== undefined || input.sms !== undefined)
      .map((input) => input.userId);
    return ids.length === 0 ? new Map() : users.languagesOf(ids, { db: target });
  };

  /** The email and text jobs of a stored notice, email first, as `notify` sends them. */
  const deliveries = (
    noticeId: string,
    { userId, email, sms }: NotifyInput,
    language: Language,
  ): JobToSend[] => [
    ...(email === undefined
      ? []
      : [jobToSend(noticeEmailJob, { noticeId, userId, ...email(language) }, noticeId)]),
    ...(sms === undefined
      ? []
      : [
          jobToSend(
            noticeSmsJob,
            { noticeId, userId, body: sms.body(language), to: sms.to ?? null },
            noticeId,
          ),
        ]),
  ];

  return {
    notifyMany: async (inputs, options = {}) => {
      if (inputs.length === 0) return [];
      const now = clock();
      const rows = inputs.map((input) => ({
        ...NoticeContentSchema.parse({ kind: input.kind, data: input.data }),
        id: randomUUID(),
        userId: input.userId,
        dedupeKey: input.dedupeKey ?? null,
        createdAt: now,
      }));
      const languages = await languagesOf(inputs, db);
      return db.transaction(async (tx) => {
        const stored = await insertNotices(tx, rows);
        const ids = rows.map((row) => (stored.has(row.id) ? row.id : null));
        const toSend = inputs.flatMap((input, index) => {
          const id = ids[index];
          if (id === null || id === undefined) return [];
          return deliveries(id, input, languages.get(input.userId) ?? defaultLanguage);
        });
        await jobs.sendMany(toSend, { db: tx, ...(options.lane ? { lane: options.lane } : {}) });
        return ids;
      });
    },
    notify: async (input, options = {}) => {
      const target = options.db ?? db;
      const { userId, dedupeKey, email, sms } = input;
      const content = NoticeContentSchema.parse({ kind: input.kind, data: input.data });
      const noticeId = await insertNotice(target, {
        ...content,
        userId,
        dedupeKey: dedupeKey ?? null,
        createdAt: clock(),
      });
      if (noticeId === null) return null;
      const language = (await languagesOf([input], target)).get(userId) ?? defaultLanguage;
      if (email !== undefined) {
        await jobs.send(
          noticeEmailJob,
          { noticeId, userId, ...email(language) },
          { singletonKey: noticeId, db: target },
        );
      }
      if (sms !== undefined) {
        await jobs.send(
          noticeSmsJob,
          { noticeId, userId, body: sms.body(language), to: sms.to ?? null },
          { singletonKey: noticeId, db: target },
        );
      }
      return noticeId;
    },
    noticesOf: async (userId) => {
      const [rows, unread] = await Promise.all([
        latestNotices(db, userId, noticesListMax),
        unreadCount(db, userId),
      ]);
      return { items: rows.flatMap(toNotice), unreadCount: unread };
    },
    personalDataOf: (userId) => allNoticesOf(db, userId),
    redactChildren: (childIds) => redactChildNames(db, childIds, erasedChildName),
    deleteCreatedBefore: (before) => deleteNoticesBefore(db, before),
    markSeen: async (userId, ids) => {
      await markRead(db, userId, ids, clock());
      return unreadCount(db, userId);
    },
  };
}

/** A stored notice as the contract says; one whose data no longer parses is left out. */
function toNotice(row: {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
}): Notice[] {
  const content = NoticeContentSchema.safeParse({ kind: row.kind, data: row.data });
  if (!content.success) return [];
  return [
    {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
      ...content.data,
    },
  ];
}

/** A notice whose kind and data come untyped (another module's port): checked against the contract. */
export function checkedNotice(notice: {
  userId: string;
  kind: string;
  data: Readonly<Record<string, unknown>>;
  dedupeKey?: string;
  email?: Worded<NotifyEmail>;
  sms?: { body: Worded<string>; to?: string };
}): NotifyInput {
  const { kind, data, ...rest } = notice;
  return { ...rest, ...NoticeContentSchema.parse({ kind, data }) };
}
