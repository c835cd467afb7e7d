import { beforeAll } from 'vitest';
import { setDocumentUrl } from '../../test/jsdom-url';

/**
 * Moves the test document to an origin where nothing listens, so pages that fetch on their own
 * (the policy pages) fail fast instead of reaching whatever runs on the default localhost:3000.
 */
export function moveToOfflineOrigin(): void {
  beforeAll(() => {
    setDocumentUrl('http://127.0.0.1:9/');
  });
}
