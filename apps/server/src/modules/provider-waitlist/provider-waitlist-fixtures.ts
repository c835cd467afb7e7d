import type {
  ApiErrorBody,
  ChildInfo,
  ChildcareProviderProfile,
  ChildrenResponse,
  ParentRequestsResponse,
  ProviderWaitlistResponse,
  SendRequestsResponse,
  WaitlistPrioritiesResponse,
  WaitlistPriority,
  WaitlistTicket,
} from '@kinderwait/contract';
import {
  buildUrl,
  childcareProvidersApiPaths,
  childrenApiPaths,
  parseValidationDetail,
  providerWaitlistApiPaths,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { freshAddress, signUp } from '../../test/accounts.ts';
import {
  cityHallChildLocation,
  fullEdit,
  getJson,
  mondayMorningsTicket,
  sendJson,
} from '../../test/sample-requests.ts';
import type { TestClock } from '../../test/test-clock.ts';
import { createTestClock } from '../../test/test-clock.ts';
import type { AppTestContext } from '../../test/test-app.ts';
import { xsrfHeaders } from '../../test/test-app.ts';

/**
 * Shared setup of the provider-waitlist tests: a provider (Dana) and a rival, each with a profile
 * built from fullEdit, and one parent (Pat Okafor) whose three children Ada, Ben and Cleo joined
 * Dana's list in that order, a minute apart. The families go through the real waitlist API with
 * one parent and a schedule, so the list's contact and schedule sentence can be checked; that is
 * why waitlist-fixtures.ts (one parent per family, no schedule) is not used here.
 */

/** 09:00 on Monday 23 November 2026 in Toronto; one per test file. */
export const providerWaitlistClock = (): TestClock =>
  createTestClock(new Date('2026-11-23T14:00:00Z'));

// Any care at any time: the provider of fullEdit matches on type, distance and age group alone.
const ticketData = mondayMorningsTicket;
const location = cityHallChildLocation;

export const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>();
export const fieldsOf = (response: LightMyRequestResponse) =>
  parseValidationDetail(errorOf(response).detail ?? '').map((issue) => issue.path.join('.'));

export interface ProviderWaitlistFixture {
  /** Made in beforeAll; reading them earlier throws. */
  readonly provider: TestUser;
  readonly rival: TestUser;
  readonly parent: TestUser;
  readonly providerId: string;
  readonly rivalId: string;
  /** Ticket and child ids by first name: Ada, Ben, Cleo. */
  tickets: Record<string, string>;
  children: Record<string, string>;
  asProvider: (user?: TestUser) => Record<string, string>;
  asParent: () => Record<string, string>;
  /** A provider-waitlist path for Dana's provider id. */
  url: (path: string, params?: Record<string, string>) => string;
  priorities: () => Promise<WaitlistPriority[]>;
  priorityCoded: (code: string) => Promise<WaitlistPriority>;
  list: (query?: string) => Promise<ProviderWaitlistResponse>;
  /** Position by first name, as Dana's list shows it. */
  providerPositions: () => Promise<Record<string, number | null>>;
  /** Position by first name, as the parent's requests show it. */
  parentPositions: () => Promise<Record<string, number | null>>;
  /** Best position by first name, as the parent's children list shows it. */
  bestPositions: () => Promise<Record<string, number | null>>;
  assign: (
    ticketName: string,
    ids: string[],
    user?: TestUser,
    id?: string,
  ) => Promise<LightMyRequestResponse>;
  remove: (priorityId: string) => Promise<LightMyRequestResponse>;
}

type Made = 'provider' | 'rival' | 'parent' | 'providerId' | 'rivalId';

/** Registers the beforeAll that builds the shared setup; read the users and ids inside tests. */
export function useProviderWaitlist(t: AppTestContext, time: TestClock): ProviderWaitlistFixture {
  const made: { -readonly [K in Made]?: ProviderWaitlistFixture[K] } = {};
  const get = <K extends Made>(key: K): ProviderWaitlistFixture[K] => {
    const value = made[key];
    if (value === undefined) throw new Error(`${key} is made in beforeAll`);
    return value;
  };
  const f: ProviderWaitlistFixture = {
    get provider() {
      return get('provider');
    },
    get rival() {
      return get('rival');
    },
    get parent() {
      return get('parent');
    },
    get providerId() {
      return get('providerId');
    },
    get rivalId() {
      return get('rivalId');
    },
    tickets: {},
    children: {},
    asProvider: (user: TestUser = f.provider) => user.headers(roleIds.Licenced),
    asParent: () => f.parent.headers(roleIds.Parent),
    url: (path: string, params: Record<string, string> = {}) =>
      buildUrl(path, { providerId: f.providerId, ...params }),
    priorities: async () => {
      const response = await getJson(
        t.app(),
        f.url(providerWaitlistApiPaths.priorities),
        f.asProvider(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<WaitlistPrioritiesResponse>().items;
    },
    priorityCoded: async (code) => {
      const found = (await f.priorities()).find((priority) => priority.code === code);
      if (found === undefined) throw new Error(`no ${code}`);
      return found;
    },
    list: async (query = '') => {
      const response = await getJson(
        t.app(),
        `${f.url(providerWaitlistApiPaths.waitlist)}${query}`,
        f.asProvider(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProviderWaitlistResponse>();
    },
    providerPositions: async () =>
      Object.fromEntries((await f.list()).items.map((e) => [e.childFirstName, e.position])),
    parentPositions: async () => {
      const response = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.parentRequests, { parentId: f.parent.id }),
        f.asParent(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return Object.fromEntries(
        response
          .json<ParentRequestsResponse>()
          .items.map((request) => [request.childFirstName, request.position]),
      );
    },
    bestPositions: async () => {
      const response = await getJson(t.app(), childrenApiPaths.children, f.asParent());
      expect(response.statusCode, response.body).toBe(200);
      return Object.fromEntries(
        response
          .json<ChildrenResponse>()
          .items.map((child) => [child.firstName, child.waitlist.bestPosition]),
      );
    },
    assign: (ticketName, ids, user = f.provider, id = f.providerId) =>
      sendJson(
        t.app(),
        'POST',
        buildUrl(providerWaitlistApiPaths.entry, {
          providerId: id,
          ticketId: f.tickets[ticketName] ?? '',
        }),
        { priorities: ids },
        f.asProvider(user),
      ),
    remove: async (priorityId) =>
      t.app().inject({
        method: 'DELETE',
        url: f.url(providerWaitlistApiPaths.priority, { priorityId }),
        headers: { ...(await xsrfHeaders(t.app())), ...f.asProvider() },
        remoteAddress: freshAddress(),
      }),
  };

  const profileOf = async (user: TestUser): Promise<string> => {
    const response = await sendJson(
      t.app(),
      'PATCH',
      childcareProvidersApiPaths.profile,
      fullEdit,
      f.asProvider(user),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<ChildcareProviderProfile>();
    if (id === null) throw new Error('no profile');
    return id;
  };

  const joinWithChild = async (firstName: string): Promise<void> => {
    const child = await sendJson(
      t.app(),
      'POST',
      childrenApiPaths.saveChildInfo,
      { firstName, lastName: 'Okafor', dateOfBirth: '2025-08-01', location },
      f.asParent(),
    );
    expect(child.statusCode, child.body).toBe(200);
    const childId = child.json<ChildInfo>().id;
    const ticket = await sendJson(
      t.app(),
      'POST',
      buildUrl(waitlistApiPaths.tickets, { childId }),
      ticketData,
      f.asParent(),
    );
    expect(ticket.statusCode, ticket.body).toBe(201);
    const ticketId = ticket.json<WaitlistTicket>().id;
    const sent = await sendJson(
      t.app(),
      'POST',
      buildUrl(waitlistApiPaths.requestsOfTicket, { childId, ticketId }),
      { childcareProviderIds: [f.providerId] },
      f.asParent(),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<SendRequestsResponse>().items[0]?.outcome).toBe('sent');
    f.tickets[firstName] = ticketId;
    f.children[firstName] = childId;
    time.advance(60_000);
  };

  beforeAll(async () => {
    made.provider = await signUp(t.app(), { name: 'Dana Daycare', roles: ['Licenced'] });
    made.rival = await signUp(t.app(), { name: 'Rita Rival', roles: ['Licenced'] });
    made.parent = await signUp(t.app(), { name: 'Pat Okafor', roles: ['Parent'] });
    made.providerId = await profileOf(made.provider);
    made.rivalId = await profileOf(made.rival);
    for (const name of ['Ada', 'Ben', 'Cleo']) await joinWithChild(name);
  });

  return f;
}
