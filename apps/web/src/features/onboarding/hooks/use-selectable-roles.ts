import { useEffect, useState } from 'react';
import type { Role } from '@kinderwait/contract/roles';
import { extractErrorMessage } from '../../../api/error-message';
import { getSelectableRoles } from '../api/get-selectable-roles';

export type RolesState =
  | { status: 'loading' }
  | { status: 'ready'; roles: Role[] }
  | { status: 'failed'; message: string };

/** The roles a user can choose (GET /api/roles), with a retry after a failure. */
export function useSelectableRoles() {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: RolesState }>();
  useEffect(() => {
    const controller = new AbortController();
    getSelectableRoles(controller.signal).then(
      (roles) => {
        setResult({ attempt, state: { status: 'ready', roles } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ attempt, state: { status: 'failed', message: extractErrorMessage(error) } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [attempt]);
  const state: RolesState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return {
    state,
    retry: () => {
      setAttempt((previous) => previous + 1);
    },
  };
}
