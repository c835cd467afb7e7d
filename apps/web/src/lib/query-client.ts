import { QueryClient } from '@tanstack/react-query';
import type { DefaultError, UseMutationOptions } from '@tanstack/react-query';
import { shouldRetryRead } from '../api/retry-policy';

/**
 * How long a read counts as fresh unless its query options say otherwise: long enough that moving
 * between screens does not ask the server again for what it just answered.
 */
export const defaultStaleTimeMs = 30_000;

/** A QueryClient with the app's defaults (tests build their own to try the defaults). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: defaultStaleTimeMs, retry: shouldRetryRead },
      // A write is never repeated behind the user's back.
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one cache of server state. A module, not only a React context, so that code outside
 * components (route loaders, the route guard, sign-out, the end of a lost session) reads and
 * clears the same cache the screens use.
 */
export const queryClient = createQueryClient();

/**
 * What a caller may add to a feature's mutation hook (its own `onSuccess` above all); the hook
 * keeps the mutation function and its cache updates.
 */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables>,
  'mutationFn'
>;
