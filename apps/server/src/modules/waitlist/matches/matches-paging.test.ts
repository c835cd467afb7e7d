import type {
  ApiErrorBody,
  ChildTicketResponse,
  MatchesResponse,
  ValidationIssue,
} from '@kinderwait/contract';
import {
  buildUrl,
  commonErrorCodes,
  commonErrorMessages,
  formatValidationDetail,
  MatchesQuery,
  providerTypeIds,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityHall, getJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { insertTestProvider, pointNorth } from '../../../test/fixtures/provider-fixtures.ts';
import type { Family } from '../../../test/fixtures/waitlist-fixtures.ts';
import { createFamily, toddlers } from '../../../test/fixtures/waitlist-fixtures.ts';

/**
 * Pages of GET /api/children/{childId}/waitlist/providers: 50 items unless asked, at most 200,
 * pages from 1; anything else is the contract's 400 and changes nothing.
 */

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

/**
 * More than the largest page (200, docs/product/waitlist.md#matching): the largest page is full,
 * and one more page holds the rest. The sizes are the product page's numbers, not the contract's
 * constants, so a change of those is caught here.
 */
const providerCount = 205;

/** The 400 detail the contract's MatchesQuery gives for `query`, as the API writes it. */
function contractDetail(query: Record<string, string>): string {
  const parsed = MatchesQuery.safeParse(query);
  if (parsed.success) throw new Error(`the contract accepts ${JSON.stringify(query)}`);
  const issues: ValidationIssue[] = parsed.error.issues.map((issue) => ({
    path: ['querystring', ...issue.path.map(String)],
    message: issue.message,
  }));
  return formatValidationDetail(issues);
}

forEachDatabase(
  (t) => {
    let family: Family;

    beforeAll(async () => {
      const { db } = t.connection();
      // Licensed centres for toddlers, 10 m apart going north from City Hall: all within 5 km,
      // so the nearest-first order is the order of insertion.
      for (let index = 0; index < providerCount; index += 1) {
        await insertTestProvider(db, {
          name: `Centre ${String(index).padStart(3, '0')}`,
          providerTypeId: providerTypeIds['licensed-centre'],
          ...pointNorth(cityHall.latitude, cityHall.longitude, 0.01 * (index + 1)),
          ageGroups: [{ ageGroupId: toddlers, licensedSpaces: 10 }],
        });
      }
      family = await createFamily(t.app(), 'Ada', []);
    });

    const matches = (query: Record<string, string> = {}) =>
      getJson(
        t.app(),
        buildUrl(waitlistApiPaths.matches, { childId: family.childId }, query),
        family.user.headers(roleIds.Parent),
      );

    const page = async (query: Record<string, string> = {}): Promise<MatchesResponse> => {
      const response = await matches(query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MatchesResponse>();
    };

    const ticketOf = async (): Promise<ChildTicketResponse> => {
      const response = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.tickets, { childId: family.childId }),
        family.user.headers(roleIds.Parent),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ChildTicketResponse>();
    };

    describe('page size', () => {
      it('without pageSize a page holds 50 items, when 205 match', async () => {
        const first = await page();
        expect(first).toMatchObject({ total: providerCount, page: 1, pageSize: 50 });
        expect(first.items).toHaveLength(50);
        expect(first.items[0]?.name).toBe('Centre 000');
        expect(first.items[49]?.name).toBe('Centre 049');
        // The next default page follows on, with no gap and no repeat.
        const second = await page({ page: '2' });
        expect(second).toMatchObject({ total: providerCount, page: 2, pageSize: 50 });
        expect(second.items.map((item) => item.name)).toEqual(
          Array.from({ length: 50 }, (_, index) => `Centre ${String(50 + index).padStart(3, '0')}`),
        );
      });

      it('pageSize=200 is accepted and fills the page', async () => {
        const largest = await page({ pageSize: '200' });
        expect(largest).toMatchObject({ total: providerCount, page: 1, pageSize: 200 });
        expect(largest.items).toHaveLength(200);
        expect(new Set(largest.items.map((item) => item.id)).size).toBe(200);
        const rest = await page({ pageSize: '200', page: '2' });
        expect(rest.items.map((item) => item.name)).toEqual([
          'Centre 200',
          'Centre 201',
          'Centre 202',
          'Centre 203',
          'Centre 204',
        ]);
      });

      it('pageSize=1 is the smallest page', async () => {
        const smallest = await page({ pageSize: '1', page: '3' });
        expect(smallest).toMatchObject({ total: providerCount, page: 3, pageSize: 1 });
        expect(smallest.items.map((item) => item.name)).toEqual(['Centre 002']);
      });
    });

    describe('out of range', () => {
      const refused: [string, Record<string, string>, string][] = [
        ['pageSize=201', { pageSize: '201' }, 'pageSize'],
        ['pageSize=0', { pageSize: '0' }, 'pageSize'],
        ['page=0', { page: '0' }, 'page'],
      ];

      it.each(refused)(
        '%s answers 400 validation_failed with the contract’s detail',
        async (_label, query, field) => {
          const response = await matches(query);
          expect(response.statusCode, response.body).toBe(400);
          const body = response.json<ApiErrorBody>();
          expect(body).toEqual({
            message: commonErrorMessages.invalidRequest,
            code: commonErrorCodes.validationFailed,
            detail: contractDetail(query),
          });
          expect(body.detail).toMatch(new RegExp(`^querystring\\.${field}: `));
          expect(body).not.toHaveProperty('items');
        },
      );

      it('the refused asks change nothing: the same ticket, the same matches', async () => {
        const ticketBefore = await ticketOf();
        const firstBefore = await page();
        for (const [, query] of refused) {
          expect((await matches(query)).statusCode).toBe(400);
        }
        expect(await ticketOf()).toEqual(ticketBefore);
        expect(await page()).toEqual(firstBefore);
        expect((await page({ pageSize: '200' })).items).toHaveLength(200);
      });
    });
  },
  { clock: time.clock },
);
