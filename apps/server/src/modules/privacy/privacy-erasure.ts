import type { ErasureConfirmed, ErasureStatus } from '@kinderwait/contract';
import {
  privacyErrorCodes,
  privacyLinkQuery,
  privacyMessages,
  privacyPagePaths,
  privacyPeriods,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-token.ts';
import type { Clock } from '../../clock.ts';
import { addMilliseconds, dayMs, minuteMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { MailSender } from '../../integrations/mail/mail-sender.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SessionsService } from '../account/sessions/sessions.service.ts';
import type { SignInService } from '../account/sign-in/sign-in.service.ts';
import type { PaymentHistoryService } from '../billing/payment-history/payment-history.service.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import { languageOrDefault } from '../../i18n/language.ts';
import type { ChildrenService } from '../children/children.service.ts';
import type { KnowledgeBaseService } from '../knowledge-base/knowledge-base.service.ts';
import type { NoticesService } from '../notices/notices.service.ts';
import type { PhoneNumbersService } from '../phone-numbers/phone-numbers.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { RequestsService } from '../waitlist/requests/requests.service.ts';
import { erasureConfirmEmail, erasureScheduledEmail } from './privacy-emails.ts';
import type { ErasureRow } from './privacy.repository.ts';
import {
  dueErasures,
  findErasureByToken,
  lapseUnconfirmed,
  moveErasure,
  openErasureOf,
  upsertErasureRequest,
} from './privacy.repository.ts';

export interface PrivacyErasureDeps {
  db: Database;
  clock: Clock;
  mail: MailSender;
  jobs: Pick<JobQueue, 'forget'>;
  publicOrigin: string;
  users: Pick<UsersService, 'findById' | 'findByEmail' | 'setClosed' | 'deleteAccount'>;
  sessions: Pick<SessionsService, 'endAll'>;
  signIn: Pick<SignInService, 'forgetEmail'>;
  children: Pick<ChildrenService, 'personalDataOf'>;
  requests: Pick<RequestsService, 'withdrawForErasure'>;
  notices: Pick<NoticesService, 'redactChildren'>;
  paymentHistory: Pick<PaymentHistoryService, 'anonymiseBuyer'>;
  knowledgeBase: Pick<KnowledgeBaseService, 'eraseAllOf'>;
  childcareProviders: Pick<ChildcareProvidersService, 'releaseForErasure'>;
  phoneNumbers: Pick<PhoneNumbersService, 'releaseForErasure'>;
}

const linkInvalid = (): AppError =>
  new AppError(404, privacyErrorCodes.erasureLinkInvalid, privacyMessages.erasureLinkInvalid);

const sweepBatch = 50;

/**
 * "Delete my account" (docs/product/privacy.md#delete-my-account): asked in the profile,
 * confirmed by the emailed link (the account closes at once), undone by the next email's link
 * within the grace period, then carried out by the hourly sweep.
 */
export function createPrivacyErasure(deps: PrivacyErasureDeps) {
  const { db, clock } = deps;

  const pageLink = (path: string, token: string): string => {
    const url = new URL(path, deps.publicOrigin);
    url.searchParams.set(privacyLinkQuery.token, token);
    return url.toString();
  };

  const statusView = (row: ErasureRow | undefined): ErasureStatus => ({
    status:
      row?.status === 'awaiting_confirmation' || row?.status === 'scheduled' ? row.status : 'none',
    requestedAt: row?.requestedAt.toISOString() ?? null,
    eraseAfter: row?.eraseAfter?.toISOString() ?? null,
  });

  /**
   * Everything that names the person, for the search of the queue's stored emails: their email,
   * names and phone, and their children's names and emergency contacts.
   */
  const identifiersOf = (
    user: {
      email: string;
      firstName: string;
      lastName: string;
      userName: string | null;
      phoneNumber: string | null;
    },
    kids: readonly {
      firstName: string;
      lastName: string;
      emergencyContactName: string;
      emergencyContactPhone: string | null;
    }[],
  ): string[] => [
    user.email,
    user.firstName,
    user.lastName,
    user.userName ?? '',
    user.phoneNumber ?? '',
    ...kids.flatMap((kid) => [
      kid.firstName,
      kid.lastName,
      kid.emergencyContactName,
      kid.emergencyContactPhone ?? '',
    ]),
  ];

  /**
   * Carries out one erasure. Each step is idempotent and the row is marked erased last, so a
   * sweep that died half-way does the rest next hour.
   */
  const erase = async (row: ErasureRow): Promise<void> => {
    const user = await deps.users.findById(row.userId);
    if (user !== undefined) {
      const kids = await deps.children.personalDataOf(user.id);
      const childIds = kids.map((kid) => kid.id);
      // Providers' lines keep an anonymous withdrawn request; the others move up.
      await deps.requests.withdrawForErasure(childIds);
      await deps.notices.redactChildren(childIds);
      await deps.paymentHistory.anonymiseBuyer(user.id);
      await deps.signIn.forgetEmail(user.email);
      await deps.jobs.forget(user.id, identifiersOf(user, kids));
      // A provider's knowledge base: its stored files, which the account's row cannot take along.
      await deps.knowledgeBase.eraseAllOf(user.id);
      // A provider's profile: a City listing goes back to the City's record, unclaimed; any
      // other profile loses the person's name, contacts and location.
      await deps.childcareProviders.releaseForErasure(user.id);
      // The voice agent's numbers: their release at Twilio is queued with each number's id there,
      // before the rows that hold it go with the account (queued after the jobs were forgotten).
      await deps.phoneNumbers.releaseForErasure(user.id);
      // The account row last: everything keyed to it goes with it (children, tickets, notices,
      // conversations, sessions, location, onboarding, subscriptions, the access record, broadcast
      // orders and what they delivered...).
      await deps.users.deleteAccount(user.id);
    }
    await moveErasure(db, row.id, 'scheduled', {
      erasedAt: clock(),
      undoTokenHash: null,
      status: 'erased',
    });
  };

  return {
    status: async (userId: string): Promise<ErasureStatus> =>
      statusView(await openErasureOf(db, userId)),

    /** Emails the confirmation link (a new one replaces the last). */
    request: async (userId: string): Promise<ErasureStatus> => {
      const user = await deps.users.findById(userId);
      const open = await openErasureOf(db, userId);
      if (user === undefined || open?.status === 'scheduled') return statusView(open);
      const token = newOpaqueToken();
      await upsertErasureRequest(db, userId, hashOpaqueToken(token), clock());
      await deps.mail.send(
        erasureConfirmEmail(
          user.email,
          user.firstName,
          pageLink(privacyPagePaths.erasureConfirm, token),
          languageOrDefault(user.preferredLanguage),
        ),
      );
      return statusView(await openErasureOf(db, userId));
    },

    /**
     * The emailed confirmation: closes the account and schedules its deletion. A second use of
     * the same link answers the same date.
     */
    confirm: async (token: string): Promise<ErasureConfirmed> => {
      const row = await findErasureByToken(db, 'confirm', hashOpaqueToken(token));
      if (row?.status === 'scheduled' && row.eraseAfter !== null) {
        return { eraseAfter: row.eraseAfter.toISOString() };
      }
      const now = clock();
      const confirmBy = addMilliseconds(
        row?.requestedAt ?? now,
        privacyPeriods.erasureConfirmHours * 60 * minuteMs,
      );
      if (row?.status !== 'awaiting_confirmation' || confirmBy <= now) throw linkInvalid();
      const user = await deps.users.findById(row.userId);
      if (user === undefined) throw linkInvalid();
      const undoToken = newOpaqueToken();
      const eraseAfter = addMilliseconds(now, privacyPeriods.erasureGraceDays * dayMs);
      const moved = await moveErasure(db, row.id, 'awaiting_confirmation', {
        status: 'scheduled',
        confirmedAt: now,
        eraseAfter,
        undoTokenHash: hashOpaqueToken(undoToken),
      });
      if (!moved) throw linkInvalid();
      await deps.users.setClosed(row.userId, now);
      await deps.sessions.endAll(row.userId);
      await deps.mail.send(
        erasureScheduledEmail(
          user.email,
          user.firstName,
          pageLink(privacyPagePaths.erasureUndo, undoToken),
          eraseAfter,
          languageOrDefault(user.preferredLanguage),
        ),
      );
      return { eraseAfter: eraseAfter.toISOString() };
    },

    /** The emailed undo: the account opens again; a second use changes nothing. */
    undo: async (token: string): Promise<void> => {
      const row = await findErasureByToken(db, 'undo', hashOpaqueToken(token));
      if (row?.status === 'cancelled') return;
      if (row?.status !== 'scheduled') throw linkInvalid();
      if (
        await moveErasure(db, row.id, 'scheduled', { status: 'cancelled', cancelledAt: clock() })
      ) {
        await deps.users.setClosed(row.userId, null);
      }
    },

    /**
     * Development only (privacy-dev.routes.ts): carries out the account's confirmed deletion now,
     * as the sweep would after the grace period; false when none is waiting.
     */
    eraseNow: async (email: string): Promise<boolean> => {
      const user = await deps.users.findByEmail(email);
      const row = user === undefined ? undefined : await openErasureOf(db, user.id);
      if (row?.status !== 'scheduled') return false;
      await erase(row);
      return true;
    },

    /** The hourly sweep: lapses unconfirmed requests, erases the accounts now due. */
    eraseDue: async (): Promise<number> => {
      const now = clock();
      await lapseUnconfirmed(
        db,
        addMilliseconds(now, -privacyPeriods.erasureConfirmHours * 60 * minuteMs),
      );
      let erased = 0;
      for (;;) {
        const due = await dueErasures(db, now, sweepBatch);
        for (const row of due) await erase(row);
        erased += due.length;
        if (due.length < sweepBatch) return erased;
      }
    },
  };
}

export type PrivacyErasure = ReturnType<typeof createPrivacyErasure>;
