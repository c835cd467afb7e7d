import { useEffect, useState } from 'react';
import type { PolicyId, PolicyResponse } from '@kinderwait/contract/policies';
import type { PolicyFetcher } from '../api/get-policy';

export type PolicyState =
  { status: 'loading' } | { status: 'ready'; policy: PolicyResponse } | { status: 'error' };

/**
 * Loads a policy text and lets the page retry after a failure. The request is aborted when the
 * page goes away or asks for another policy. A result belongs to one (id, attempt) pair, so a new
 * attempt shows loading again without resetting state inside the effect.
 */
export function usePolicy(id: PolicyId, fetchPolicy: PolicyFetcher) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: PolicyState } | undefined>();
  const key = `${id}:${String(attempt)}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchPolicy(id, controller.signal).then(
      (policy) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'ready', policy } });
      },
      () => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'error' } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [id, key, fetchPolicy]);

  const state: PolicyState = result?.key === key ? result.state : { status: 'loading' };
  const retry = () => {
    setAttempt((previous) => previous + 1);
  };
  return { state, retry };
}
