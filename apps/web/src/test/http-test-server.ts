import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export interface RecordedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type TestRouteHandler = (
  request: RecordedRequest,
  response: ServerResponse,
) => void | Promise<void>;

export interface HttpTestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Every request received, in order of arrival. */
  requests: RecordedRequest[];
  /**
   * Requests no route (or handler, through `refuse`) expected: answered 501, and a test that makes
   * one fails (setupApiTestContext checks after each test), so a fake cannot pass by accident.
   */
  unexpected: RecordedRequest[];
  /** Answers `METHOD /path` (path without query) with `handler`; unknown routes are unexpected. */
  route(method: string, path: string, handler: TestRouteHandler): void;
  /** For a handler that does not recognise a request: records it as unexpected, answers 501. */
  refuse(request: RecordedRequest, response: ServerResponse, reason: string): void;
  reset(): void;
  /**
   * Resolves once no request has been under way or arrived for `quietMs`: requests a test's page
   * made just before it ended are then answered in that test, never counted in the next one.
   */
  settle(quietMs?: number): Promise<void>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A real HTTP server on 127.0.0.1 and a random port, for tests of the HTTP client. */
export async function startHttpTestServer(): Promise<HttpTestServer> {
  const routes = new Map<string, TestRouteHandler>();
  const requests: RecordedRequest[] = [];
  const unexpected: RecordedRequest[] = [];

  function refuse(request: RecordedRequest, response: ServerResponse, reason: string): void {
    unexpected.push(request);
    sendJson(response, 501, {
      message: `Test server refused ${request.method} ${request.url}: ${reason}`,
    });
  }

  let inFlight = 0;
  const server = createServer((request, response) => {
    inFlight += 1;
    response.on('close', () => {
      inFlight -= 1;
    });
    void (async () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        path,
        headers: request.headers,
        body: await readBody(request),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${path}`);
      if (handler === undefined) {
        refuse(recorded, response, 'no test route');
        return;
      }
      await handler(recorded, response);
    })();
  });

  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Test server has no port');
  const { port } = address;

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    unexpected,
    route(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
    },
    refuse,
    reset() {
      routes.clear();
      requests.length = 0;
      unexpected.length = 0;
    },
    async settle(quietMs = 25) {
      const deadline = Date.now() + 3000;
      for (;;) {
        const seen = requests.length;
        await new Promise((resolve) => setTimeout(resolve, quietMs));
        if ((inFlight === 0 && requests.length === seen) || Date.now() > deadline) return;
      }
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
