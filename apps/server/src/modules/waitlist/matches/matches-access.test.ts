import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, MatchedProvider, MatchesResponse } from '@kinderwait/contract';
import {
  buildUrl,
  childrenErrorCodes,
  childrenMessages,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { getJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import type { Family } from '../../../test/fixtures/waitlist-fixtures.ts';
import { createFamily, insertOwnedProvider } from '../../../test/fixtures/waitlist-fixtures.ts';

/**
 * The matches of a child are its parent's alone: another signed-in parent asking for them (even
 * one with a child and a ticket of their own) is told the child does not exist, in the very
 * words an unknown child gets, whatever the query or the provider asked about.
 */

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

const unknownChildBody: ApiErrorBody = {
  message: childrenMessages.childNotFound,
  code: childrenErrorCodes.childNotFound,
};

forEachDatabase(
  (t) => {
    let owner: Family;
    let stranger: Family;
    let requestedId: string;
    let unrequestedId: string;

    beforeAll(async () => {
      const { db } = t.connection();
      requestedId = await insertOwnedProvider(db, null, 'Maple Tots', 1, 2);
      unrequestedId = await insertOwnedProvider(db, null, 'Birch Tots', 2, null);
      // Ada's parent has sent a request; the stranger has a child and a ticket too.
      owner = await createFamily(t.app(), 'Ada', [requestedId]);
      stranger = await createFamily(t.app(), 'Ben', []);
    });

    const asParent = (user: TestUser) => user.headers(roleIds.Parent);

    const matchesOf = (
      user: TestUser,
      childId: string,
      query: Record<string, string> = {},
    ): Promise<LightMyRequestResponse> =>
      getJson(t.app(), buildUrl(waitlistApiPaths.matches, { childId }, query), asParent(user));

    const matchOf = (
      user: TestUser,
      childId: string,
      providerId: string,
    ): Promise<LightMyRequestResponse> =>
      getJson(
        t.app(),
        buildUrl(waitlistApiPaths.match, { childId, childcareProviderId: providerId }),
        asParent(user),
      );

    /** The answer must be the unknown child's, byte for byte: nothing else can be read from it. */
    const expectUnknownChild = (response: LightMyRequestResponse, unknown: string): void => {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<ApiErrorBody>()).toEqual(unknownChildBody);
      expect(response.body).toBe(unknown);
      expect(response.body).not.toContain('Maple');
      expect(response.body).not.toContain(owner.childId);
    };

    it('the owner sees the child’s matches and its request (what a stranger must not see)', async () => {
      const list = await matchesOf(owner.user, owner.childId);
      expect(list.statusCode, list.body).toBe(200);
      const { items, total } = list.json<MatchesResponse>();
      expect(total).toBe(2);
      expect(items.map((item) => item.name)).toEqual(['Maple Tots', 'Birch Tots']);
      expect(items[0]?.request).toMatchObject({ status: 'waiting', position: 1 });
      const one = await matchOf(owner.user, owner.childId, requestedId);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json<MatchedProvider>()).toMatchObject({ id: requestedId, name: 'Maple Tots' });
    });

    it('a child id that is not a uuid is refused at the boundary, 400 naming it, on both endpoints', async () => {
      // The one check of the id's form: the route's schema. The service and the queries
      // behind it take the id as given.
      for (const response of [
        await matchesOf(owner.user, 'not-a-child'),
        await matchOf(owner.user, 'not-a-child', requestedId),
      ]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<ApiErrorBody>().detail).toContain('params.childId');
      }
    });

    describe('GET /api/children/{childId}/waitlist/providers', () => {
      it('404 child_not_found for another parent’s child, the same answer as for an unknown child', async () => {
        const unknown = await matchesOf(stranger.user, randomUUID());
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json<ApiErrorBody>()).toEqual(unknownChildBody);

        const response = await matchesOf(stranger.user, owner.childId);
        expectUnknownChild(response, unknown.body);
        expect(response.headers['content-length']).toBe(unknown.headers['content-length']);
      });

      it('the same whatever the query: a page, a sort, a filter', async () => {
        const unknown = (await matchesOf(stranger.user, randomUUID())).body;
        const queries: Record<string, string>[] = [
          { page: '2', pageSize: '1' },
          { sort: 'name' },
          { withVacancy: 'true' },
          { liked: 'true', cwelcc: 'false' },
        ];
        for (const query of queries) {
          expectUnknownChild(await matchesOf(stranger.user, owner.childId, query), unknown);
        }
      });
    });

    describe('GET /api/children/{childId}/waitlist/providers/{childcareProviderId}', () => {
      it('404 child_not_found for another parent’s child, whether the provider matches it, was sent a request, or does not exist', async () => {
        const unknown = await matchOf(stranger.user, randomUUID(), requestedId);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json<ApiErrorBody>()).toEqual(unknownChildBody);

        for (const providerId of [requestedId, unrequestedId, randomUUID()]) {
          const response = await matchOf(stranger.user, owner.childId, providerId);
          expectUnknownChild(response, unknown.body);
          expect(response.headers['content-length']).toBe(unknown.headers['content-length']);
        }
      });
    });

    it('the stranger’s tries change nothing the owner sees', async () => {
      const before = (await matchesOf(owner.user, owner.childId)).json<MatchesResponse>();
      await matchesOf(stranger.user, owner.childId);
      await matchOf(stranger.user, owner.childId, unrequestedId);
      const after = await matchesOf(owner.user, owner.childId);
      expect(after.json<MatchesResponse>()).toEqual(before);
      // The stranger's own child is answered as usual: the 404 was about whose child it is.
      const own = await matchesOf(stranger.user, stranger.childId);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<MatchesResponse>().items.every((item) => item.request === null)).toBe(true);
    });
  },
  { clock: time.clock },
);
