import { useEffect, useState } from 'react';
import type { User, UserRole } from '@kinderwait/contract/users';
import { fetchUser, useUserContextStore } from '../user-context-store';

export type CurrentUserState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; user: User; activeRole: UserRole | undefined };

/**
 * The signed-in user and active role from the user context, fetching the user once if it is not
 * cached. A failed fetch offers a retry (the HTTP client has already shown any error screen).
 */
export function useCurrentUser(): CurrentUserState {
  const user = useUserContextStore((state) => state.user);
  const activeRole = useUserContextStore((state) => state.activeRole);
  const [failedAttempt, setFailedAttempt] = useState<number>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (user !== undefined) return undefined;
    let current = true;
    fetchUser().catch(() => {
      if (current) setFailedAttempt(attempt);
    });
    return () => {
      current = false;
    };
  }, [user, attempt]);

  if (user !== undefined) return { status: 'ready', user, activeRole };
  if (failedAttempt === attempt) {
    return {
      status: 'error',
      retry: () => {
        setAttempt((previous) => previous + 1);
      },
    };
  }
  return { status: 'loading' };
}
