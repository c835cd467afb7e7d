import type {
  ProviderWaitlistResponse,
  WaitlistPriority,
  WaitlistSettings,
} from '@kinderwait/contract';
import {
  buildUrl,
  commonErrorCodes,
  providerWaitlistApiPaths,
  waitlistErrorCodes,
  waitlistPolicyTemplate,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { freshAddress } from '../../../test/accounts.ts';
import { getJson, sendJson } from '../../../test/sample-requests.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import {
  errorOf,
  fieldsOf,
  providerWaitlistClock,
  useProviderWaitlist,
} from '../../../test/fixtures/provider-waitlist-fixtures.ts';

/** Who may use a provider’s waitlist routes (401, 404) and bad input (400): nothing is saved. */
const time = providerWaitlistClock();

forEachDatabase(
  (t) => {
    const w = useProviderWaitlist(t, time);
    const { priorities, priorityCoded, list, assign, url, asProvider, asParent } = w;

    describe('priority categories', () => {
      it('401 without a token', async () => {
        const response = await t.app().inject({
          method: 'GET',
          url: url(providerWaitlistApiPaths.priorities),
          remoteAddress: freshAddress(),
        });
        expect(response.statusCode).toBe(401);
        expect(errorOf(response).code).toBe(commonErrorCodes.authenticationRequired);
      });

      it('400 naming the fields, and nothing saved', async () => {
        const before = await priorities();
        const response = await sendJson(
          t.app(),
          'POST',
          url(providerWaitlistApiPaths.priorities),
          { name: '  ', weight: 101 },
          asProvider(),
        );
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual(expect.arrayContaining(['body.name', 'body.weight']));
        const halfWeight = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.priority, { priorityId: before[0]?.id ?? '' }),
          { name: 'Siblings', weight: 2.5 },
          asProvider(),
        );
        expect(halfWeight.statusCode).toBe(400);
        expect(fieldsOf(halfWeight)).toEqual(['body.weight']);
        expect(await priorities()).toEqual(before);
      });
    });

    describe('positions', () => {
      it('400 naming body.priorities for an id that is not the provider’s category; nothing saved', async () => {
        const created = await sendJson(
          t.app(),
          'POST',
          buildUrl(providerWaitlistApiPaths.priorities, { providerId: w.rivalId }),
          { name: 'Rival only', weight: 50 },
          asProvider(w.rival),
        );
        expect(created.statusCode, created.body).toBe(201);
        const sibling = await priorityCoded('sibling_enrolled');
        const response = await assign('Ada', [sibling.id, created.json<WaitlistPriority>().id]);
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual(['body.priorities.1']);
        const malformed = await assign('Ada', ['not-a-uuid']);
        expect(malformed.statusCode).toBe(400);
        expect(fieldsOf(malformed)).toEqual(['body.priorities.0']);
        const ada = (await list()).items.find((entry) => entry.childFirstName === 'Ada');
        expect(ada).toMatchObject({ priorities: [], priorityWeight: 0, position: 1 });
      });
    });

    describe('another provider’s waitlist', () => {
      const routes = (): [string, string, unknown][] => [
        ['GET', providerWaitlistApiPaths.priorities, undefined],
        ['POST', providerWaitlistApiPaths.priorities, { name: 'Sneaky', weight: 1 }],
        ['GET', providerWaitlistApiPaths.waitlist, undefined],
        ['GET', providerWaitlistApiPaths.settings, undefined],
        [
          'PUT',
          providerWaitlistApiPaths.settings,
          { policy: 'x', autoOffer: true, offerDeadlineBusinessDays: 2 },
        ],
      ];

      it('404 for another provider, a parent and an unknown id; nothing saved', async () => {
        const callers: [TestUser, Record<string, string>, string][] = [
          [w.rival, asProvider(w.rival), w.providerId],
          [w.parent, asParent(), w.providerId],
          [w.provider, asProvider(), '00000000-0000-4000-8000-000000000000'],
        ];
        for (const [, headers, id] of callers) {
          for (const [method, path, body] of routes()) {
            const target = buildUrl(path, { providerId: id });
            const response =
              method === 'GET'
                ? await getJson(t.app(), target, headers)
                : await sendJson(t.app(), method === 'PUT' ? 'PUT' : 'POST', target, body, headers);
            expect(response.statusCode, `${method} ${target}`).toBe(404);
            expect(errorOf(response).code).toBe(waitlistErrorCodes.childcareProviderNotFound);
          }
        }
        const sibling = await priorityCoded('sibling_enrolled');
        const response = await assign('Ada', [sibling.id], w.rival);
        expect(response.statusCode).toBe(404);
        expect((await priorities()).map((p) => p.name)).not.toContain('Sneaky');
        expect((await list()).items.every((entry) => entry.priorities.length === 0)).toBe(true); // The refused PUTs left Dana's settings as they started.
        const settings = await getJson(
          t.app(),
          url(providerWaitlistApiPaths.settings),
          asProvider(),
        );
        expect(settings.json<WaitlistSettings>()).toEqual({
          policy: waitlistPolicyTemplate,
          autoOffer: false,
          offerDeadlineBusinessDays: 3,
        });
      });

      it('404 for a ticket that is not on the provider’s list', async () => {
        const response = await assign('Ada', [], w.rival, w.rivalId);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe(waitlistErrorCodes.childcareRequestNotFound);
        const rivalList = await getJson(
          t.app(),
          buildUrl(providerWaitlistApiPaths.waitlist, { providerId: w.rivalId }),
          asProvider(w.rival),
        );
        expect(rivalList.json<ProviderWaitlistResponse>().items).toEqual([]);
      });
    });

    describe('policy and settings', () => {
      it('400 naming the fields, and nothing saved', async () => {
        const before = await getJson(t.app(), url(providerWaitlistApiPaths.settings), asProvider());
        const response = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.settings),
          { policy: 'x'.repeat(5001), autoOffer: 'yes', offerDeadlineBusinessDays: 11 },
          asProvider(),
        );
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual(
          expect.arrayContaining([
            'body.policy',
            'body.autoOffer',
            'body.offerDeadlineBusinessDays',
          ]),
        );
        const after = await getJson(t.app(), url(providerWaitlistApiPaths.settings), asProvider());
        expect(after.json<WaitlistSettings>()).toEqual(before.json<WaitlistSettings>());
      });
    });
  },
  { clock: time.clock },
);
