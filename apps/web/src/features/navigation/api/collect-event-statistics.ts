import { z } from 'zod';
import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import type { EventStatisticsBody } from '@kinderwait/contract/account';
import { apiPost } from '../../../api/api-requests';

/**
 * POST /api/users/event-statistics/actions/collect (SPEC 7.1): records a click on a feature that
 * is not available yet. Failures never reach the screen.
 */
export async function collectEventStatistics(body: EventStatisticsBody): Promise<void> {
  await apiPost(accountApiPaths.eventStatistics, body, z.void(), { handleErrors: false });
}
