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

/** A number the fake's account holds. */
export interface FakeOwnedNumber {
  sid: string;
  number: string;
  friendlyName: string;
  voiceUrl: string;
  statusCallback: string;
}

export interface FakeTwilio {
  /** The origin to give TWILIO_API_URL. */
  readonly url: string;
  readonly requests: FakeTwilioRequest[];
  /** The next calls answer this error instead of creating a message or call. */
  failWith: FakeTwilioError | null;
  /**
   * The next purchase buys the number, then answers this error (the answer lost on the way, as
   * a timeout would): the number is held though the caller saw a failure.
   */
  failAfterPurchase: FakeTwilioError | null;
  /** The numbers the account holds, by sid. */
  readonly owned: Map<string, FakeOwnedNumber>;
  close(): Promise<void>;
}

export const fakeTwilioAccount = {
  TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'fake0twilio0auth0token0',
  TWILIO_FROM_NUMBER: '+14165550199',
} as const;

const resourcePattern = /^\/2010-04-01\/Accounts\/(AC\w+)\/(Messages|Calls)\.json$/;
const availablePattern = /^\/2010-04-01\/Accounts\/AC\w+\/AvailablePhoneNumbers\/CA\/Local\.json$/;
const incomingPattern = /^\/2010-04-01\/Accounts\/AC\w+\/IncomingPhoneNumbers(?:\/(PN\w+))?\.json$/;

/** What the fake offers in an area code: ten numbers, less those held. */
function inventoryOf(areaCode: string): string[] {
  return Array.from({ length: 10 }, (_unused, index) => `+1${areaCode}200${String(1000 + index)}`);
}

/**
 * A local stand-in for the Twilio endpoints the telephony adapter uses (Messages, Calls,
 * AvailablePhoneNumbers and IncomingPhoneNumbers of the 2010-04-01 API): it records each request
 * and answers as Twilio documents, with the JSON error body Twilio sends on a refusal.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: FakeTwilioRequest[] = [];
  const fake = {
    url: '',
    requests,
    failWith: null as FakeTwilioError | null,
    failAfterPurchase: null as FakeTwilioError | null,
    owned: new Map<string, FakeOwnedNumber>(),
    close: () => Promise.resolve(),
  };

  const answer = (response: ServerResponse, status: number, body: object): void => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    const authorization = request.headers.authorization ?? '';
    const credentials = Buffer.from(authorization.replace(/^Basic /, ''), 'base64').toString();
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    requests.push({ method: request.method ?? '', path, credentials, form });
    const refuse = (error: FakeTwilioError): void => {
      const { status, code, message } = error;
      answer(response, status, {
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${String(code)}`,
        status,
      });
    };
    if (fake.failWith !== null) {
      refuse(fake.failWith);
      return;
    }
    if (availablePattern.test(path) || incomingPattern.test(path)) {
      numbers(request.method ?? '', path, url.searchParams, form, response, refuse);
      return;
    }
    const match = resourcePattern.exec(path);
    if (request.method !== 'POST' || match === null) {
      answer(response, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
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

  const held = () => new Set([...fake.owned.values()].map((owned) => owned.number));
  const ownedView = (owned: FakeOwnedNumber) => ({
    sid: owned.sid,
    phone_number: owned.number,
    friendly_name: owned.friendlyName,
    voice_url: owned.voiceUrl,
    status_callback: owned.statusCallback,
  });
  const numbers = (
    method: string,
    path: string,
    query: URLSearchParams,
    form: URLSearchParams,
    response: ServerResponse,
    refuse: (error: FakeTwilioError) => void,
  ): void => {
    if (availablePattern.test(path)) {
      const areaCode = query.get('AreaCode') ?? '416';
      const limit = Number(query.get('PageSize') ?? '50');
      const free = inventoryOf(areaCode).filter((number) => !held().has(number));
      answer(response, 200, {
        available_phone_numbers: free
          .slice(0, limit)
          .map((number) => ({ phone_number: number, friendly_name: number, iso_country: 'CA' })),
        uri: path,
      });
      return;
    }
    const sid = incomingPattern.exec(path)?.[1];
    if (method === 'DELETE' && sid !== undefined) {
      if (!fake.owned.delete(sid)) {
        refuse({ status: 404, code: 20404, message: 'The requested resource was not found' });
        return;
      }
      response.writeHead(204);
      response.end();
      return;
    }
    if (method === 'GET' && sid === undefined) {
      const name = query.get('FriendlyName');
      const found = [...fake.owned.values()].filter(
        (owned) => name === null || owned.friendlyName === name,
      );
      answer(response, 200, {
        incoming_phone_numbers: found.map(ownedView),
        next_page_uri: null,
        uri: path,
      });
      return;
    }
    if (method === 'POST' && sid === undefined) {
      const number = form.get('PhoneNumber') ?? '';
      if (held().has(number) || !/^\+1\d{10}$/.test(number)) {
        refuse({ status: 400, code: 21422, message: 'PhoneNumber Requested is not available' });
        return;
      }
      const owned = {
        sid: `PN${randomBytes(16).toString('hex')}`,
        number,
        friendlyName: form.get('FriendlyName') ?? number,
        voiceUrl: form.get('VoiceUrl') ?? '',
        statusCallback: form.get('StatusCallback') ?? '',
      };
      fake.owned.set(owned.sid, owned);
      if (fake.failAfterPurchase !== null) {
        const lost = fake.failAfterPurchase;
        fake.failAfterPurchase = null;
        refuse(lost);
        return;
      }
      answer(response, 201, ownedView(owned));
      return;
    }
    refuse({ status: 404, code: 20404, message: 'The requested resource was not found' });
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
