import { useCallback, useRef, useState } from 'react';
import type { FieldCheckResponse } from '@kinderwait/contract/registration';

export type FieldChecker = (value: string, signal: AbortSignal) => Promise<FieldCheckResponse>;

export interface FieldCheck {
  value: string;
  result: FieldCheckResponse;
}

/**
 * A form field's server-side check (GET /account/validate…, docs/product/accounts.md#field-checks).
 * Only the newest check counts: an older one still in flight is aborted. A check that fails to run
 * counts as no answer, so the form never blocks on it; the server checks again when the form is
 * saved.
 */
export function useFieldCheck(checker: FieldChecker) {
  const [latest, setLatest] = useState<FieldCheck>();
  const controller = useRef<AbortController | undefined>(undefined);

  const check = useCallback(
    async (value: string): Promise<FieldCheckResponse | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      try {
        const result = await checker(value, current.signal);
        if (!current.signal.aborted) setLatest({ value, result });
        return result;
      } catch {
        return undefined;
      }
    },
    [checker],
  );

  return { latest, check };
}
