import { privacyPeriods } from '@kinderwait/contract';
import type { Clock } from '../../clock.ts';
import { addMilliseconds, dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { PaymentHistoryService } from '../billing/payment-history/payment-history.service.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { NoticesService } from '../notices/notices.service.ts';
import type { TicketsService } from '../waitlist/tickets/tickets.service.ts';
import { expireArchives } from './privacy.repository.ts';

export interface PrivacyRetentionDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'deleteFinishedBefore'>;
  tickets: Pick<TicketsService, 'deleteInactiveBefore'>;
  notices: Pick<NoticesService, 'deleteCreatedBefore'>;
  conversations: Pick<ConversationsService, 'deleteIdleSince'>;
  paymentHistory: Pick<PaymentHistoryService, 'deleteAnonymisedPaidBefore'>;
}

/** What one retention sweep deleted, kind by kind. */
export interface RetentionResult {
  tickets: number;
  notices: number;
  conversations: number;
  /** Anonymous payment records past their period, and unpaid checkouts left without an account. */
  payments: number;
  archives: number;
  /** Finished background jobs (the queue also deletes them hourly). */
  jobs: number;
}

/** `months` calendar months before `now` (the day clamped to the month's length, in UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/**
 * The daily retention sweep (docs/product/privacy.md#how-long-we-keep-data): each module deletes
 * what is past its period through its own service; the periods are the contract's, which the
 * product page and the privacy policy state (a test compares them).
 */
export async function applyRetention(deps: PrivacyRetentionDeps): Promise<RetentionResult> {
  const now = deps.clock();
  const p = privacyPeriods;
  return {
    tickets: await deps.tickets.deleteInactiveBefore(monthsBefore(now, p.inactiveTicketMonths)),
    notices: await deps.notices.deleteCreatedBefore(monthsBefore(now, p.noticeMonths)),
    conversations: await deps.conversations.deleteIdleSince(
      monthsBefore(now, p.conversationMonths),
    ),
    payments: await deps.paymentHistory.deleteAnonymisedPaidBefore(
      monthsBefore(now, p.paymentRecordYears * 12),
    ),
    archives: await expireArchives(deps.db, now),
    jobs: await deps.jobs.deleteFinishedBefore(addMilliseconds(now, -p.finishedJobDays * dayMs)),
  };
}
