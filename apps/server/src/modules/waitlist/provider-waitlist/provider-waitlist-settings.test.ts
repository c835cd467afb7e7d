import type {
  ParentRequestsResponse,
  ProviderOffer,
  WaitlistPolicyResponse,
  WaitlistSettings,
} from '@kinderwait/contract';
import {
  buildUrl,
  defaultWaitlistPriorities,
  offersApiPaths,
  providerWaitlistApiPaths,
  waitlistApiPaths,
  waitlistPolicyTemplate,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { freshAddress } from '../../../test/accounts.ts';
import { getJson, sendJson } from '../../../test/sample-requests.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { waitlistSettingsOf } from './waitlist-settings.ts';
import {
  careNotesOf,
  fieldsOf,
  providerWaitlistClock,
  useProviderWaitlist,
} from '../../../test/fixtures/provider-waitlist-fixtures.ts';

/** The provider’s list, its settings and public policy, and the family’s contact shown only once offered. */
const time = providerWaitlistClock();

forEachDatabase(
  (t) => {
    const w = useProviderWaitlist(t, time);
    const { tickets, children, list, parentPositions, url, asProvider, asParent } = w;

    describe('the provider’s list', () => {
      it('shows each family with ages, start, schedule, distance, priorities, and no contact or care notes while waiting', async () => {
        const { items, total, page, pageSize } = await list();
        expect({ total, page, pageSize }).toEqual({ total: 3, page: 1, pageSize: 50 });
        expect(items[0]).toEqual({
          requestId: expect.any(String) as string,
          ticketId: tickets.Ada,
          childId: children.Ada,
          childFirstName: 'Ada',
          ageLabelNow: 'Infant',
          ageLabelAtStart: 'Toddler',
          ageGroupAtStart: { id: 2, name: expect.any(String) as string },
          // Born 2025-08-01, starting 2027-03-01.
          ageAtStart: { years: 1, months: 7 },
          requestedStartDate: '2027-03-01',
          scheduleAvailability: [{ day: 'Monday', timeOfDay: 'Morning' }],
          childcareTypeIds: [],
          distanceKm: 0,
          distanceApproximate: false,
          priorities: [],
          priorityWeight: 0,
          joinedAt: expect.any(String) as string,
          status: 'waiting',
          position: 1,
          openOffer: null,
          family: null,
          careNotes: null,
        });
        expect((await list('?ageGroupId=3')).total).toBe(0);
        expect(
          (await list('?ageGroupId=2&pageSize=2&page=2')).items.map((e) => e.childFirstName),
        ).toEqual(['Cleo']);
        expect((await list('?status=offered')).total).toBe(0);
      });

      it('lists only the families who joined since an instant (joinedSince), keeping their places', async () => {
        // Ada, Ben and Cleo joined a minute apart (the fixture).
        const joined = new Map((await list()).items.map((e) => [e.childFirstName, e.joinedAt]));
        const since = (await list(`?joinedSince=${joined.get('Ben') ?? ''}`)).items;
        expect(since.map((e) => [e.childFirstName, e.position])).toEqual([
          ['Ben', 2],
          ['Cleo', 3],
        ]);
        // Half a minute before Cleo joined, written in Toronto's winter offset.
        const beforeCleo = new Date(joined.get('Cleo') ?? '').getTime() - 30_000;
        const inToronto = new Date(beforeCleo - 5 * 3_600_000).toISOString().replace('Z', '-05:00');
        const withOffset = await list(
          `?status=waiting&pageSize=1&joinedSince=${encodeURIComponent(inToronto)}`,
        );
        expect({ total: withOffset.total, first: withOffset.items[0]?.childFirstName }).toEqual({
          total: 1,
          first: 'Cleo',
        });
        const later = new Date(new Date(joined.get('Cleo') ?? '').getTime() + 1000).toISOString();
        expect((await list(`?joinedSince=${later}`)).total).toBe(0);
      });

      it('refuses a joinedSince that is not an instant with a zone, naming it', async () => {
        for (const value of ['yesterday', '2026-11-23', '2026-11-23T14:00:00']) {
          const response = await getJson(
            t.app(),
            `${url(providerWaitlistApiPaths.waitlist)}?joinedSince=${value}`,
            asProvider(),
          );
          expect(response.statusCode, value).toBe(400);
          expect(fieldsOf(response)).toEqual(['querystring.joinedSince']);
        }
      });

      it('shows the family’s contact and the child’s care notes once offered; an offered family keeps its place', async () => {
        const { requestLifecycle: waitlist } = t.app().services;
        const ben = (await list()).items.find((entry) => entry.childFirstName === 'Ben');
        if (ben === undefined) throw new Error('no Ben');
        const changed = await waitlist.transitionRequests({
          requestIds: [ben.requestId],
          to: 'offered',
        });
        expect(changed.map((request) => request.id)).toEqual([ben.requestId]);
        const offered = (await list('?status=offered')).items;
        expect(offered).toEqual([
          {
            ...ben,
            status: 'offered',
            family: { parentName: 'Pat Okafor', email: w.parent.email, phone: null },
            careNotes: careNotesOf('Ben'),
          },
        ]);
        expect(await parentPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
        // Not one of the rules' moves: an open offer is not made inactive.
        expect(
          await waitlist.transitionRequests({ requestIds: [ben.requestId], to: 'inactive' }),
        ).toEqual([]);
        const back = await waitlist.transitionRequests({
          requestIds: [ben.requestId],
          to: 'waiting',
        });
        expect(back.map((request) => request.joinedAt.toISOString())).toEqual([ben.joinedAt]);
        expect((await list()).items.find((e) => e.childFirstName === 'Ben')?.family).toBeNull();
      });
    });

    describe('policy and settings', () => {
      const publicPolicy = async (id = w.providerId) => {
        const response = await t.app().inject({
          method: 'GET',
          url: buildUrl(providerWaitlistApiPaths.policy, { providerId: id }),
          remoteAddress: freshAddress(),
        });
        return response;
      };

      it('start from the Ontario template, no auto-offer and 3 business days', async () => {
        const response = await getJson(
          t.app(),
          url(providerWaitlistApiPaths.settings),
          asProvider(),
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<WaitlistSettings>()).toEqual({
          policy: waitlistPolicyTemplate,
          autoOffer: false,
          offerDeadlineBusinessDays: 3,
        });
        for (const point of ['free', 'deposit', 'public', 'position', 'priority', 'deadline']) {
          expect(waitlistPolicyTemplate.toLowerCase()).toContain(point);
        }
        const unwritten = await publicPolicy();
        expect(unwritten.statusCode).toBe(200);
        // No policy written yet; the starting priorities apply before the provider opens them.
        expect(unwritten.json<WaitlistPolicyResponse>()).toEqual({
          providerId: w.providerId,
          policy: null,
          priorities: defaultWaitlistPriorities.map(({ name, weight }) => ({ name, weight })),
        });
      });

      it('saves them; the policy is public, with the priorities that count', async () => {
        const saved = {
          policy: 'Our policy.\nNo fee to join; ask us your position any time.',
          autoOffer: true,
          offerDeadlineBusinessDays: 5,
        };
        const response = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.settings),
          saved,
          asProvider(),
        );
        expect(response.statusCode, response.body).toBe(200);
        const read = await getJson(t.app(), url(providerWaitlistApiPaths.settings), asProvider());
        expect(read.json<WaitlistSettings>()).toEqual(saved);
        expect(await waitlistSettingsOf(t.app().db, w.providerId)).toEqual(saved);
        const shown = await publicPolicy();
        expect(shown.statusCode).toBe(200);
        expect(shown.json<WaitlistPolicyResponse>()).toEqual({
          providerId: w.providerId,
          policy: saved.policy,
          priorities: defaultWaitlistPriorities.map(({ name, weight }) => ({ name, weight })),
        });
        expect((await publicPolicy('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      });
    });

    describe('an offer made through the offers routes', () => {
      it('shows on both sides: open offer and contact for the provider, the offer in the parent’s list', async () => {
        const made = await sendJson(
          t.app(),
          'POST',
          buildUrl(offersApiPaths.providerOffers, { providerId: w.providerId }),
          { ticketId: tickets.Cleo, ageGroupId: 2, startDate: '2027-03-01' },
          asProvider(),
        );
        expect(made.statusCode, made.body).toBe(201);
        const offer = made.json<ProviderOffer>();
        const cleo = (await list()).items.find((entry) => entry.childFirstName === 'Cleo');
        expect(cleo).toMatchObject({
          status: 'offered',
          position: 3,
          openOffer: { offerId: offer.id, deadlineAt: offer.deadlineAt },
          family: { parentName: 'Pat Okafor', email: w.parent.email, phone: null },
        });
        const response = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.parentRequests, { parentId: w.parent.id }),
          asParent(),
        );
        const offers = Object.fromEntries(
          response
            .json<ParentRequestsResponse>()
            .items.map((request) => [request.childFirstName, request.offer]),
        );
        expect(offers).toEqual({
          Ada: null,
          Ben: null,
          Cleo: {
            id: offer.id,
            ageGroupId: 2,
            ageGroupName: offer.ageGroupName,
            startDate: '2027-03-01',
            deadlineAt: offer.deadlineAt,
            status: 'open',
          },
        });
      });
    });
  },
  { clock: time.clock },
);
