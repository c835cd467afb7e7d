// The signed-in caller of `npm run bench:api`, made the way a user gets there: a sign-in link
// emailed to the dev outbox, validated for tokens, then the Parent role chosen through the API.
import { randomUUID } from 'node:crypto';
import {
  buildUrl,
  devOutboxApiPaths,
  healthApiPaths,
  OutboxResponse,
  roleIdHeader,
  roleIds,
  signInApiPaths,
  usersApiPaths,
  ValidateMagicLinkResponse,
  xsrf,
} from '@kinderwait/contract';

export interface BenchCaller {
  /** Authorization, roleId and cookie headers of a user holding the role they name. */
  headers: Record<string, string>;
}

/** A signed-in caller who also writes (bench:match creates children and tickets). */
export interface SignedInBenchCaller extends BenchCaller {
  userId: string;
  /** `headers` plus the anti-forgery header a POST, PUT or PATCH needs. */
  writeHeaders: Record<string, string>;
}

/** `count` users signed in one after the other, each holding the Parent role. */
export async function signInBenchUsers(
  origin: string,
  count: number,
): Promise<SignedInBenchCaller[]> {
  const run = randomUUID().slice(0, 8);
  const callers: SignedInBenchCaller[] = [];
  for (let index = 0; index < count; index += 1) {
    callers.push(await signInBenchUser(origin, `bench-${run}-${String(index)}@example.com`));
  }
  return callers;
}

/**
 * A user who already exists and holds `roleId` (a seeded one, bench/city), signed in through the
 * same emailed link.
 */
export async function signInExistingUser(
  origin: string,
  email: string,
  roleId: number,
): Promise<SignedInBenchCaller> {
  const { writeHeaders, userId, authorization } = await emailedSignIn(origin, email);
  const headers = {
    ...authorization,
    [roleIdHeader]: String(roleId),
    cookie: writeHeaders.cookie ?? '',
  };
  await call(origin, 'GET', usersApiPaths.getUserInfo, headers);
  const antiForgery = writeHeaders[xsrf.headerName] ?? '';
  return { headers, userId, writeHeaders: { ...headers, [xsrf.headerName]: antiForgery } };
}

/** A sign-in link emailed to the dev outbox and validated: the tokens, no role chosen yet. */
export async function emailedSignIn(origin: string, email: string, name = 'Bench Parent') {
  const writeHeaders = await antiForgeryHeaders(origin);
  await call(origin, 'POST', signInApiPaths.magicLinks, writeHeaders, {
    email,
    // The web app's confirmation page (apps/web paths); the bench reads the link, never opens it.
    confirmationUrl: `${origin}/auth/confirmation`,
    name,
  });
  const outbox = OutboxResponse.parse(
    await call(origin, 'GET', buildUrl(devOutboxApiPaths.outbox, {}, { to: email }), {}),
  );
  const href = /https?:\/\/\S*etoken=\S+/.exec(outbox[0]?.text ?? '')?.[0];
  if (href === undefined) throw new Error(`no sign-in link was emailed to ${email}`);
  const link = new URL(href);
  const userId = link.searchParams.get('userId') ?? '';
  const { token } = ValidateMagicLinkResponse.parse(
    await call(origin, 'POST', signInApiPaths.validateMagicLink, writeHeaders, {
      userId,
      etoken: link.searchParams.get('etoken') ?? '',
    }),
  );
  const authorization = { authorization: `Bearer ${token.accessToken}` };
  return { writeHeaders, userId, authorization, token };
}

/**
 * One user signed in at `email`, holding `role` (chosen through the API as a new user does):
 * bench:fanout's centre owner is a Licenced one.
 */
export async function signInBenchUser(
  origin: string,
  email: string,
  role: 'Parent' | 'Licenced' = 'Parent',
): Promise<SignedInBenchCaller> {
  const { writeHeaders, userId, authorization } = await emailedSignIn(origin, email);
  await call(
    origin,
    'POST',
    buildUrl(usersApiPaths.userRoles, { userId }),
    { ...writeHeaders, ...authorization },
    { email, roles: [role] },
  );
  // What the web app's requests carry: the browser adds the anti-forgery cookie to each of them.
  const headers = {
    ...authorization,
    [roleIdHeader]: String(roleIds[role]),
    cookie: writeHeaders.cookie ?? '',
  };
  // The role is held: the measured call answers 200, not 403.
  await call(origin, 'GET', usersApiPaths.getUserInfo, headers);
  const antiForgery = writeHeaders[xsrf.headerName] ?? '';
  return { headers, userId, writeHeaders: { ...headers, [xsrf.headerName]: antiForgery } };
}

/** The anti-forgery cookie a browser gets from any GET, echoed in the header as axios does. */
export async function antiForgeryHeaders(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}${healthApiPaths.health}`);
  const prefix = `${xsrf.cookieName}=`;
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(prefix));
  const value = cookie?.slice(prefix.length).split(';')[0];
  if (value === undefined) throw new Error(`no ${xsrf.cookieName} cookie was set`);
  return { cookie: `${prefix}${value}`, [xsrf.headerName]: value };
}

export async function call(
  origin: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  headers: Record<string, string>,
  body?: object,
): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}
