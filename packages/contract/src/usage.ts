import { z } from 'zod';

/**
 * Usage limits (docs/product/billing.md#usage-limits): what each plan allows per day or per month,
 * counted on the server. Joining waitlists, sending childcare requests and receiving offers are
 * never counted.
 */
export const usageApiPaths = {
  usage: '/api/usage',
} as const;

export const usageKinds = [
  'assistantMessage',
  'broadcast',
  'voiceMinute',
  'voiceTestMinute',
] as const;
export const UsageKind = z.enum(usageKinds);
export type UsageKind = z.infer<typeof UsageKind>;

export const usagePeriods = ['day', 'month'] as const;
export type UsagePeriod = (typeof usagePeriods)[number];

/**
 * The window each kind is counted in: a calendar day or month in America/Toronto, so a limit
 * renews at local midnight (or on the first of the month), as a parent would expect.
 */
export const usagePeriodOf: Readonly<Record<UsageKind, UsagePeriod>> = {
  assistantMessage: 'day',
  broadcast: 'month',
  voiceMinute: 'month',
  voiceTestMinute: 'month',
};

/** How much of each kind a plan allows per period; a kind a plan leaves out adds nothing. */
export const UsageLimits = z.object({
  assistantMessage: z.number().int().min(0).max(1_000_000).optional(),
  broadcast: z.number().int().min(0).max(1_000_000).optional(),
  voiceMinute: z.number().int().min(0).max(1_000_000).optional(),
  /** The provider's test calls to their own agent from the dashboard. */
  voiceTestMinute: z.number().int().min(0).max(1_000_000).optional(),
});
export type UsageLimits = z.infer<typeof UsageLimits>;

/** What everyone gets without a paid plan (docs/pricing.md); a plan raises a kind, never lowers it. */
export const freeUsageLimits: Readonly<Record<UsageKind, number>> = {
  assistantMessage: 30,
  broadcast: 1,
  voiceMinute: 0,
  // Every provider may try their agent on a test call before paying for minutes.
  voiceTestMinute: 30,
};

/** GET /api/usage: one item per kind, so a screen can check before acting. */
export const UsageItem = z.object({
  kind: UsageKind,
  period: z.enum(usagePeriods),
  limit: z.number().int().min(0),
  used: z.number().int().min(0),
  remaining: z.number().int().min(0),
  /** When the current period ends and the count starts again (ISO 8601, UTC). */
  renewsAt: z.string(),
});
export type UsageItem = z.infer<typeof UsageItem>;

export const UsageResponse = z.object({ items: z.array(UsageItem) });
export type UsageResponse = z.infer<typeof UsageResponse>;

export const usageErrorCodes = {
  /** 402: a usage limit is used up; the detail says which and when it renews. */
  limitReached: 'limit_reached',
} as const;

const unitNames: Readonly<Record<UsageKind, readonly [string, string]>> = {
  assistantMessage: ['assistant message', 'assistant messages'],
  broadcast: ['broadcast', 'broadcasts'],
  voiceMinute: ['voice minute', 'voice minutes'],
  voiceTestMinute: ['test call minute', 'test call minutes'],
};

export const usageMessages = {
  limitReached: (kind: UsageKind, limit: number): string => {
    const [one, many] = unitNames[kind];
    const period = usagePeriodOf[kind] === 'day' ? 'a day' : 'a month';
    if (limit === 0) return `Your plan includes no ${many}.`;
    if (limit === 1) return `You have used the 1 ${one} your plan includes ${period}.`;
    return `You have used all ${String(limit)} ${many} your plan includes ${period}.`;
  },
} as const;

/** What ran out and when it renews, as the 402's `detail` carries it. */
export interface LimitReached {
  kind: UsageKind;
  renewsAt: string;
}

const limitReachedPattern = /^usage\.(\w+): renews at (\S+)$/;

/**
 * The `detail` of a 402 `limit_reached`, in the "path: message" form of validation details:
 * "usage.assistantMessage: renews at 2026-05-02T04:00:00.000Z". The web reads it back with
 * `parseLimitReachedDetail` to show the limit-reached screen.
 */
export function formatLimitReachedDetail({ kind, renewsAt }: LimitReached): string {
  return `usage.${kind}: renews at ${renewsAt}`;
}

export function parseLimitReachedDetail(detail: string | undefined): LimitReached | null {
  const match = limitReachedPattern.exec(detail ?? '');
  const kind = UsageKind.safeParse(match?.[1]);
  const renewsAt = match?.[2];
  if (!kind.success || renewsAt === undefined || Number.isNaN(Date.parse(renewsAt))) return null;
  return { kind: kind.data, renewsAt };
}
