import type { ApiErrorCode } from '@kinderwait/contract/errors';

declare const __API_ERROR_CODES__: readonly ApiErrorCode[];

/**
 * Every error code the contract names (contract/errors.ts `apiErrorCodes`), written into the bundle
 * by the build (vite.config.ts). Importing the list itself would load every contract module and
 * its schemas (libphonenumber-js's metadata among them) into each screen that shows an error:
 * about 40 KB gzip on the matches screen (docs/decisions/performance.md).
 */
export const apiErrorCodes: readonly ApiErrorCode[] = __API_ERROR_CODES__;
