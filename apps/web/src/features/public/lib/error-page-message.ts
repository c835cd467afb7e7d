/**
 * The codes the app opens the error page with (docs/product/errors.md#how-the-app-reacts): `network`
 * when no answer came, else the failed call's status, always 400-599 (the HTTP client rejects only
 * those). Anything else in the path is a link the app never made. The page's own words for each
 * code are in the public pages' catalogue (`useKnownErrorMessage`).
 */
export function isKnownErrorCode(code: string): boolean {
  return code === 'network' || /^[45]\d\d$/.test(code);
}
