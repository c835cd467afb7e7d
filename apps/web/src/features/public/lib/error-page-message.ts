import { specMessages } from '@kinderwait/contract/messages';

/**
 * The codes the app opens the error page with (docs/product/errors.md#how-the-app-reacts): `network`
 * when no answer came, else the failed call's status, always 400-599 (the HTTP client rejects only
 * those). Anything else in the path is a link the app never made.
 */
export function isKnownErrorCode(code: string): boolean {
  return code === 'network' || /^[45]\d\d$/.test(code);
}

/** Words of our own for a known code, for a link opened without the app's message. */
export function knownErrorMessage(code: string): string {
  if (code === 'network')
    return `${specMessages.networkErrorPrefix}the server could not be reached.`;
  return code.startsWith('5') ? specMessages.serverError : specMessages.requestError;
}
