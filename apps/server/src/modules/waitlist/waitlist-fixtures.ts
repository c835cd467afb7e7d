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
import { signUp } from '../../test/accounts.ts';
import { cityHall, getJson, sendJson } from '../../test/sample-requests.ts';
import { insertTestProvider, pointNorth } from '../childcare-providers/provider-fixtures.ts';

/**
 * Test support shared by the modules that act on a provider's waitlist (offers, notifications):
 * a provider owned by an operator, and families whose toddler waits on its list (sent through the
 * real waitlist API, so statuses and positions are the waitlist module's own).
 */
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

export async function setSpaces(
  db: Database,
  providerId: string,
  spaces: number | null,
): Promise<void> {
  await db.execute(
    sql`update provider_age_groups set available_spaces = ${spaces} where provider_id = ${providerId} and age_group_id = ${toddlers}`,
  );
}

export interface FamilyOptions {
  requestedStartDate?: string;
  dateOfBirth?: string;
  providerTypeId?: number;
  /** Stored on the parent's account (the signup API takes no phone number). */
  phone?: { db: Database; number: string };
}

/** A parent with a toddler whose ticket has sent requests to `providerIds`, in this order. */
export async function createFamily(
  app: App,
  firstName: string,
  providerIds: readonly string[],
  options: FamilyOptions = {},
): Promise<Family> {
  const user = await signUp(app, { roles: ['Parent'], name: `${firstName}'s Parent` });
  const headers = user.headers(roleIds.Parent);
  if (options.phone !== undefined) {
    await options.phone.db.execute(
      sql`update users set phone_number = ${options.phone.number} where id = ${user.id}`,
    );
  }
  const child = await sendJson(
    app,
    'POST',
    childrenApiPaths.saveChildInfo,
    {
      firstName,
      lastName: 'Okafor',
      dateOfBirth: options.dateOfBirth ?? '2025-08-01',
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
    ProviderTypes: [options.providerTypeId ?? providerTypeIds['licensed-centre']],
    ChildcareTypes: [],
    SchoolPlans: [],
    PaymentOptions: [],
    RequestedStartDate: options.requestedStartDate ?? '2027-03-01',
    ScheduleAvailability: [],
  };
  const ticket = await sendJson(
    app,
    'POST',
    buildUrl(waitlistApiPaths.tickets, { childId }),
    data,
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

/** The family's request to the provider, as the parent's list shows it. */
export async function requestOf(
  app: App,
  family: Family,
  providerId: string,
): Promise<ParentChildcareRequest | undefined> {
  const id = requestIdOf(family, providerId);
  return (await requestsOf(app, family)).find((request) => request.id === id);
}
