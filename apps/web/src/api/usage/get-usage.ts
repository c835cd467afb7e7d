import { queryOptions, useQuery } from '@tanstack/react-query';
import axios from 'axios';
import type { UsageItem, UsageKind } from '@kinderwait/contract/usage';
import {
  UsageResponse,
  formatLimitReachedDetail,
  usageApiPaths,
  usageErrorCodes,
} from '@kinderwait/contract/usage';
import { paths } from '../../config/paths';
import { apiGet } from '../api-requests';
import { apiErrorCodeOf } from '../error-words';
import { usageKeys } from './usage-keys';

export function getUsage(signal?: AbortSignal): Promise<UsageResponse> {
  return apiGet(usageApiPaths.usage, UsageResponse, { signal });
}

export function usageQueryOptions() {
  return queryOptions({
    queryKey: usageKeys.all,
    queryFn: ({ signal }) => getUsage(signal),
    // Asked again after each limited action; another device's use shows on the next visit.
    staleTime: 0,
  });
}

/** One kind's usage, undefined until known. */
export function useUsageOf(kind: UsageKind): UsageItem | undefined {
  return useQuery(usageQueryOptions()).data?.items.find((item) => item.kind === kind);
}

/** The limit-reached screen for a used-up kind (what ran out and when it renews). */
export function limitReachedHref(item: Pick<UsageItem, 'kind' | 'renewsAt'>): string {
  return limitReachedHrefOf(formatLimitReachedDetail({ kind: item.kind, renewsAt: item.renewsAt }));
}

/** The same screen for a 402 `limit_reached` answer's `detail`, or null for any other failure. */
export function limitReachedHrefOfError(error: unknown): string | null {
  if (apiErrorCodeOf(error) !== usageErrorCodes.limitReached || !axios.isAxiosError(error)) {
    return null;
  }
  const data: unknown = error.response?.data;
  const detail =
    typeof data === 'object' && data !== null && 'detail' in data && typeof data.detail === 'string'
      ? data.detail
      : '';
  return limitReachedHrefOf(detail);
}

function limitReachedHrefOf(detail: string): string {
  return `${paths.app.limitReached.getHref()}?${new URLSearchParams({ detail }).toString()}`;
}
