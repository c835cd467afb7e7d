import { randomUUID } from 'node:crypto';
import type {
  OutboxMessage,
  RoleCode,
  Token,
  User,
  ValidateMagicLinkResponse,
} from '@kinderwait/contract';
import {
  buildUrl,
  devOutboxApiPaths,
  roleIdHeader,
  roleIds,
  signInApiPaths,
  usersApiPaths,
  usersErrorCodes,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app/build-app.ts';
import { xsrfHeaders } from './test-app.ts';

/** Where test sign-in links point: the default PUBLIC_ORIGIN of the test config. */
export const testOrigin = 'http://localhost:3000';
export const confirmationUrl = `${testOrigin}/auth/confirmation`;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

let addressCounter = 0;
/**
 * A client IP no other request of this file used, so a test is not rate-limited by what other
 * tests did (the per-IP limits are what some tests check).
 */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${String((addressCounter >> 16) & 255)}.${String((addressCounter >> 8) & 255)}.${String(addressCounter & 255)}`;
}

export async function post(
  app: App,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  remoteAddress: string = freshAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(await xsrfHeaders(app)), ...headers },
    remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The messages the outbox holds for `email`, newest first. */
export async function outboxFor(app: App, email: string): Promise<OutboxMessage[]> {
  const response = await app.inject({
    method: 'GET',
    url: buildUrl(devOutboxApiPaths.outbox, {}, { to: email }),
  });
  if (response.statusCode !== 200)
    throw new Error(`outbox answered ${String(response.statusCode)}`);
  return response.json<OutboxMessage[]>();
}

/** Asks for a sign-in link as the sign-in form does (from a fresh client IP unless given). */
export function requestLink(
  app: App,
  body: object,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return post(app, signInApiPaths.magicLinks, body, {}, remoteAddress);
}

/** Uses an emailed sign-in link: `{ userId, etoken }`. */
export function validateLink(app: App, body: object): Promise<LightMyRequestResponse> {
  return post(app, signInApiPaths.validateMagicLink, body);
}

export interface EmailedLink {
  url: URL;
  userId: string;
  etoken: string;
}

/** The sign-in link of the newest email to `email`, as the user would click it. */
export async function latestLinkFor(app: App, email: string): Promise<EmailedLink> {
  const [message] = await outboxFor(app, email);
  const href =
    message === undefined ? undefined : /https?:\/\/\S*etoken=\S+/.exec(message.text)?.[0];
  if (href === undefined) throw new Error(`no sign-in link was emailed to ${email}`);
  const url = new URL(href);
  return {
    url,
    userId: url.searchParams.get('userId') ?? '',
    etoken: url.searchParams.get('etoken') ?? '',
  };
}

export interface TestUser {
  id: string;
  email: string;
  token: Token;
  /** Authorization (and roleId when given) headers for this user. */
  headers(roleId?: number | string): Record<string, string>;
}

export function bearerHeaders(
  accessToken: string,
  roleId?: number | string,
): Record<string, string> {
  return {
    authorization: `Bearer ${accessToken}`,
    ...(roleId === undefined ? {} : { [roleIdHeader]: String(roleId) }),
  };
}

/**
 * Registers and signs in a new user through the real API (magic link, emailed link, validate),
 * then gives them roles: Parent and provider roles through the API as the user would, SuperAdmin
 * through the roles service, as an operator does (no API call can self-assign it).
 */
export async function signUp(
  app: App,
  options: { email?: string; name?: string; roles?: readonly RoleCode[] } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const requested = await requestLink(app, {
    email,
    confirmationUrl,
    name: options.name ?? 'Test User',
  });
  if (requested.statusCode !== 200) throw new Error(`magic link: ${requested.body}`);
  const link = await latestLinkFor(app, email);
  const validated = await validateLink(app, { userId: link.userId, etoken: link.etoken });
  if (validated.statusCode !== 200) throw new Error(`validate: ${validated.body}`);
  const { token } = validated.json<ValidateMagicLinkResponse>();
  const user: TestUser = {
    id: link.userId,
    email: email.toLowerCase(),
    token,
    headers: (roleId) => bearerHeaders(token.accessToken, roleId),
  };

  const selfAssigned = (options.roles ?? []).filter((code) => code !== 'SuperAdmin');
  if (selfAssigned.length > 0) {
    const assigned = await post(
      app,
      buildUrl(usersApiPaths.userRoles, { userId: user.id }),
      { email, roles: selfAssigned },
      user.headers(),
    );
    if (assigned.statusCode !== 200) throw new Error(`assign roles: ${assigned.body}`);
  }
  if (options.roles?.includes('SuperAdmin') === true) {
    await app.services.roles.addUserRoles(user.id, [roleIds.SuperAdmin], app.clock());
  }
  return user;
}

/** The people of the users tests: a parent, another parent they must not see, an administrator. */
export async function signUpParentStrangerAdmin(
  app: App,
): Promise<{ parent: TestUser; stranger: TestUser; admin: TestUser }> {
  const parent = await signUp(app, { name: 'Pat Parent', roles: ['Parent'] });
  const stranger = await signUp(app, { name: 'Sam Stranger', roles: ['Parent'] });
  const admin = await signUp(app, { name: 'Ada Admin', roles: ['SuperAdmin'] });
  return { parent, stranger, admin };
}

/** The 404 body for a user the caller may not see, the same as for one that does not exist. */
export const userNotFoundBody = { message: 'User not found', code: usersErrorCodes.userNotFound };

/** getUserInfo with nothing but an access token (no roleId): the whole response. */
export function getUserInfoWith(app: App, accessToken: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: usersApiPaths.getUserInfo,
    headers: bearerHeaders(accessToken),
  });
}

export async function getUserInfo(app: App, user: TestUser): Promise<User> {
  const response = await app.inject({
    method: 'GET',
    url: usersApiPaths.getUserInfo,
    headers: user.headers(),
  });
  return response.json<User>();
}
