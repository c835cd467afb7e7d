import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received. */
export interface FakeGeocoderRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string;
}

/** What the fake answers: a status and a JSON body, per request. */
export type FakeGeocoderAnswer = { status: number; body: unknown };

export interface FakeGeocoder {
  /** The base URL to give GEOCODER_URL. */
  readonly url: string;
  readonly requests: FakeGeocoderRequest[];
  /** Answers `/search`; by default nothing found. */
  search: (query: URLSearchParams) => FakeGeocoderAnswer;
  /** Answers `/reverse`; by default "Unable to geocode". */
  reverse: (query: URLSearchParams) => FakeGeocoderAnswer;
  close(): Promise<void>;
}

/** A Nominatim place in the jsonv2 format (coordinates as text, as Nominatim sends them). */
export function nominatimPlace(
  latitude: number,
  longitude: number,
  address: Record<string, string>,
): Record<string, unknown> {
  return {
    lat: String(latitude),
    lon: String(longitude),
    display_name: Object.values(address).join(', '),
    address: { ...address, country_code: 'ca' },
  };
}

/**
 * A local stand-in for a Nominatim-compatible geocoder (`/search`, `/reverse`): it records each
 * request and answers what the test sets, so no test reaches the internet.
 */
export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const requests: FakeGeocoderRequest[] = [];
  const fake: FakeGeocoder = {
    url: '',
    requests,
    search: () => ({ status: 200, body: [] }),
    reverse: () => ({ status: 200, body: { error: 'Unable to geocode' } }),
    close: () => Promise.resolve(),
  };
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/nominatim/, '');
    requests.push({
      path,
      query: url.searchParams,
      userAgent: request.headers['user-agent'] ?? '',
    });
    const answer =
      path === '/search'
        ? fake.search(url.searchParams)
        : path === '/reverse'
          ? fake.reverse(url.searchParams)
          : { status: 404, body: { error: 'not found' } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${String(port)}/nominatim`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  });
}
