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
  /** Answers `METHOD /path` (path without query) with `handler`; unknown routes get 404. */
  route(method: string, path: string, handler: TestRouteHandler): void;
  reset(): void;
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

  const server = createServer((request, response) => {
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
        sendJson(response, 404, { message: `No test route for ${recorded.method} ${path}` });
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
    route(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
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
