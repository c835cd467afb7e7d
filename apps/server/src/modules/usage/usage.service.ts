import type { UsageItem, UsageKind, UsageLimits } from '@kinderwait/contract';
import {
  formatLimitReachedDetail,
  freeUsageLimits,
  usageErrorCodes,
  usageKinds,
  usageMessages,
  usagePeriodOf,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { SubscriptionsService } from '../billing/subscriptions/subscriptions.service.ts';
import { consumeUsage, usageCounts } from './usage.repository.ts';
import { usageWindow } from './usage-periods.ts';

export interface UsageService {
  /**
   * Counts `amount` of `kind` against the user's plan for the current period, or throws 402
   * `limit_reached` (saying what ran out and when it renews) and counts nothing. For the modules
   * that do the counted thing (assistant chat, broadcasts, voice calls), before they do it.
   */
  consume(
    userId: string,
    kind: UsageKind,
    amount?: number,
    within?: UsageTransaction,
  ): Promise<UsageItem>;
  /**
   * Counts `amount` of `kind` that was used already, whatever is left (a phone call's minutes are
   * spent once it ended), inside the caller's transaction when given.
   */
  record(userId: string, kind: UsageKind, amount: number, within?: { db: Database }): Promise<void>;
  /**
   * What the user's plans allow of `kind` per period now: read before a transaction that consumes
   * inside it (`within`), since on PGlite's single connection a read outside an open transaction
   * would wait for it forever.
   */
  limitOf(userId: string, kind: UsageKind): Promise<number>;
  /** What is left of every kind now, so a screen can check before acting (GET /api/usage). */
  usageOf(userId: string): Promise<UsageItem[]>;
}

/**
 * Consuming inside the caller's transaction (`db`), so the use counts only if what it pays for
 * commits too, with the limit read before it began (`limitOf`).
 */
export interface UsageTransaction {
  db: Database;
  limit: number;
}

/** The most any of the user's plans allows (the free allowance included): plans never lower it. */
export function allowanceOf(kind: UsageKind, plans: readonly UsageLimits[]): number {
  return Math.max(freeUsageLimits[kind], ...plans.map((plan) => plan[kind] ?? 0));
}

export function createUsageService({
  db,
  clock,
  subscriptions,
}: {
  db: Database;
  clock: Clock;
  subscriptions: Pick<SubscriptionsService, 'activeLimits'>;
}): UsageService {
  const item = (kind: UsageKind, limit: number, used: number, renewsAt: Date): UsageItem => ({
    kind,
    period: usagePeriodOf[kind],
    limit,
    used,
    remaining: Math.max(0, limit - used),
    renewsAt: renewsAt.toISOString(),
  });

  return {
    consume: async (userId, kind, amount = 1, within) => {
      if (!Number.isSafeInteger(amount) || amount < 1) {
        throw new RangeError(`usage is counted in whole positive amounts, not ${String(amount)}`);
      }
      const now = clock();
      const window = usageWindow(usagePeriodOf[kind], now);
      const limit = within?.limit ?? allowanceOf(kind, await subscriptions.activeLimits(userId));
      const used = await consumeUsage(within?.db ?? db, {
        userId,
        kind,
        periodStart: window.start,
        amount,
        limit,
        now,
      });
      if (used === null) {
        throw new AppError(
          402,
          usageErrorCodes.limitReached,
          usageMessages.limitReached(kind, limit),
          formatLimitReachedDetail({ kind, renewsAt: window.end.toISOString() }),
        );
      }
      return item(kind, limit, used, window.end);
    },

    record: async (userId, kind, amount, within) => {
      if (!Number.isSafeInteger(amount) || amount < 1) {
        throw new RangeError(`usage is counted in whole positive amounts, not ${String(amount)}`);
      }
      const now = clock();
      await consumeUsage(within?.db ?? db, {
        userId,
        kind,
        periodStart: usageWindow(usagePeriodOf[kind], now).start,
        amount,
        // No limit: what was used is counted (the counter's column is a 32-bit integer).
        limit: 2_147_483_647,
        now,
      });
    },

    limitOf: async (userId, kind) => allowanceOf(kind, await subscriptions.activeLimits(userId)),

    usageOf: async (userId) => {
      const now = clock();
      const windows = usageKinds.map((kind) => ({
        kind,
        window: usageWindow(usagePeriodOf[kind], now),
      }));
      const [plans, counts] = await Promise.all([
        subscriptions.activeLimits(userId),
        usageCounts(
          db,
          userId,
          windows.map(({ kind, window }) => ({ kind, periodStart: window.start })),
        ),
      ]);
      return windows.map(({ kind, window }) =>
        item(kind, allowanceOf(kind, plans), counts.get(kind) ?? 0, window.end),
      );
    },
  };
}
