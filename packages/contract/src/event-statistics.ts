import { z } from 'zod';
import { safeText } from './rules/safe-text.ts';

/**
 * Event statistics (docs/product/app-shell.md#unavailable-features): what users click that the
 * product does not offer yet.
 */
export const eventStatisticsApiPaths = {
  collect: '/api/users/event-statistics/actions/collect',
} as const;

/** Features shown in the navigation before they exist. */
export const unavailableFeatures = ['Booking', 'Sublet', 'Messages'] as const;

/** POST /api/users/event-statistics/actions/collect — a click on a feature not yet available. */
export const EventStatisticsBody = z.object({
  eventType: z.literal('feature_unavailable_click'),
  feature: z.enum(unavailableFeatures),
  path: safeText(z.string().max(500)).optional(),
});
export type EventStatisticsBody = z.infer<typeof EventStatisticsBody>;
