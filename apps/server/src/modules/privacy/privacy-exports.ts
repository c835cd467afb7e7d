import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataExport } from '@kinderwait/contract';
import {
  privacyApiPaths,
  privacyErrorCodes,
  privacyMessages,
  privacyPeriods,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { addMilliseconds, dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { languageOrDefault } from '../../i18n/language.ts';
import type { MailSender } from '../../integrations/mail/mail-sender.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ArchiveSources } from './personal-data-archive.ts';
import { archiveZip, gatherPersonalData } from './personal-data-archive.ts';
import { exportReadyEmail } from './privacy-emails.ts';
import { buildExportJob } from './privacy.jobs.ts';
import type { StoredExport } from './privacy.repository.ts';
import {
  findExport,
  insertExport,
  latestExportOf,
  markExportEmailed,
  markExportFailed,
  readyArchive,
  storeArchive,
} from './privacy.repository.ts';

export interface PrivacyExportsDeps {
  db: Database;
  clock: Clock;
  mail: MailSender;
  jobs: Pick<JobQueue, 'send'>;
  secret: string;
  publicOrigin: string;
  sources: ArchiveSources;
  /** The access record's part of the archive (child-access.ts). */
  childAccess: (childIds: readonly string[]) => Promise<readonly unknown[]>;
}

/** The download link's token: an HMAC of the archive and its expiry, for this purpose only. */
function linkToken(secret: string, exportId: string, expiresAt: Date): string {
  return createHmac('sha256', secret)
    .update(`privacy-export:${exportId}:${String(expiresAt.getTime())}`)
    .digest('base64url');
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const linkInvalid = (): AppError =>
  new AppError(404, privacyErrorCodes.exportLinkInvalid, privacyMessages.exportLinkInvalid);

/** "Download my data" (docs/product/privacy.md#download-my-data). */
export function createPrivacyExports(deps: PrivacyExportsDeps) {
  const { db, clock } = deps;

  const downloadUrl = (row: StoredExport): string | null => {
    if (row.status !== 'ready' || row.expiresAt === null) return null;
    const url = new URL(
      privacyApiPaths.exportArchive.replace('{exportId}', row.id),
      deps.publicOrigin,
    );
    url.searchParams.set('token', linkToken(deps.secret, row.id, row.expiresAt));
    return url.toString();
  };

  const view = (row: StoredExport): DataExport => {
    // A ready archive past its expiry reads as expired before the daily sweep drops its bytes.
    const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= clock();
    return {
      id: row.id,
      status: expired ? 'expired' : row.status,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      downloadUrl: expired ? null : downloadUrl(row),
    };
  };

  return {
    /** The user's newest archive, or null. */
    latest: async (userId: string): Promise<DataExport | null> => {
      const row = await latestExportOf(db, userId);
      return row === undefined ? null : view(row);
    },

    /** Queues a new archive; one still being built is answered instead of a second. */
    request: async (userId: string): Promise<DataExport> => {
      const latest = await latestExportOf(db, userId);
      if (latest?.status === 'queued') return view(latest);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertExport(tx, userId, clock());
        await deps.jobs.send(
          buildExportJob,
          { exportId: inserted.id },
          { db: tx, singletonKey: inserted.id },
        );
        return inserted;
      });
      return view(row);
    },

    /**
     * The job: builds and stores the archive, then emails its link once. Run again after a
     * crash, it builds nothing twice and emails once. `lastAttempt`: a failure marks it failed.
     */
    build: async (exportId: string, lastAttempt: boolean): Promise<void> => {
      const row = await findExport(db, exportId);
      if (row === undefined) return; // the account was deleted meanwhile
      if (row.status === 'queued') {
        try {
          const now = clock();
          const archive = await gatherPersonalData(deps.sources, row.userId, deps.childAccess, now);
          const expiresAt = addMilliseconds(now, privacyPeriods.exportLinkDays * dayMs);
          await storeArchive(db, row.id, archiveZip(archive), now, expiresAt);
        } catch (error) {
          if (lastAttempt) await markExportFailed(db, row.id);
          throw error;
        }
      }
      const ready = await findExport(db, exportId);
      const url = ready === undefined ? null : downloadUrl(ready);
      if (ready?.expiresAt == null || url === null) return;
      const user = await deps.sources.users.findById(ready.userId);
      if (user === undefined) return;
      if (ready.emailedAt !== null) return;
      // Sent, then marked: a crash between the two sends it twice at worst, never not at all.
      await deps.mail.send(
        exportReadyEmail(
          user.email,
          user.firstName,
          url,
          ready.expiresAt,
          languageOrDefault(user.preferredLanguage),
        ),
      );
      await markExportEmailed(db, ready.id, clock());
    },

    /** The archive's bytes for a link's token; 404 export_link_invalid otherwise. */
    archive: async (exportId: string, token: string): Promise<Uint8Array> => {
      const row = await findExport(db, exportId);
      if (
        row?.expiresAt == null ||
        !sameToken(linkToken(deps.secret, row.id, row.expiresAt), token)
      ) {
        throw linkInvalid();
      }
      const bytes = await readyArchive(db, row.id, clock());
      if (bytes === undefined) throw linkInvalid();
      return bytes;
    },
  };
}

export type PrivacyExports = ReturnType<typeof createPrivacyExports>;
