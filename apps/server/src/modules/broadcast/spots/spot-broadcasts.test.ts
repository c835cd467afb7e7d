import type {
  ApiErrorBody,
  BroadcastInvitation,
  BroadcastInvitationsResponse,
  BroadcastOrder,
  BroadcastReachResponse,
  NoticesResponse,
  TelephonyLogEntry,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  broadcastApiPaths,
  broadcastErrorCodes,
  buildUrl,
  devTelephonyApiPaths,
  notificationsApiPaths,
  providerTypeIds,
  roleIds,
  waitlistErrorCodes,
} from '@kinderwait/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../../integrations/mail/mail-sender.ts';
import { dayMs } from '../../../clock.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { outboxFor, signUp } from '../../../test/accounts.ts';
import { buyInSandbox } from '../../../test/checkout.ts';
import { withFreshToken } from '../../../test/fixtures/notifications-fixtures.ts';
import type { SpotFamily } from '../../../test/fixtures/spot-families.ts';
import { createSpotFamily } from '../../../test/fixtures/spot-families.ts';
import { insertTestProvider } from '../../../test/fixtures/provider-fixtures.ts';
import { cityHall, getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { broadcastInvitations, broadcastOrders } from '../broadcast.tables.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
const toddlers = ageGroupIds.toddler;
const weekdays = [0, 1, 2, 3, 4].map((day) => ({ day, timeStart: '07:00', timeEnd: '18:00' }));

forEachDatabase(
  (t) => {
    let owner: TestUser;
    let providerId: string;
    let families: Record<string, SpotFamily>;

    const provider = () => owner.headers(roleIds.Licenced);
    const parent = (family: SpotFamily | undefined) => {
      if (family === undefined) throw new Error('no such family');
      return family.user.headers(roleIds.Parent);
    };
    const family = (name: string): SpotFamily => {
      const found = families[name];
      if (found === undefined) throw new Error(`no family ${name}`);
      return found;
    };

    const setSpaces = (spaces: number) =>
      t
        .connection()
        .db.execute(
          sql`update provider_age_groups set available_spaces = ${spaces} where provider_id = ${providerId} and age_group_id = ${toddlers}`,
        );

    /** Paid from the provider's monthly allowance (the orders service), which sends it. */
    const pay = async (orderId: string) => {
      const paid = await sendJson(
        t.app(),
        'POST',
        buildUrl(broadcastApiPaths.useAllowance, { orderId }),
        {},
        provider(),
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.json<BroadcastOrder>().state).toBe('sending');
    };

    /** The order as its provider reads it (GET /api/broadcast/orders/{orderId}). */
    const orderView = async (orderId: string) => {
      const response = await getJson(
        t.app(),
        buildUrl(broadcastApiPaths.order, { orderId }),
        provider(),
      );
      expect(response.statusCode).toBe(200);
      return response.json<BroadcastOrder>();
    };

    const create = async () => {
      const response = await sendJson(
        t.app(),
        'POST',
        broadcastApiPaths.spots,
        { ageGroupId: toddlers },
        provider(),
      );
      expect(response.statusCode).toBe(201);
      return response.json<BroadcastOrder>();
    };

    const invitationsOf = (db: ReturnType<typeof t.connection>['db'], orderId: string) =>
      db
        .select({
          childId: broadcastInvitations.childId,
          rank: broadcastInvitations.rank,
          onProvidersWaitlist: broadcastInvitations.onProvidersWaitlist,
          notifiedAt: broadcastInvitations.notifiedAt,
        })
        .from(broadcastInvitations)
        .where(eq(broadcastInvitations.orderId, orderId))
        .orderBy(asc(broadcastInvitations.rank));

    const spotEmails = async (name: string) =>
      (await outboxFor(t.app(), family(name).user.email)).filter((message) =>
        message.subject.startsWith('Sunny Days has a space for'),
      );

    const listInvitations = async (name: string) => {
      const response = await getJson(t.app(), broadcastApiPaths.invitations, parent(family(name)));
      expect(response.statusCode).toBe(200);
      return response.json<BroadcastInvitationsResponse>().items;
    };

    beforeAll(async () => {
      const app = t.app();
      const { db } = t.connection();
      owner = await signUp(app, { roles: ['Licenced'] });
      providerId = await insertTestProvider(db, {
        name: 'Sunny Days',
        providerTypeId: providerTypeIds['licensed-centre'],
        latitude: cityHall.latitude,
        longitude: cityHall.longitude,
        ageGroups: [
          {
            ageGroupId: toddlers,
            licensedSpaces: 10,
            availableSpaces: 0,
            availableStartDate: '2026-12-15',
            hoursOfBusiness: weekdays,
          },
        ],
      });
      await db.execute(
        sql`update childcare_providers set owner_user_id = ${owner.id} where id = ${providerId}`,
      );
      // Told: Amara and Bilal wait on the provider's list (Bilal first by priority, though
      // farther); Chloe and Dev are nearby with their alerts on (Chloe nearer).
      const amara = await createSpotFamily(app, 'Amara', { km: 2, requestTo: [providerId] });
      time.advance(60_000);
      const bilal = await createSpotFamily(app, 'Bilal', { km: 3, requestTo: [providerId] });
      const dev = await createSpotFamily(app, 'Dev', { km: 4 });
      const chloe = await createSpotFamily(app, 'Chloe', { km: 1 });
      // Not told: each misses one thing.
      const rest = {
        Emma: await createSpotFamily(app, 'Emma', { km: 1, alert: false }),
        Farah: await createSpotFamily(app, 'Farah', { km: 1, dateOfBirth: '2026-09-01' }),
        Gia: await createSpotFamily(app, 'Gia', {
          km: 1,
          providerTypeId: providerTypeIds['licensed-home'],
        }),
        Hana: await createSpotFamily(app, 'Hana', { km: 8 }),
        Ivy: await createSpotFamily(app, 'Ivy', {
          km: 1,
          dateOfBirth: '2025-04-01',
          requestedStartDate: '2026-12-01',
        }),
        Jo: await createSpotFamily(app, 'Jo', {
          km: 1,
          schedule: [{ day: 'Saturday', timeOfDay: 'Morning' }],
        }),
      };
      families = { Amara: amara, Bilal: bilal, Chloe: chloe, Dev: dev, ...rest };
      // Chloe's parent has KinderWait Plus and a phone number (texted); Dev's a phone only.
      await db.execute(
        sql`update users set phone_number = '+14165550101' where id = ${chloe.user.id}`,
      );
      await db.execute(
        sql`update users set phone_number = '+14165550102' where id = ${dev.user.id}`,
      );
      await buyInSandbox(app, chloe.user, roleIds.Parent, ['kinderwait-plus'], 'subscription');
      const bilalsRequest = await app.services.requestLifecycle.requestOfProvider(providerId, {
        ticketId: bilal.ticketId,
      });
      if (bilalsRequest === undefined) throw new Error('no request');
      await app.services.requestLifecycle.setRequestPriorityWeights(
        new Map([[bilalsRequest.id, 40]]),
      );
    });

    it('refuses a spot broadcast without spaces, of an age group not offered, without a profile, or to a parent', async () => {
      const app = t.app();
      const noSpaces = await sendJson(
        app,
        'POST',
        broadcastApiPaths.spots,
        { ageGroupId: toddlers },
        provider(),
      );
      expect(noSpaces.statusCode).toBe(409);
      expect(noSpaces.json<ApiErrorBody>().code).toBe(broadcastErrorCodes.noSpacesToBroadcast);

      await setSpaces(2);
      const notOffered = await sendJson(
        app,
        'POST',
        broadcastApiPaths.spotReach,
        { ageGroupId: ageGroupIds.infant },
        provider(),
      );
      expect(notOffered.statusCode).toBe(409);
      expect(notOffered.json<ApiErrorBody>().code).toBe(broadcastErrorCodes.ageGroupNotOffered);

      const newcomer = await signUp(app, { roles: ['Licenced'] });
      const noProfile = await sendJson(
        app,
        'POST',
        broadcastApiPaths.spots,
        { ageGroupId: toddlers },
        newcomer.headers(roleIds.Licenced),
      );
      expect(noProfile.statusCode).toBe(404);
      expect(noProfile.json<ApiErrorBody>().code).toBe(
        waitlistErrorCodes.childcareProviderNotFound,
      );

      const asParent = await sendJson(
        app,
        'POST',
        broadcastApiPaths.spots,
        { ageGroupId: toddlers },
        parent(family('Amara')),
      );
      expect(asParent.statusCode).toBe(403);

      const invalid = await sendJson(
        app,
        'POST',
        broadcastApiPaths.spotReach,
        { ageGroupId: 'toddler' },
        provider(),
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<ApiErrorBody>().detail).toContain('ageGroupId');

      const signedOut = await sendJson(
        app,
        'POST',
        broadcastApiPaths.spots,
        { ageGroupId: toddlers },
        {},
      );
      expect(signedOut.statusCode).toBe(401);
      const orders = await t.connection().db.select().from(broadcastOrders);
      expect(orders).toHaveLength(0);
    });

    it('refuses a spot broadcast that would reach no family', async () => {
      const { db } = t.connection();
      const alerts = await db.execute<{ ticket_id: string; user_id: string; created_at: Date }>(
        sql`delete from availability_alerts returning ticket_id, user_id, created_at`,
      );
      try {
        const reach = await sendJson(
          t.app(),
          'POST',
          broadcastApiPaths.spotReach,
          { ageGroupId: toddlers },
          provider(),
        );
        expect(reach.json<BroadcastReachResponse>()).toEqual({ reach: 0 });
        const refused = await sendJson(
          t.app(),
          'POST',
          broadcastApiPaths.spots,
          { ageGroupId: toddlers },
          provider(),
        );
        expect(refused.statusCode).toBe(409);
        expect(refused.json<ApiErrorBody>().code).toBe(broadcastErrorCodes.broadcastReachesNoOne);
      } finally {
        for (const alert of alerts.rows) {
          await db.execute(
            sql`insert into availability_alerts (ticket_id, user_id, created_at) values (${alert.ticket_id}, ${alert.user_id}, ${alert.created_at})`,
          );
        }
      }
    });

    it('tells the matching families with alerts on, own waitlist first in line order, then by distance, each once', async () => {
      const app = t.app();
      const { db } = t.connection();
      const reach = await sendJson(
        app,
        'POST',
        broadcastApiPaths.spotReach,
        { ageGroupId: toddlers },
        provider(),
      );
      expect(reach.statusCode).toBe(200);
      expect(reach.json<BroadcastReachResponse>()).toEqual({ reach: 4 });

      const order = await create();
      expect(order).toMatchObject({
        kind: 'spot',
        state: 'awaiting_payment',
        isPaid: false,
        estimatedReach: 4,
        reached: 0,
        requestsReceived: 0,
        child: null,
        need: null,
        spot: {
          providerId,
          providerName: 'Sunny Days',
          ageGroup: { id: toddlers },
          availableSpaces: 2,
          availableStartDate: '2026-12-15',
        },
      });
      // Unpaid: nothing goes out.
      await app.jobs.drain();
      expect(await invitationsOf(db, order.id)).toHaveLength(0);

      await pay(order.id);
      const send = vi.spyOn(app.mail, 'send');
      try {
        await app.jobs.drain();
        // The emails went out in rank order (the queue runs jobs in the order they were queued).
        expect(send.mock.calls.map(([message]: [MailMessage]) => message.to)).toEqual(
          ['Bilal', 'Amara', 'Chloe', 'Dev'].map((name) => family(name).user.email),
        );
      } finally {
        send.mockRestore();
      }
      const invited = await invitationsOf(db, order.id);
      expect(invited.map((row) => [row.childId, row.rank, row.onProvidersWaitlist])).toEqual([
        [family('Bilal').childId, 1, true],
        [family('Amara').childId, 2, true],
        [family('Chloe').childId, 3, false],
        [family('Dev').childId, 4, false],
      ]);
      expect(invited.every((row) => row.notifiedAt !== null)).toBe(true);

      // One notice per family: the waiting families read "opened", the others their alert's.
      const notices = await db.execute<{ user_id: string; kind: string }>(
        sql`select user_id, kind from notices where dedupe_key like 'broadcast-spot:%'`,
      );
      const kindOf = new Map(notices.rows.map((row) => [row.user_id, row.kind]));
      expect(notices.rows).toHaveLength(4);
      expect(
        ['Bilal', 'Amara', 'Chloe', 'Dev'].map((name) => kindOf.get(family(name).user.id)),
      ).toEqual([
        'availability_opened',
        'availability_opened',
        'availability_alert',
        'availability_alert',
      ]);
      for (const name of ['Bilal', 'Amara', 'Chloe', 'Dev']) {
        expect(await spotEmails(name)).toHaveLength(1);
      }
      const texts = await t.app().inject({ method: 'GET', url: devTelephonyApiPaths.log });
      expect(
        texts
          .json<TelephonyLogEntry[]>()
          .filter((entry) => entry.kind === 'sms')
          .map((entry) => [entry.to, entry.text]),
      ).toEqual([
        [
          '+14165550101',
          'KinderWait: Sunny Days has Toddler spaces for Chloe. http://localhost:3000/broadcast/invitations',
        ],
      ]);
      for (const name of ['Emma', 'Farah', 'Gia', 'Hana', 'Ivy', 'Jo']) {
        expect(await spotEmails(name)).toHaveLength(0);
        expect(await listInvitations(name)).toEqual([]);
      }
      const chloesNotices = await getJson(
        app,
        notificationsApiPaths.notices,
        parent(family('Chloe')),
      );
      expect(chloesNotices.json<NoticesResponse>().items[0]).toMatchObject({
        kind: 'availability_alert',
        data: { providerName: 'Sunny Days', childFirstName: 'Chloe' },
      });

      const [sent] = await db
        .select()
        .from(broadcastOrders)
        .where(eq(broadcastOrders.id, order.id));
      expect(sent?.state).toBe('sent');
      expect(sent?.sentAt?.getTime()).toBe(time.clock().getTime());
      expect(sent?.expiresAt?.getTime()).toBe(time.clock().getTime() + 30 * dayMs);
      expect(await orderView(order.id)).toMatchObject({
        state: 'sent',
        isPaid: true,
        paidWith: 'allowance',
        reached: 4,
        requestsReceived: 0,
      });

      // The job again (a retry, a lease that ran out): nobody is told twice.
      await db
        .update(broadcastOrders)
        .set({ state: 'sending' })
        .where(eq(broadcastOrders.id, order.id));
      await app.services.spotBroadcasts.deliverSpot(order.id);
      await app.jobs.drain();
      expect(await invitationsOf(db, order.id)).toHaveLength(4);
      for (const name of ['Bilal', 'Amara', 'Chloe', 'Dev']) {
        expect(await spotEmails(name)).toHaveLength(1);
      }
    });

    it('tells each child exactly once when two app instances deliver the same order at once', async () => {
      const second = await t.buildApp({ clock: time.clock });
      const { db } = t.connection();
      const order = await create();
      await db
        .update(broadcastOrders)
        .set({ state: 'sending', paidAt: time.clock(), paidWith: 'allowance' })
        .where(eq(broadcastOrders.id, order.id));
      await Promise.all([
        t.app().services.spotBroadcasts.deliverSpot(order.id),
        second.services.spotBroadcasts.deliverSpot(order.id),
        t.app().services.spotBroadcasts.deliverSpot(order.id),
      ]);
      const invited = await invitationsOf(db, order.id);
      expect(invited.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
      expect(new Set(invited.map((row) => row.childId)).size).toBe(4);
      const notices = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from notices n join broadcast_invitations i on n.dedupe_key = 'broadcast-spot:' || i.id where i.order_id = ${order.id}`,
      );
      expect(notices.rows[0]?.count).toBe(4);
      await t.app().jobs.drain();
      for (const name of ['Bilal', 'Amara', 'Chloe', 'Dev']) {
        expect(await spotEmails(name)).toHaveLength(2);
      }
      // Withdrawn by the provider: its invitations are no longer listed nor answerable (the
      // next test finds Chloe's first invitation alone).
      await db
        .update(broadcastOrders)
        .set({ state: 'withdrawn', withdrawnAt: time.clock() })
        .where(eq(broadcastOrders.id, order.id));
      const [withdrawn] = await db
        .select({ id: broadcastInvitations.id })
        .from(broadcastInvitations)
        .where(
          and(
            eq(broadcastInvitations.orderId, order.id),
            eq(broadcastInvitations.childId, family('Chloe').childId),
          ),
        );
      if (withdrawn === undefined) throw new Error('no invitation');
      const refused = await sendJson(
        t.app(),
        'POST',
        buildUrl(broadcastApiPaths.invitationRequest, { invitationId: withdrawn.id }),
        {},
        parent(family('Chloe')),
      );
      expect(refused.statusCode).toBe(404);
    });

    it("lists a parent's invitations and sends a request that lands on the provider's waitlist, once", async () => {
      const app = t.app();
      const [invitation, ...others] = await listInvitations('Chloe');
      expect(others).toEqual([]);
      if (invitation === undefined) throw new Error('no invitation');
      expect(invitation).toMatchObject({
        child: { id: family('Chloe').childId, firstName: 'Chloe' },
        spot: { providerId, providerName: 'Sunny Days', availableSpaces: 2 },
        distanceKm: 1,
        onProvidersWaitlist: false,
        requestId: null,
        open: true,
      });
      expect((await listInvitations('Bilal')).map((item) => item.onProvidersWaitlist)).toEqual([
        true,
      ]);

      const url = buildUrl(broadcastApiPaths.invitationRequest, { invitationId: invitation.id });
      const foreign = await sendJson(app, 'POST', url, {}, parent(family('Dev')));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<ApiErrorBody>().code).toBe(
        broadcastErrorCodes.broadcastInvitationNotFound,
      );
      const asProvider = await sendJson(app, 'POST', url, {}, provider());
      expect(asProvider.statusCode).toBe(403);

      const sent = await sendJson(app, 'POST', url, {}, parent(family('Chloe')));
      expect(sent.statusCode).toBe(200);
      const requestId = sent.json<BroadcastInvitation>().requestId;
      expect(requestId).not.toBeNull();
      const again = await sendJson(app, 'POST', url, {}, parent(family('Chloe')));
      expect(again.json<BroadcastInvitation>().requestId).toBe(requestId);

      const line = await app.services.requestLifecycle.providerWaitlist(providerId, {
        status: 'waiting',
        page: 1,
        pageSize: 50,
      });
      expect(line.items.map((entry) => entry.child.firstName)).toEqual(['Bilal', 'Amara', 'Chloe']);
      expect(line.items.find((entry) => entry.child.firstName === 'Chloe')?.id).toBe(requestId);
      const [order] = await t
        .connection()
        .db.select({ id: broadcastOrders.id })
        .from(broadcastOrders)
        .where(eq(broadcastOrders.state, 'sent'));
      if (order === undefined) throw new Error('no sent order');
      expect(await orderView(order.id)).toMatchObject({ reached: 4, requestsReceived: 1 });
    });

    it('refuses a request once the broadcast expired, and lists it closed', async () => {
      time.advance(31 * dayMs);
      try {
        const dev = await withFreshToken(t.app(), family('Dev').user);
        const listed = await getJson(
          t.app(),
          broadcastApiPaths.invitations,
          dev.headers(roleIds.Parent),
        );
        const [invitation] = listed.json<BroadcastInvitationsResponse>().items;
        if (invitation === undefined) throw new Error('no invitation');
        expect(invitation.open).toBe(false);
        const refused = await sendJson(
          t.app(),
          'POST',
          buildUrl(broadcastApiPaths.invitationRequest, { invitationId: invitation.id }),
          {},
          dev.headers(roleIds.Parent),
        );
        expect(refused.statusCode).toBe(409);
        expect(refused.json<ApiErrorBody>().code).toBe(broadcastErrorCodes.broadcastClosed);
        const unknown = await sendJson(
          t.app(),
          'POST',
          buildUrl(broadcastApiPaths.invitationRequest, {
            invitationId: '00000000-0000-4000-8000-000000000000',
          }),
          {},
          dev.headers(roleIds.Parent),
        );
        expect(unknown.statusCode).toBe(404);
      } finally {
        // The other database's run starts from the same day.
        time.advance(-31 * dayMs);
      }
    });
  },
  { clock: time.clock },
);
