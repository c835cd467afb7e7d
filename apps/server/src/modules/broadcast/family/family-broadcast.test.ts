import type {
  ApiErrorBody,
  BroadcastCheckoutResponse,
  BroadcastInterest,
  BroadcastOrder,
  BroadcastOrdersResponse,
  BroadcastReachResponse,
  IncomingBroadcast,
} from '@kinderwait/contract';
import {
  broadcastApiPaths,
  buildUrl,
  childrenApiPaths,
  providerTypeIds,
  roleIds,
} from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import { dayMs } from '../../../clock.ts';
import { post, signUp } from '../../../test/accounts.ts';
import { paySandbox } from '../../../test/checkout.ts';
import type { BroadcastProvider } from '../../../test/fixtures/family-broadcasts.ts';
import {
  broadcastFilters,
  broadcastProvider,
  familyBroadcastCalls,
} from '../../../test/fixtures/family-broadcasts.ts';
import type { Family } from '../../../test/fixtures/waitlist-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  requestsOf,
  toddlers,
} from '../../../test/fixtures/waitlist-fixtures.ts';
import { cityHall } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { gatherPersonalData } from '../../privacy/personal-data-archive.ts';
import { findOrder } from '../broadcast.repository.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));

const filters = broadcastFilters;

forEachDatabase(
  (t) => {
    let maple: BroadcastProvider;
    let cedar: BroadcastProvider;
    let unclaimedId: string;
    let family: Family;

    beforeAll(async () => {
      const app = t.app();
      maple = await broadcastProvider(app, 'Maple Tots', 1);
      cedar = await broadcastProvider(app, 'Cedar House', 2);
      // An imported centre nobody claimed: it has no account to receive anything.
      unclaimedId = await insertOwnedProvider(app.db, null, 'Unclaimed Centre', 1.5, 2);
      family = await createFamily(app, 'Lina', []);
    });

    const parentHeaders = () => family.user.headers(roleIds.Parent);
    const calls = familyBroadcastCalls(() => t.app());
    const { call, incomingOf, answer } = calls;
    const orderOf = (orderId: string) => calls.orderOf(family.user, orderId);
    const interestOf = (orderId: string) => calls.interestOf(family.user, orderId);
    const sentOrder = () => calls.sentOrder(family.user, family.childId);

    it('goes from created to paid in the sandbox, sent, answered, accepted and deleted', async () => {
      // Reach first: the two claimed providers, never the unclaimed listing.
      const reach = await call('POST', broadcastApiPaths.reach, parentHeaders(), {
        childId: family.childId,
        filters,
      });
      expect(reach.json<BroadcastReachResponse>()).toEqual({ reach: 2 });

      const created = await call('POST', broadcastApiPaths.orders, parentHeaders(), {
        childId: family.childId,
        filters,
      });
      expect(created.statusCode, created.body).toBe(201);
      const order = created.json<BroadcastOrder>();
      expect(order).toMatchObject({
        kind: 'family',
        state: 'awaiting_payment',
        isPaid: false,
        estimatedReach: 2,
        reached: 0,
        child: { id: family.childId, firstName: 'Lina' },
        need: {
          ageGroup: { id: toddlers },
          requestedStartDate: '2027-03-01',
          providerTypes: ['licensed-centre'],
          distanceKm: 5,
          ageMonthsAtStart: 19,
        },
      });
      // Not paid: not listed by the IsPaid filter, and nobody received anything.
      const paidOnly = await call(
        'GET',
        buildUrl(broadcastApiPaths.orders, {}, { $filter: 'IsPaid eq true' }),
        parentHeaders(),
      );
      expect(paidOnly.json<BroadcastOrdersResponse>().items.map((item) => item.id)).not.toContain(
        order.id,
      );
      expect(await incomingOf(maple.user)).toEqual([]);

      const opened = await call(
        'POST',
        buildUrl(broadcastApiPaths.checkout, { orderId: order.id }),
        parentHeaders(),
      );
      expect(opened.statusCode, opened.body).toBe(201);
      const sessionId = opened.json<BroadcastCheckoutResponse>().id;
      expect((await paySandbox(t.app(), family.user, sessionId)).statusCode).toBe(200);
      expect((await orderOf(order.id)).state).toBe('sending');
      await t.app().jobs.drain();
      const sent = await orderOf(order.id);
      expect(sent).toMatchObject({
        state: 'sent',
        isPaid: true,
        paidWith: 'checkout',
        reached: 2,
        sentAt: time.clock().toISOString(),
        expiresAt: new Date(time.clock().getTime() + 30 * dayMs).toISOString(),
        answers: { interested: 0, notNow: 0, pending: 2 },
      });
      const listed = await call(
        'GET',
        buildUrl(broadcastApiPaths.orders, {}, { $filter: 'IsPaid eq true' }),
        parentHeaders(),
      );
      expect(listed.json<BroadcastOrdersResponse>().items[0]?.id).toBe(order.id);

      const [toMaple] = await incomingOf(maple.user);
      const [toCedar] = await incomingOf(cedar.user);
      expect(toMaple).toMatchObject({
        answer: null,
        open: true,
        distanceKm: 1,
        parentDecision: null,
      });
      expect(toCedar).toBeDefined();
      if (toMaple === undefined || toCedar === undefined) return;

      // Answered: Maple interested, Cedar not now; Maple changes its start date before the decision.
      expect(
        (
          await answer(maple.user, toMaple.id, {
            answer: 'interested',
            ageGroupId: toddlers,
            startDate: '2027-04-01',
            note: 'We have a sunny room.',
          })
        ).statusCode,
      ).toBe(200);
      expect((await answer(cedar.user, toCedar.id, { answer: 'not_now' })).statusCode).toBe(200);
      const changed = await answer(maple.user, toMaple.id, {
        answer: 'interested',
        ageGroupId: toddlers,
        startDate: '2027-03-01',
      });
      expect(changed.json<IncomingBroadcast>()).toMatchObject({
        answer: 'interested',
        offeredStartDate: '2027-03-01',
        note: null,
      });
      expect((await orderOf(order.id)).answers).toEqual({ interested: 1, notNow: 1, pending: 0 });
      const [interest] = await interestOf(order.id);
      expect(interest).toMatchObject({
        id: toMaple.id,
        provider: { id: maple.id, name: 'Maple Tots' },
        ageGroup: { id: toddlers },
        startDate: '2027-03-01',
        availableSpaces: 2,
        decision: null,
      });

      // Accepted: a request to Maple and an open offer from it; Maple can no longer change it.
      const accepted = await call(
        'POST',
        buildUrl(broadcastApiPaths.acceptInterest, { orderId: order.id, answerId: toMaple.id }),
        parentHeaders(),
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const decided = accepted.json<BroadcastInterest>();
      expect(decided).toMatchObject({ decision: 'accepted' });
      expect(decided.requestId).not.toBeNull();
      expect(decided.offerId).not.toBeNull();
      const request = (await requestsOf(t.app(), family)).find(
        (item) => item.id === decided.requestId,
      );
      expect(request).toMatchObject({ status: 'offered' });
      const late = await answer(maple.user, toMaple.id, { answer: 'not_now' });
      expect(late.statusCode).toBe(409);
      expect(late.json<ApiErrorBody>().code).toBe('broadcast_closed');

      // Deleted: gone from the parent's list and the providers', the request and offer stay.
      const deleted = await call(
        'DELETE',
        buildUrl(broadcastApiPaths.order, { orderId: order.id }),
        parentHeaders(),
      );
      expect(deleted.statusCode).toBe(204);
      const all = await call('GET', broadcastApiPaths.orders, parentHeaders());
      expect(all.json<BroadcastOrdersResponse>().items.map((item) => item.id)).not.toContain(
        order.id,
      );
      expect((await incomingOf(maple.user)).map((item) => item.id)).not.toContain(toMaple.id);
      expect(
        (await requestsOf(t.app(), family)).find((item) => item.id === decided.requestId),
      ).toMatchObject({ status: 'offered' });
    });

    it('delivers once to each provider however often the job runs, and on two instances', async () => {
      const second = await t.buildApp({ clock: time.clock });
      const orderId = await sentOrder();
      await Promise.all([
        t.app().services.familyBroadcasts.deliver(orderId),
        second.services.familyBroadcasts.deliver(orderId),
        t.app().services.familyBroadcasts.deliverLateMatches(),
      ]);
      expect((await orderOf(orderId)).reached).toBe(2);
      const toMaple = (await incomingOf(maple.user)).map((item) => item.id);
      const told = (await t.app().services.notices.personalDataOf(maple.user.id)).flatMap(
        (notice) => (notice.kind === 'broadcast_received' ? [String(notice.data.deliveryId)] : []),
      );
      // One notice per delivery, and none twice.
      expect(new Set(told).size).toBe(told.length);
      for (const id of toMaple) expect(told).toContain(id);
    });

    it('reaches a provider that came to match later while the broadcast is open', async () => {
      const orderId = await sentOrder();
      const late = await signUp(t.app(), { roles: ['Licenced'] });
      await insertOwnedProvider(t.app().db, late, 'Birch Nook', 3, 1);
      // Written straight to the table: seen once this process's remembered lists expire.
      time.advance(60_000);
      await t.app().services.familyBroadcasts.deliverLateMatches();
      expect((await orderOf(orderId)).reached).toBe(3);
      // Every open broadcast it matches, this one among them.
      expect((await incomingOf(late)).length).toBeGreaterThanOrEqual(1);
    });

    it('never tells a provider the child’s name, the parent’s contact or the coordinates', async () => {
      await sentOrder();
      const response = await call(
        'GET',
        broadcastApiPaths.incoming,
        maple.user.headers(roleIds.Licenced),
      );
      const body = response.body;
      expect(body).not.toContain('Lina');
      expect(body).not.toContain('Okafor');
      expect(body).not.toContain(family.user.email);
      expect(body).not.toContain(String(cityHall.latitude));
      expect(body).not.toContain(String(cityHall.longitude));
      expect(body).not.toContain(family.childId);
    });

    it('answers 404 for another parent’s child or order, and 403 for a provider’s role', async () => {
      const stranger = await signUp(t.app(), { roles: ['Parent'] });
      const asStranger = stranger.headers(roleIds.Parent);
      const forChild = await call('POST', broadcastApiPaths.orders, asStranger, {
        childId: family.childId,
        filters,
      });
      expect(forChild.statusCode).toBe(404);
      const orderId = await sentOrder();
      for (const url of [
        buildUrl(broadcastApiPaths.order, { orderId }),
        buildUrl(broadcastApiPaths.interest, { orderId }),
      ]) {
        expect((await call('GET', url, asStranger)).statusCode).toBe(404);
      }
      expect(
        (await call('DELETE', buildUrl(broadcastApiPaths.order, { orderId }), asStranger))
          .statusCode,
      ).toBe(404);
      const asProvider = maple.user.headers(roleIds.Licenced);
      expect(
        (
          await call('POST', broadcastApiPaths.orders, asProvider, {
            childId: family.childId,
            filters,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('GET', broadcastApiPaths.incoming, parentHeaders())).statusCode).toBe(403);
    });

    it('lists the parent’s broadcasts in their data archive, and erasing the account removes them', async () => {
      const leaving = await createFamily(t.app(), 'Zora', []);
      const created = await post(
        t.app(),
        broadcastApiPaths.orders,
        { childId: leaving.childId, filters },
        leaving.user.headers(roleIds.Parent),
      );
      expect(created.statusCode, created.body).toBe(201);
      const orderId = created.json<BroadcastOrder>().id;
      const archive = await gatherPersonalData(
        t.app().services,
        leaving.user.id,
        () => Promise.resolve([]),
        time.clock(),
      );
      expect(archive.sections.broadcastOrders).toEqual([
        expect.objectContaining({
          id: orderId,
          childId: leaving.childId,
          state: 'awaiting_payment',
        }),
      ]);
      // The erasure's last step deletes the account row: its orders go with it.
      await t.app().services.users.deleteAccount(leaving.user.id);
      expect(await findOrder(t.app().db, orderId)).toBeUndefined();
    });

    it('refuses a filter other than IsPaid with 400', async () => {
      const response = await call(
        'GET',
        buildUrl(broadcastApiPaths.orders, {}, { $filter: 'IsPaid eq false' }),
        parentHeaders(),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().code).toBe('unsupported_filter');
    });

    it('refuses a child without a location with 409, and a broadcast reaching no one before payment', async () => {
      const saved = await post(
        t.app(),
        childrenApiPaths.saveChildInfo,
        { firstName: 'Noor', lastName: 'Haddad', dateOfBirth: '2025-08-01' },
        parentHeaders(),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const noLocation = await call('POST', broadcastApiPaths.orders, parentHeaders(), {
        childId: saved.json<{ id: string }>().id,
        filters,
      });
      expect(noLocation.statusCode).toBe(409);
      expect(noLocation.json<ApiErrorBody>().code).toBe('child_location_missing');

      const nobody = await call('POST', broadcastApiPaths.orders, parentHeaders(), {
        childId: family.childId,
        filters: { ...filters, ProviderTypes: [providerTypeIds['licensed-home']] },
      });
      expect(nobody.statusCode).toBe(409);
      expect(nobody.json<ApiErrorBody>().code).toBe('broadcast_reaches_no_one');
      expect(unclaimedId).toBeDefined();
    });
  },
  { clock: time.clock },
);
