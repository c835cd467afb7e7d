import { z } from 'zod';
import { Email } from './rules/email.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * Families' data (docs/product/privacy.md): the archive of everything held about a user ("Download
 * my data"), deleting the account (confirmed by email, with a grace period to undo), the record of
 * which provider saw or changed a child's information, and how long each kind of data is kept.
 */
export const privacyApiPaths = {
  /** POST (no body): asks for a new archive; GET: the latest one and its progress. */
  exports: '/api/privacy/exports',
  /**
   * GET ?token=: the archive itself (application/zip). Public: the emailed, signed link is the
   * credential, valid until the archive expires.
   */
  exportArchive: '/api/privacy/exports/{exportId}/archive',
  /** GET: where the account's deletion stands; POST (no body): asks to delete it (emails a link). */
  erasure: '/api/privacy/erasure',
  /** POST { token }: the emailed confirmation; the account is closed and deleted after the grace. */
  erasureConfirm: '/api/privacy/erasure/confirm',
  /** POST { token }: the emailed undo, any time before the deletion is carried out. */
  erasureUndo: '/api/privacy/erasure/undo',
  /** GET: who saw or changed each of the parent's children's information, newest first. */
  childAccess: '/api/privacy/child-access',
} as const;

// The deletion emails' pages: privacyPagePaths in web-paths.ts (public pages import no schemas).
export const privacyLinkQuery = { token: 'token' } as const;

/**
 * The periods of docs/product/privacy.md#how-long-we-keep-data, in one place: the jobs use these,
 * and a test checks that the product page and the privacy policy state the same.
 */
export const privacyPeriods = {
  /** An archive's link works this long after it is ready; the archive is deleted then. */
  exportLinkDays: 7,
  /** A deletion request not confirmed by its emailed link within this lapses. */
  erasureConfirmHours: 24,
  /** Between the confirmation and the deletion: the account is closed, the undo link works. */
  erasureGraceDays: 14,
  /** Payment records, kept without a name or a child for tax law, then deleted. */
  paymentRecordYears: 7,
  /** A waitlist ticket with no request in line and no change for this long is deleted. */
  inactiveTicketMonths: 24,
  /** In-app notices older than this are deleted. */
  noticeMonths: 12,
  /** An assistant conversation with no message for this long is deleted. */
  conversationMonths: 12,
  /** Finished background jobs (and the email text they carried) are deleted after this. */
  finishedJobDays: 30,
} as const;

export const exportStatuses = ['queued', 'ready', 'failed', 'expired'] as const;
export const ExportStatus = z.enum(exportStatuses);
export type ExportStatus = z.infer<typeof ExportStatus>;

/** One "Download my data" archive as its owner sees it. */
export const DataExport = z.object({
  id: z.uuid(),
  status: ExportStatus,
  requestedAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  /** When the link stops working and the archive is deleted; null until ready. */
  expiresAt: z.iso.datetime().nullable(),
  /** The signed download link (the one emailed), while the archive is ready. */
  downloadUrl: z.url().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

export const LatestExportResponse = z.object({ export: DataExport.nullable() });
export type LatestExportResponse = z.infer<typeof LatestExportResponse>;

export const ExportArchiveParams = z.object({ exportId: z.uuid() });
export const ExportArchiveQuery = z.object({ token: safeText(z.string().min(1).max(200)) });

/** The sections of an archive's data.json, in order; each is what one module holds. */
export const archiveSections = [
  'account',
  'roles',
  'location',
  'children',
  'tickets',
  'requests',
  'offers',
  'notices',
  'conversations',
  'payments',
  'subscriptions',
  'voiceAssistant',
  'voiceCalls',
  'knowledgeBase',
  'childAccess',
  'broadcastOrders',
  'spotInvitations',
  'likedProviders',
  'availabilityAlerts',
  'surveys',
  'onboarding',
  'listingClaims',
  'featureClicks',
] as const;
export type ArchiveSection = (typeof archiveSections)[number];

const ArchiveRecord = z.record(z.string(), z.unknown());
/** data.json of the archive: every section a list of records (an empty list when none). */
export const PersonalDataArchive = z.object({
  format: z.literal('kinderwait-personal-data'),
  version: z.literal(1),
  generatedAt: z.iso.datetime(),
  userId: z.uuid(),
  sections: z.object(
    Object.fromEntries(archiveSections.map((name) => [name, z.array(ArchiveRecord)])) as Record<
      ArchiveSection,
      z.ZodArray<typeof ArchiveRecord>
    >,
  ),
});
export type PersonalDataArchive = z.infer<typeof PersonalDataArchive>;

/** The asks that take nothing (an archive, a deletion): no body, or an empty object. */
export const PrivacyAskBody = z.object({}).strict().nullish();

export const erasureStatuses = ['none', 'awaiting_confirmation', 'scheduled'] as const;
export const ErasureStatus = z.object({
  status: z.enum(erasureStatuses),
  requestedAt: z.iso.datetime().nullable(),
  /** Scheduled: when the account will be deleted. */
  eraseAfter: z.iso.datetime().nullable(),
});
export type ErasureStatus = z.infer<typeof ErasureStatus>;

export const ErasureTokenBody = z.object({ token: safeText(z.string().min(1).max(200)) });
export type ErasureTokenBody = z.infer<typeof ErasureTokenBody>;

/** The answer to a confirmation: when the account will be deleted. */
export const ErasureConfirmed = z.object({ eraseAfter: z.iso.datetime() });
export type ErasureConfirmed = z.infer<typeof ErasureConfirmed>;

export const ErasureUndone = z.object({ kept: z.literal(true) });
export type ErasureUndone = z.infer<typeof ErasureUndone>;

export const childAccessActions = ['viewed', 'changed'] as const;
export const ChildAccessAction = z.enum(childAccessActions);
export type ChildAccessAction = z.infer<typeof ChildAccessAction>;

/** One line of a child's access record: a provider's user saw or changed the child's data. */
export const ChildAccessEntry = z.object({
  at: z.iso.datetime(),
  action: ChildAccessAction,
  /** What was seen or changed, e.g. 'waitlist' or 'priorities'. */
  what: z.string(),
  /** The provider's user, by name; null once that account is deleted. */
  actorName: z.string().nullable(),
  providerName: z.string().nullable(),
});
export type ChildAccessEntry = z.infer<typeof ChildAccessEntry>;

export const ChildAccessResponse = z.object({
  items: z.array(
    z.object({
      childId: z.uuid(),
      childFirstName: z.string(),
      entries: z.array(ChildAccessEntry),
    }),
  ),
});
export type ChildAccessResponse = z.infer<typeof ChildAccessResponse>;

/** How many entries per child the profile shows (the newest); the archive holds them all. */
export const childAccessListMax = 100;

export const privacyErrorCodes = {
  /** 404: the archive link is unknown, altered or expired. */
  exportLinkInvalid: 'export_link_invalid',
  /** 404: the deletion link is unknown, altered, used up or expired. */
  erasureLinkInvalid: 'erasure_link_invalid',
  /** 400: a sign-in link of an account that is closed and waiting to be deleted. */
  accountClosed: 'account_closed',
} as const;

export const privacyMessages = {
  exportLinkInvalid: 'This download link is not valid or has expired. Ask for a new archive.',
  erasureLinkInvalid: 'This link is not valid or has expired.',
  accountClosed:
    'This account is closed and will be deleted. Use the link in the email we sent to keep it.',
} as const;

/**
 * Development only (never in production, loopback clients only): carries out a confirmed
 * deletion now, as the hourly sweep does once the grace period is over, so a browser journey can
 * see its effects without waiting 14 days.
 */
export const privacyDevApiPaths = { eraseNow: '/api/dev/privacy/erase-now' } as const;
export const EraseNowBody = z.object({ email: Email });
export type EraseNowBody = z.infer<typeof EraseNowBody>;
/** `erased`: false when the account had no confirmed deletion waiting (or was erased already). */
export const EraseNowResponse = z.object({ erased: z.boolean() });
export type EraseNowResponse = z.infer<typeof EraseNowResponse>;
