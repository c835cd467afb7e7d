// The API as bench:city and its profiler run it on the seeded city, and the provider's waitlist
// pages both measure: one definition, so a profile explains the figures the table shows.
import { join } from 'node:path';
import { buildUrl, providerWaitlistApiPaths } from '@kinderwait/contract';
import type { CityTargets } from './targets.ts';

/** Settings of the API under measurement: nothing remembered, no limits a load would trip. */
export function cityApiEnv(workDir: string, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    CHECK_RESPONSES: 'off',
    DATA_DIR: join(workDir, 'data'),
    DATABASE_URL: databaseUrl,
    MATCH_LIST_TTL_MS: '0',
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_MAX: '1000000000',
    // The same seeded users sign in on every run.
    MAGIC_LINKS_PER_EMAIL: '1000000',
    MAGIC_LINK_VALIDATIONS_PER_USER: '1000000',
  };
}

/**
 * The busiest centre's waitlist as its provider pages and filters it, in turn: the first page, a
 * deep one, waiting only, one age group, the families new this month.
 */
export function busiestWaitlistUrls(targets: CityTargets, now = Date.now()): string[] {
  const waitlist = (query: Record<string, string>) =>
    buildUrl(providerWaitlistApiPaths.waitlist, { providerId: targets.busiest.providerId }, query);
  const since = new Date(now - 30 * 86_400_000).toISOString();
  return [
    waitlist({ pageSize: '50' }),
    waitlist({ pageSize: '50', page: '40' }),
    waitlist({ pageSize: '50', status: 'waiting' }),
    waitlist({ pageSize: '50', ageGroupId: String(targets.busiest.ageGroupId) }),
    waitlist({ pageSize: '50', joinedSince: since }),
  ];
}
