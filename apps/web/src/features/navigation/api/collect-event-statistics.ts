import { z } from 'zod';
import type { EventStatisticsBody } from '@kinderwait/contract/event-statistics';
import { eventStatisticsApiPaths } from '@kinderwait/contract/event-statistics';
import { apiPost } from '../../../api/api-requests';

/**
 * POST /api/users/event-statistics/actions/collect
 * (docs/product/app-shell.md#unavailable-features): records a click on a feature that is not
 * available yet. Failures never reach the screen.
 */
export async function collectEventStatistics(body: EventStatisticsBody): Promise<void> {
  await apiPost(eventStatisticsApiPaths.collect, body, z.void(), { handleErrors: false });
}
