import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setNavigator, setPageReloader } from '../lib/navigation';
import { useNotificationStore } from '../stores/notification-store';
import { startHttpTestServer } from './http-test-server';
import type { HttpTestServer } from './http-test-server';
import { setDocumentUrl } from './jsdom-url';
import { expireCookies } from './reset-between-files';

export interface ApiTestContext {
  readonly server: HttpTestServer;
  /** Paths the app navigated to through the navigation registry, in order. */
  readonly navigations: string[];
  /** The state each of those navigations passed (undefined when none), in the same order. */
  readonly navigationStates: unknown[];
  /** How many times the page was reloaded. */
  readonly reloads: () => number;
}

/**
 * Per test file: a real HTTP server whose origin becomes the document's origin (so the client's
 * same-origin base URL, cookies and anti-forgery checks behave as in the browser), and a recording
 * navigator and page reloader. Storage, cookies and the notification store are reset per test,
 * and a test fails when the app made a request no route of the test expected.
 */
export function setupApiTestContext(): ApiTestContext {
  let server: HttpTestServer | undefined;
  const navigations: string[] = [];
  const navigationStates: unknown[] = [];
  let reloads = 0;
  const unregister: (() => void)[] = [];

  beforeAll(async () => {
    server = await startHttpTestServer();
    setDocumentUrl(`${server.origin}/home`);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    server?.reset();
    window.localStorage.clear();
    navigations.length = 0;
    navigationStates.length = 0;
    reloads = 0;
    useNotificationStore.setState(useNotificationStore.getInitialState(), true);
    unregister.push(
      setNavigator((path, options) => {
        navigations.push(path);
        navigationStates.push(options?.state);
      }),
      setPageReloader(() => {
        reloads += 1;
      }),
    );
  });
  afterEach(async () => {
    await server?.settle();
    for (const undo of unregister.splice(0)) undo();
    expireCookies();
    const refused = server?.unexpected.map((request) => `${request.method} ${request.url}`) ?? [];
    if (refused.length > 0) {
      throw new Error(`The app made requests no test route expected:\n${refused.join('\n')}`);
    }
  });

  return {
    get server() {
      if (server === undefined) throw new Error('The test server starts in beforeAll');
      return server;
    },
    navigations,
    navigationStates,
    reloads: () => reloads,
  };
}
