import type { PaymentHistoryFilter, PaymentHistoryResponse, Receipt } from '@kinderwait/contract';
import {
  billingErrorCodes,
  billingMessages,
  brand,
  permissions,
  usersErrorCodes,
  usersMessages,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../plugins/authentication.ts';
import { actorMay } from '../../plugins/authentication.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CheckoutLineRow, CheckoutSessionRow } from './billing.repository.ts';
import {
  findCheckoutSession,
  linesOfSessions,
  listPayments,
  paidStatuses,
} from './billing.repository.ts';
import { paymentView, receiptNumberOf } from './billing-views.ts';

export interface PaymentHistoryDeps {
  db: Database;
  users: Pick<UsersService, 'findById'>;
  taxRegistrationNumber: string | null;
}

const sessionNotFound = (): AppError =>
  new AppError(
    404,
    billingErrorCodes.checkoutSessionNotFound,
    billingMessages.checkoutSessionNotFound,
  );

/** Oneself, or anyone for a role that manages users; another user is never revealed (404). */
function assertMayRead(actor: Actor, userId: string): void {
  if (userId !== actor.user.id && !actorMay(actor, permissions.userManage)) {
    throw new AppError(404, usersErrorCodes.userNotFound, usersMessages.userNotFound);
  }
}

/** The user's payment `id`: paid, partly or wholly refunded; anything else is not found. */
async function paymentOf(db: Database, userId: string, id: string): Promise<CheckoutSessionRow> {
  const row = await findCheckoutSession(db, id);
  const isPayment = paidStatuses.some((status) => status === row?.status);
  if (row?.userId !== userId || !isPayment || row.paidAt === null) throw sessionNotFound();
  return row;
}

function groupLines(lines: readonly CheckoutLineRow[]): Map<string, CheckoutLineRow[]> {
  const bySession = new Map<string, CheckoutLineRow[]>();
  for (const line of lines) {
    bySession.set(line.sessionId, [...(bySession.get(line.sessionId) ?? []), line]);
  }
  return bySession;
}

export async function listPaymentHistory(
  deps: PaymentHistoryDeps,
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

export async function paymentReceipt(
  deps: PaymentHistoryDeps,
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
  if (buyer === undefined) throw sessionNotFound();
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
