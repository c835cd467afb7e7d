import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProviderWaitlistQuery } from '@kinderwait/contract/provider-waitlist';
import {
  addDaysInTimeZone,
  startOfDayInTimeZone,
  todayInTimeZone,
} from '@kinderwait/contract/rules/toronto-time';
import { childcareProviderQueryOptions } from '../../../api/childcare-provider/get-childcare-provider';
import { waitlistQueryOptions } from '../../../api/provider-waitlist/get-waitlist';
import type { ProviderHomeState } from '../lib/provider-steps';
import type { HomeRead } from './use-parent-home';

/** The start of the Toronto day a week ago: the families who joined since are "new". */
function aWeekAgo(): string {
  return addDaysInTimeZone(startOfDayInTimeZone(todayInTimeZone()), -7).toISOString();
}

/** Only the total is read: one entry a page. */
const countOnly = { page: 1, pageSize: 1 } as const;

/**
 * The provider's state for /home, from the shared reads the profile and waitlist screens use: the
 * profile (asked afresh: a claim or an accepted offer changes it), then the waitlist's totals of
 * families waiting, of those new this week, and of offers awaiting an answer. The counts are
 * extras: while they load, or when they fail, the steps still show.
 */
export function useProviderHome(): HomeRead<ProviderHomeState> {
  const profile = useQuery({ ...childcareProviderQueryOptions(), refetchOnMount: 'always' });
  const [since] = useState(aWeekAgo);
  const providerId = profile.data?.id ?? null;
  const count = (query: ProviderWaitlistQuery) => ({
    ...waitlistQueryOptions(providerId ?? '', { ...query, ...countOnly }),
    enabled: providerId !== null,
  });
  const waiting = useQuery(count({ status: 'waiting' }));
  const fresh = useQuery(count({ status: 'waiting', joinedSince: since }));
  const offered = useQuery(count({ status: 'offered' }));
  const counts =
    waiting.data === undefined || fresh.data === undefined || offered.data === undefined
      ? undefined
      : { waiting: waiting.data.total, fresh: fresh.data.total, offered: offered.data.total };
  return {
    state: profile.data === undefined ? undefined : { profile: profile.data, counts },
    pending: profile.isPending,
    failed: profile.isError,
    retry: () => void profile.refetch(),
  };
}
