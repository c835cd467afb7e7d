import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received, as Twilio's REST API would see it. */
export interface FakeTwilioRequest {
  method: string;
  path: string;
  /** The Basic credentials, decoded: "AC…:token". */
  credentials: string;
  form: URLSearchParams;
}

/** A Twilio REST error: its HTTP status and Twilio's own error code. */
export interface FakeTwilioError {
  status: number;
  code: number;
  message: string;
}

export interface FakeTwilio {
  /** The origin to give TWILIO_API_URL. */
  readonly url: string;
  readonly requests: FakeTwilioRequest[];
  /** The next calls answer this error instead of creating a message or call. */
  failWith: FakeTwilioError | null;
  close(): Promise<void>;
}

export const fakeTwilioAccount = {
  TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'fake0twilio0auth0token0',
  TWILIO_FROM_NUMBER: '+14165550199',
} as const;

const resourcePattern = /^\/2010-04-01\/Accounts\/(AC\w+)\/(Messages|Calls)\.json$/;

/**
 * A local stand-in for the two Twilio endpoints the telephony adapter uses (Messages and Calls
 * of the 2010-04-01 API): it records each request and answers as Twilio documents, with the
 * JSON error body Twilio sends on a refusal.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: FakeTwilioRequest[] = [];
  const fake = {
    url: '',
    requests,
    failWith: null as FakeTwilioError | null,
    close: () => Promise.resolve(),
  };

  const answer = (response: ServerResponse, status: number, body: object): void => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const authorization = request.headers.authorization ?? '';
    const credentials = Buffer.from(authorization.replace(/^Basic /, ''), 'base64').toString();
    requests.push({
      method: request.method ?? '',
      path,
      credentials,
      form: new URLSearchParams(Buffer.concat(chunks).toString()),
    });
    const match = resourcePattern.exec(path);
    if (request.method !== 'POST' || match === null) {
      answer(response, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
      return;
    }
    if (fake.failWith !== null) {
      const { status, code, message } = fake.failWith;
      answer(response, status, {
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${String(code)}`,
        status,
      });
      return;
    }
    const prefix = match[2] === 'Messages' ? 'SM' : 'CA';
    answer(response, 201, {
      sid: `${prefix}${randomBytes(16).toString('hex')}`,
      account_sid: match[1],
      status: 'queued',
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${String(port)}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => {
        if (error === undefined) resolve();
        else reject(error);
      });
    });
  return fake;
}
