import type { ApiErrorBody, ProviderOffer, ProviderOffersResponse } from '@kinderwait/contract';
import { buildUrl, offersApiPaths, roleIds } from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { getJson, sendJson } from '../../test/sample-requests.ts';
import type { AppTestContext } from '../../test/test-app.ts';
import { xsrfHeaders } from '../../test/test-app.ts';
import type { TestClock } from '../../test/test-clock.ts';
import type { Family } from './offers-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  requestIdOf,
  resetClock,
  signInAgain,
  toddlers,
} from './offers-fixtures.ts';

export const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>();

interface Cast {
  owner: TestUser;
  stranger: TestUser;
  providerId: string;
  strangersProviderId: string;
  elsewhereId: string;
  ada: Family;
  ben: Family;
  cy: Family;
  dee: Family;
}

/**
 * The scene the offers tests play on, set up in `beforeAll` of the calling file: Sunny Days (one
 * toddler space, owned by `owner`) with Ada, Ben, Cy and Dee in line by date joined, Ada also
 * waiting at Elsewhere (no owner), and a `stranger` owning Other Place. Each test file gets its
 * own database, so the files do not share state; within a file the tests run in order.
 */
export function offersScene(t: AppTestContext, time: TestClock, start: Date) {
  let cast: Cast | undefined;
  const the = (): Cast => {
    if (cast === undefined) throw new Error('The offers scene is set up in beforeAll');
    return cast;
  };

  const asOwner = () => the().owner.headers(roleIds.Licenced);
  const offersUrl = (id = the().providerId) =>
    buildUrl(offersApiPaths.providerOffers, { providerId: id });
  const makeOffer = (body: unknown, headers = asOwner(), id = the().providerId) =>
    sendJson(t.app(), 'POST', offersUrl(id), body, headers);
  const offered = async (family: Family, extra: object = {}): Promise<ProviderOffer> => {
    // A minute apart, so the newest-first list has one order.
    time.advance(60_000);
    const response = await makeOffer({
      requestId: requestIdOf(family, the().providerId),
      ageGroupId: toddlers,
      startDate: '2027-03-01',
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProviderOffer>();
  };
  const answer = (family: Family, offerId: string, how: 'accept' | 'decline') =>
    sendJson(
      t.app(),
      'POST',
      buildUrl(offersApiPaths[how], { offerId }),
      {},
      family.user.headers(roleIds.Parent),
    );
  // Public: no token, only the anti-forgery pair every write carries.
  const linkCall = async (offerId: string, body: object, path: 'linkView' | 'linkAnswer') =>
    t.app().inject({
      method: 'POST',
      url: buildUrl(offersApiPaths[path], { offerId }),
      headers: { 'content-type': 'application/json', ...(await xsrfHeaders(t.app())) },
      payload: JSON.stringify(body),
    });
  const providerOffers = async (): Promise<ProviderOffer[]> => {
    const response = await getJson(t.app(), offersUrl(), asOwner());
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProviderOffersResponse>().items;
  };

  /** Moves the clock, then signs everyone in again (their access tokens expired meanwhile). */
  const later = async (ms: number): Promise<void> => {
    time.advance(ms);
    const c = the();
    c.owner = await signInAgain(t.app(), c.owner);
    c.stranger = await signInAgain(t.app(), c.stranger);
    for (const family of [c.ada, c.ben, c.cy, c.dee])
      family.user = await signInAgain(t.app(), family.user);
  };

  beforeAll(async () => {
    resetClock(time, start);
    const db = t.connection().db;
    const owner = await signUp(t.app(), { roles: ['Licenced'] });
    const stranger = await signUp(t.app(), { roles: ['Licenced'] });
    const providerId = await insertOwnedProvider(db, owner, 'Sunny Days', 1, 1);
    const strangersProviderId = await insertOwnedProvider(db, stranger, 'Other Place', 2, 3);
    const elsewhereId = await insertOwnedProvider(db, null, 'Elsewhere', 3, 2);
    // In line at Sunny Days: Ada, Ben, Cy, Dee (by date joined); Ada also waits Elsewhere.
    const ada = await createFamily(t.app(), 'Ada', [providerId, elsewhereId], {
      phone: { db, number: '+14165550123' },
    });
    time.advance(60_000);
    const ben = await createFamily(t.app(), 'Ben', [providerId]);
    time.advance(60_000);
    const cy = await createFamily(t.app(), 'Cy', [providerId]);
    time.advance(60_000);
    const dee = await createFamily(t.app(), 'Dee', [providerId]);
    cast = { owner, stranger, providerId, strangersProviderId, elsewhereId, ada, ben, cy, dee };
  });

  return {
    get owner() {
      return the().owner;
    },
    get stranger() {
      return the().stranger;
    },
    get providerId() {
      return the().providerId;
    },
    get strangersProviderId() {
      return the().strangersProviderId;
    },
    get elsewhereId() {
      return the().elsewhereId;
    },
    get ada() {
      return the().ada;
    },
    get ben() {
      return the().ben;
    },
    get cy() {
      return the().cy;
    },
    get dee() {
      return the().dee;
    },
    asOwner,
    offersUrl,
    makeOffer,
    offered,
    answer,
    linkCall,
    providerOffers,
    later,
  };
}
