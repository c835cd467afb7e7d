import type {
  ChildInfo,
  ChildTicketResponse,
  OutboxMessage,
  ParentChildcareRequest,
  ParentRequestsResponse,
  SendRequestsResponse,
  ValidateMagicLinkResponse,
  WaitlistData,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  buildUrl,
  childrenApiPaths,
  providerTypeIds,
  roleIds,
  signInApiPaths,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import type { TestUser } from '../../test/accounts.ts';
import {
  bearerHeaders,
  confirmationUrl,
  latestLinkFor,
  outboxFor,
  post,
  signUp,
} from '../../test/accounts.ts';
import type { TestClock } from '../../test/test-clock.ts';
import { cityHall, getJson, sendJson } from '../../test/sample-requests.ts';
import { insertTestProvider, pointNorth } from '../childcare-providers/provider-fixtures.ts';

/**
 * Test support for offers: a provider owned by a signed-up operator, and families whose child
 * waits on its toddler list (sent through the real waitlist API, so statuses and positions are
 * the waitlist module's own).
 */
export const toddlers = ageGroupIds.toddler;

const ticketData: WaitlistData = {
  Distance: 5,
  ProviderTypes: [providerTypeIds['licensed-centre']],
  ChildcareTypes: [],
  SchoolPlans: [],
  PaymentOptions: [],
  RequestedStartDate: '2027-03-01',
  ScheduleAvailability: [],
};

export interface Family {
  user: TestUser;
  childId: string;
  ticketId: string;
  /** Request id per provider id. */
  requests: Map<string, string>;
}

export async function insertOwnedProvider(
  db: Database,
  owner: TestUser | null,
  name: string,
  km: number,
  availableSpaces: number | null,
): Promise<string> {
  const id = await insertTestProvider(db, {
    name,
    providerTypeId: providerTypeIds['licensed-centre'],
    ...pointNorth(cityHall.latitude, cityHall.longitude, km),
    ageGroups: [{ ageGroupId: toddlers, licensedSpaces: 10, availableSpaces }],
  });
  if (owner !== null) {
    await db.execute(
      sql`update childcare_providers set owner_user_id = ${owner.id} where id = ${id}`,
    );
  }
  return id;
}

export async function setSpaces(
  db: Database,
  providerId: string,
  spaces: number | null,
): Promise<void> {
  await db.execute(
    sql`update provider_age_groups set available_spaces = ${spaces} where provider_id = ${providerId} and age_group_id = ${toddlers}`,
  );
}

export async function spacesOf(db: Database, providerId: string): Promise<number | null> {
  const result = await db.execute<{ available_spaces: number | null }>(
    sql`select available_spaces from provider_age_groups where provider_id = ${providerId} and age_group_id = ${toddlers}`,
  );
  return result.rows[0]?.available_spaces ?? null;
}

/** A parent with a toddler whose ticket has sent requests to `providerIds`, in this order. */
export async function createFamily(
  app: App,
  firstName: string,
  providerIds: readonly string[],
  options: { phoneNumber?: string; db?: Database } = {},
): Promise<Family> {
  const user = await signUp(app, { roles: ['Parent'], name: `${firstName}'s Parent` });
  const headers = user.headers(roleIds.Parent);
  if (options.phoneNumber !== undefined && options.db !== undefined) {
    await options.db.execute(
      sql`update users set phone_number = ${options.phoneNumber} where id = ${user.id}`,
    );
  }
  const child = await sendJson(
    app,
    'POST',
    childrenApiPaths.saveChildInfo,
    {
      firstName,
      lastName: 'Okafor',
      dateOfBirth: '2025-08-01',
      location: {
        address: cityHall.address,
        latitude: cityHall.latitude,
        longitude: cityHall.longitude,
      },
    },
    headers,
  );
  if (child.statusCode !== 200) throw new Error(`child: ${child.body}`);
  const childId = child.json<ChildInfo>().id;
  const ticket = await sendJson(
    app,
    'POST',
    buildUrl(waitlistApiPaths.tickets, { childId }),
    ticketData,
    headers,
  );
  if (ticket.statusCode !== 201) throw new Error(`ticket: ${ticket.body}`);
  const ticketId = (
    await getJson(app, buildUrl(waitlistApiPaths.tickets, { childId }), headers)
  ).json<ChildTicketResponse>().ticket?.id;
  if (ticketId === undefined) throw new Error('no ticket');
  const requests = new Map<string, string>();
  // One send per provider, so the order of joining is the order given.
  for (const providerId of providerIds) {
    const sent = await sendJson(
      app,
      'POST',
      buildUrl(waitlistApiPaths.requestsOfTicket, { childId, ticketId }),
      { childcareProviderIds: [providerId] },
      headers,
    );
    const [outcome] = sent.json<SendRequestsResponse>().items;
    if (outcome?.request == null) throw new Error(`send: ${sent.body}`);
    requests.set(providerId, outcome.request.id);
  }
  return { user, childId, ticketId, requests };
}

export function requestIdOf(family: Family, providerId: string): string {
  const id = family.requests.get(providerId);
  if (id === undefined) throw new Error('no request to that provider');
  return id;
}

/** The family's requests as the parent's list shows them. */
export async function requestsOf(app: App, family: Family): Promise<ParentChildcareRequest[]> {
  const response = await getJson(
    app,
    buildUrl(waitlistApiPaths.parentRequests, { parentId: family.user.id }),
    family.user.headers(roleIds.Parent),
  );
  if (response.statusCode !== 200) throw new Error(`requests: ${response.body}`);
  return response.json<ParentRequestsResponse>().items;
}

export async function statusOf(
  app: App,
  family: Family,
  providerId: string,
): Promise<string | undefined> {
  const id = requestIdOf(family, providerId);
  return (await requestsOf(app, family)).find((request) => request.id === id)?.status;
}

/** The offer link of the newest offer email to this family: offer id and token. */
export async function offerLinkOf(
  app: App,
  family: Family,
): Promise<{ offerId: string; token: string; message: OutboxMessage }> {
  const messages = await outboxFor(app, family.user.email);
  for (const message of messages) {
    const match = /\/offers\/([0-9a-f-]{36})\?token=([\w-]+)/.exec(message.text);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      return { offerId: match[1], token: match[2], message };
    }
  }
  throw new Error(`no offer email to ${family.user.email}`);
}

/**
 * The same user signed in again (a new magic link), for a test that moved the clock past the
 * access token's lifetime.
 */
export async function signInAgain(app: App, user: TestUser): Promise<TestUser> {
  const requested = await post(app, signInApiPaths.magicLinks, {
    email: user.email,
    confirmationUrl,
  });
  if (requested.statusCode !== 200) throw new Error(`magic link: ${requested.body}`);
  const link = await latestLinkFor(app, user.email);
  const validated = await post(app, signInApiPaths.validateMagicLink, {
    userId: link.userId,
    etoken: link.etoken,
  });
  if (validated.statusCode !== 200) throw new Error(`validate: ${validated.body}`);
  const { token } = validated.json<ValidateMagicLinkResponse>();
  return { ...user, token, headers: (roleId) => bearerHeaders(token.accessToken, roleId) };
}

/** Moves the clock back to `start`: each database's run begins at the same time. */
export function resetClock(time: TestClock, start: Date): void {
  time.advance(start.getTime() - time.clock().getTime());
}
