import { useMutation } from '@tanstack/react-query';
import type { ErasureTokenBody } from '@kinderwait/contract/privacy';
import { ErasureConfirmed, ErasureUndone, privacyApiPaths } from '@kinderwait/contract/privacy';
import { apiPost } from '../../../api/api-requests';

/** POST /api/privacy/erasure/confirm { token }: closes the account, deleted after the grace. */
export function confirmErasure(token: string): Promise<ErasureConfirmed> {
  const body: ErasureTokenBody = { token };
  return apiPost(privacyApiPaths.erasureConfirm, body, ErasureConfirmed, { handleErrors: false });
}

/** POST /api/privacy/erasure/undo { token }: keeps the account. */
export function undoErasure(token: string): Promise<ErasureUndone> {
  const body: ErasureTokenBody = { token };
  return apiPost(privacyApiPaths.erasureUndo, body, ErasureUndone, { handleErrors: false });
}

/** The emailed links' pages: no cached data depends on them (the user is signed out after). */
export function useConfirmErasure(token: string) {
  return useMutation({ mutationFn: () => confirmErasure(token) });
}

export function useUndoErasure(token: string) {
  return useMutation({ mutationFn: () => undoErasure(token) });
}
