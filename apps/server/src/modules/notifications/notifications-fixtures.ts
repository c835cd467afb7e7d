import type {
  ChildInfo,
  ChildTicketResponse,
  ParentChildcareRequest,
  ParentRequestsResponse,
  SendRequestsResponse,
  WaitlistData,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  buildUrl,
  childrenApiPaths,
  providerTypeIds,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import type { TestUser } from '../../test/accounts.ts';
import { bearerHeaders, signUp } from '../../test/accounts.ts';
import { cityHall, getJson, sendJson } from '../../test/sample-requests.ts';
import { insertTestProvider, pointNorth } from '../childcare-providers/provider-fixtures.ts';

/** Test support: providers owned by an operator, families whose toddler waits on their lists. */
export const toddlers = ageGroupIds.toddler;

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

export async function setSpaces(db: Database, providerId: string, spaces: number): Promise<void> {
  await db.execute(
    sql`update provider_age_groups set available_spaces = ${spaces} where provider_id = ${providerId} and age_group_id = ${toddlers}`,
  );
}

/** A parent with a toddler whose ticket has sent requests to `providerIds`, one by one. */
export async function createFamily(
  app: App,
  firstName: string,
  providerIds: readonly string[],
  requestedStartDate = '2027-03-01',
  dateOfBirth = '2025-08-01',
  providerTypeId: number = providerTypeIds['licensed-centre'],
): Promise<Family> {
  const user = await signUp(app, { roles: ['Parent'], name: `${firstName}'s Parent` });
  const headers = user.headers(roleIds.Parent);
  const child = await sendJson(
    app,
    'POST',
    childrenApiPaths.saveChildInfo,
    {
      firstName,
      lastName: 'Tremblay',
      dateOfBirth,
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
  const data: WaitlistData = {
    Distance: 5,
    ProviderTypes: [providerTypeId],
    ChildcareTypes: [],
    SchoolPlans: [],
    PaymentOptions: [],
    RequestedStartDate: requestedStartDate,
    ScheduleAvailability: [],
  };
  const created = await sendJson(
    app,
    'POST',
    buildUrl(waitlistApiPaths.tickets, { childId }),
    data,
    headers,
  );
  if (created.statusCode !== 201) throw new Error(`ticket: ${created.body}`);
  const ticketId = (
    await getJson(app, buildUrl(waitlistApiPaths.tickets, { childId }), headers)
  ).json<ChildTicketResponse>().ticket?.id;
  if (ticketId === undefined) throw new Error('no ticket');
  const requests = new Map<string, string>();
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

/** The family's request to the provider, as the parent's list shows it. */
export async function requestOf(
  app: App,
  family: Family,
  providerId: string,
): Promise<ParentChildcareRequest | undefined> {
  const response = await getJson(
    app,
    buildUrl(waitlistApiPaths.parentRequests, { parentId: family.user.id }),
    family.user.headers(roleIds.Parent),
  );
  if (response.statusCode !== 200) throw new Error(`requests: ${response.body}`);
  const id = requestIdOf(family, providerId);
  return response.json<ParentRequestsResponse>().items.find((item) => item.id === id);
}

/** The user with an access token signed now by the app's clock (tests that move time by months). */
export async function withFreshToken(app: App, user: TestUser, children = 1): Promise<TestUser> {
  const accessToken = await app.accessTokens.sign({ id: user.id, email: user.email, children });
  return {
    ...user,
    token: { ...user.token, accessToken },
    headers: (roleId) => bearerHeaders(accessToken, roleId),
  };
}
