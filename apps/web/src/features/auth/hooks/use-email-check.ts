import { useCallback, useRef, useState } from 'react';
import type { FieldCheckResponse } from '@kinderwait/contract/account';
import { validateEmail } from '../api/validate-email';

export interface EmailCheck {
  email: string;
  result: FieldCheckResponse;
}

/**
 * The register form's server-side email check (GET /account/validateEmail). Only the newest check
 * counts: an older one still in flight is aborted. A check that fails to run counts as no answer,
 * so the form never blocks on it.
 */
export function useEmailCheck() {
  const [latest, setLatest] = useState<EmailCheck>();
  const controller = useRef<AbortController | undefined>(undefined);

  const check = useCallback(async (email: string): Promise<FieldCheckResponse | undefined> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const result = await validateEmail(email, current.signal);
      if (!current.signal.aborted) setLatest({ email, result });
      return result;
    } catch {
      return undefined;
    }
  }, []);

  return { latest, check };
}
