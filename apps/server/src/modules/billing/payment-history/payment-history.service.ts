import type { PaymentHistoryFilter, PaymentHistoryResponse, Receipt } from '@kinderwait/contract';
import { brand, permissions } from '@kinderwait/contract';
import type { Database } from '../../../db/database.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { actorMay } from '../../../plugins/authentication.ts';
import type { UsersService } from '../../users/users.service.ts';
import { checkoutSessionNotFound, userNotFound } from '../billing-errors.ts';
import type { CheckoutLineRow, CheckoutSessionRow } from '../billing.repository.ts';
import { findCheckoutSession, linesOfSessions, paidStatuses } from '../billing.repository.ts';
import { paymentView, receiptNumberOf } from '../billing-views.ts';
import {
  anonymiseSessionsOf,
  deleteAnonymousPaymentsBefore,
  listPayments,
  sessionsOfUser,
} from './payment-history.repository.ts';

export interface PaymentHistoryServiceDeps {
  db: Database;
  /** The buyer a receipt names. */
  users: Pick<UsersService, 'findById'>;
  /** HST_REGISTRATION_NUMBER, printed on receipts when set. */
  taxRegistrationNumber: string | null;
}

/** One's payments (checkouts and renewals) and their receipts; anyone's for user.manage. */
export interface PaymentHistoryService {
  list(actor: Actor, userId: string, filter: PaymentHistoryFilter): Promise<PaymentHistoryResponse>;
  receipt(actor: Actor, userId: string, sessionId: string): Promise<Receipt>;
  /** Every checkout of the user with its lines, whatever its status (their data archive). */
  personalDataOf(userId: string): Promise<(CheckoutSessionRow & { lines: CheckoutLineRow[] })[]>;
  /**
   * An erased account (docs/product/privacy.md#delete-my-account): unpaid checkouts are deleted;
   * paid ones keep only what tax law needs (amounts, tax, products, dates), with no buyer, no
   * processor customer, no return links and no reference to what a line paid for.
   */
  anonymiseBuyer(userId: string): Promise<void>;
  /**
   * Retention: deletes the anonymised payments paid before `before`, and unpaid checkouts left
   * without an account; answers how many.
   */
  deleteAnonymisedPaidBefore(before: Date): Promise<number>;
}

export function createPaymentHistoryService(
  deps: PaymentHistoryServiceDeps,
): PaymentHistoryService {
  return {
    list: (actor, userId, filter) => listPaymentHistory(deps, actor, userId, filter),
    receipt: (actor, userId, sessionId) => paymentReceipt(deps, actor, userId, sessionId),
    personalDataOf: async (userId) => {
      const sessions = await sessionsOfUser(deps.db, userId);
      const lines = await linesOfSessions(
        deps.db,
        sessions.map((session) => session.id),
      );
      return sessions.map((session) => ({
        ...session,
        lines: lines.filter((line) => line.sessionId === session.id),
      }));
    },
    anonymiseBuyer: (userId) => anonymiseSessionsOf(deps.db, userId, paidStatuses),
    deleteAnonymisedPaidBefore: (before) => deleteAnonymousPaymentsBefore(deps.db, before),
  };
}

/** Oneself, or anyone for a role that manages users; another user is never revealed (404). */
function assertMayRead(actor: Actor, userId: string): void {
  if (userId !== actor.user.id && !actorMay(actor, permissions.userManage)) {
    throw userNotFound();
  }
}

/** The user's payment `id`: paid, partly or wholly refunded; anything else is not found. */
async function paymentOf(db: Database, userId: string, id: string): Promise<CheckoutSessionRow> {
  const row = await findCheckoutSession(db, { id });
  const isPayment = paidStatuses.some((status) => status === row?.status);
  if (row?.userId !== userId || !isPayment || row.paidAt === null) throw checkoutSessionNotFound();
  return row;
}

function groupLines(lines: readonly CheckoutLineRow[]): Map<string, CheckoutLineRow[]> {
  const bySession = new Map<string, CheckoutLineRow[]>();
  for (const line of lines) {
    bySession.set(line.sessionId, [...(bySession.get(line.sessionId) ?? []), line]);
  }
  return bySession;
}

async function listPaymentHistory(
  deps: PaymentHistoryServiceDeps,
  actor: Actor,
  userId: string,
  filter: PaymentHistoryFilter,
): Promise<PaymentHistoryResponse> {
  assertMayRead(actor, userId);
  const { db } = deps;
  const start =
    filter.startFromId === undefined ? undefined : await paymentOf(db, userId, filter.startFromId);
  const rows = await listPayments(db, {
    userId,
    limit: filter.limit,
    startTime: filter.startTime,
    endTime: filter.endTime,
    from: start?.paidAt == null ? undefined : { paidAt: start.paidAt, id: start.id },
  });
  const page = rows.slice(0, filter.limit);
  const lines = groupLines(
    await linesOfSessions(
      db,
      page.map((row) => row.id),
    ),
  );
  return {
    items: page.map((row) => paymentView(row, lines.get(row.id) ?? [])),
    nextStartFromId: rows[filter.limit]?.id ?? null,
  };
}

async function paymentReceipt(
  deps: PaymentHistoryServiceDeps,
  actor: Actor,
  userId: string,
  sessionId: string,
): Promise<Receipt> {
  assertMayRead(actor, userId);
  const row = await paymentOf(deps.db, userId, sessionId);
  const [lines, buyer] = await Promise.all([
    linesOfSessions(deps.db, [row.id]),
    deps.users.findById(userId),
  ]);
  if (buyer === undefined) throw checkoutSessionNotFound();
  return {
    ...paymentView(row, lines),
    receiptNumber: receiptNumberOf(row),
    buyer: {
      name: `${buyer.firstName} ${buyer.lastName}`.trim(),
      email: buyer.email,
    },
    seller: {
      name: brand.legalName,
      address: brand.mailingAddress,
      email: brand.supportEmail,
      taxRegistrationNumber: deps.taxRegistrationNumber,
    },
  };
}
