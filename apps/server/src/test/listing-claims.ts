import type { ListingsResponse, TelephonyLogEntry } from '@kinderwait/contract';
import {
  buildUrl,
  childcareProvidersApiPaths,
  devTelephonyApiPaths,
  listingClaimsApiPaths,
  roleIds,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app/build-app.ts';
import type { TestUser } from './accounts.ts';
import { getJson, sendJson } from './sample-requests.ts';

/** A listing as the claim tests need it: its id and the E.164 number its codes go to. */
export interface TestListing {
  id: string;
  name: string;
  phone: string;
}

/** The one listing whose name is `name` (the claim screen's search), by a Licenced user. */
export async function listingNamed(app: App, user: TestUser, name: string): Promise<TestListing> {
  const response = await getJson(
    app,
    buildUrl(childcareProvidersApiPaths.listings, {}, { search: name }),
    user.headers(roleIds.Licenced),
  );
  const listing = response.json<ListingsResponse>().items.find((item) => item.name === name);
  if (listing?.phone == null) throw new Error(`no listing named ${name} with a phone`);
  const digits = listing.phone.replace(/x\d+$/, '').replace(/\D/g, '');
  return { id: listing.id, name: listing.name, phone: `+1${digits}` };
}

export function requestCode(
  app: App,
  user: TestUser,
  listingId: string,
  channel: 'sms' | 'call',
  roleId: number = roleIds.Licenced,
): Promise<LightMyRequestResponse> {
  return sendJson(
    app,
    'POST',
    buildUrl(listingClaimsApiPaths.claims, { listingId }),
    { channel },
    user.headers(roleId),
  );
}

export function verifyCode(
  app: App,
  user: TestUser,
  claimId: string,
  code: string,
  roleId: number = roleIds.Licenced,
): Promise<LightMyRequestResponse> {
  return sendJson(
    app,
    'POST',
    buildUrl(listingClaimsApiPaths.verify, { claimId }),
    { code },
    user.headers(roleId),
  );
}

/** What the telephony sandbox holds for `to`, newest first. */
export async function sandboxLogFor(app: App, to: string): Promise<TelephonyLogEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: buildUrl(devTelephonyApiPaths.log, {}, { to }),
  });
  if (response.statusCode !== 200) throw new Error(`sandbox log: ${response.body}`);
  return response.json<TelephonyLogEntry[]>();
}

/** The code of the newest text or call to `to`, as the person answering would read or hear it. */
export async function latestCodeFor(app: App, to: string): Promise<string> {
  const [latest] = await sandboxLogFor(app, to);
  const spoken = /Your code is: ([\d, ]+)\./.exec(latest?.text ?? '')?.[1];
  const texted = /^(\d{6}) is your/.exec(latest?.text ?? '')?.[1];
  const code = spoken?.replace(/\D/g, '') ?? texted;
  if (code === undefined) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Another six digits than `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
