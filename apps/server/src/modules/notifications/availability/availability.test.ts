import type {
  ApiErrorBody,
  AvailabilityAlert,
  AvailabilityResponse,
  NoticesResponse,
  SeenNoticesResponse,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  buildUrl,
  notificationsApiPaths,
  notificationsErrorCodes,
  roleIds,
  waitlistErrorCodes,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../../integrations/mail/mail-sender.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { outboxFor, signUp } from '../../../test/accounts.ts';
import { getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase, xsrfHeaders } from '../../../test/test-app.ts';
import { raisedAgeGroups } from '../../childcare-providers/spaces-raised.ts';
import type { Family } from '../../../test/fixtures/notifications-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  requestIdOf,
  setSpaces,
  toddlers,
} from '../../../test/fixtures/notifications-fixtures.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
const openedSubject = 'Sunny Days has a space for';

describe('raisedAgeGroups', () => {
  it('names the groups whose spaces went up, a new group with spaces included', () => {
    expect(
      raisedAgeGroups(
        [
          { ageGroupId: 1, availableSpaces: 2 },
          { ageGroupId: 2, availableSpaces: null },
          { ageGroupId: 3, availableSpaces: 4 },
        ],
        [
          { ageGroupId: 1, availableSpaces: 2 },
          { ageGroupId: 2, availableSpaces: 1 },
          { ageGroupId: 3, availableSpaces: 1 },
          { ageGroupId: 4, availableSpaces: 3 },
          { ageGroupId: 5, availableSpaces: null },
        ],
      ),
    ).toEqual([2, 4]);
  });
});

forEachDatabase(
  (t) => {
    let owner: TestUser;
    let stranger: TestUser;
    let providerId: string;
    let strangersProviderId: string;
    let first: Family;
    let second: Family;
    let priority: Family;
    let nearby: Family;

    const openedEmails = async (family: Family) =>
      (await outboxFor(t.app(), family.user.email)).filter((m) =>
        m.subject.startsWith(openedSubject),
      );
    const alertEmails = async () =>
      (await outboxFor(t.app(), nearby.user.email)).filter(
        (m) => m.subject === 'A space opened near you: Sunny Days',
      );

    const announce = (user: TestUser, body: object) =>
      sendJson(
        t.app(),
        'POST',
        notificationsApiPaths.availability,
        body,
        user.headers(roleIds.Licenced),
      );

    beforeAll(async () => {
      const app = t.app();
      const { db } = t.connection();
      owner = await signUp(app, { roles: ['Licenced'] });
      stranger = await signUp(app, { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(db, owner, 'Sunny Days', 1, 0);
      strangersProviderId = await insertOwnedProvider(db, stranger, 'Other Place', 2, 3);
      // A minute apart: the clock stands still, and the line orders by date joined.
      first = await createFamily(app, 'Amara', [providerId]);
      time.advance(60_000);
      second = await createFamily(app, 'Bilal', [providerId]);
      time.advance(60_000);
      priority = await createFamily(app, 'Chloe', [providerId]);
      // A family near the provider, not on its list: told only through its alert.
      nearby = await createFamily(app, 'Dev', [strangersProviderId]);
      await app.services.requestLifecycle.setRequestPriorityWeights(
        new Map([[requestIdOf(priority, providerId), 40]]),
      );
    });

    it('refuses without spaces (409), for another provider or age group (404), bad input (400), signed out (401)', async () => {
      const refused = await announce(owner, { providerId, ageGroupId: toddlers });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiErrorBody>().code).toBe(notificationsErrorCodes.noAvailableSpaces);

      const foreign = await announce(owner, {
        providerId: strangersProviderId,
        ageGroupId: toddlers,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<ApiErrorBody>().code).toBe(waitlistErrorCodes.childcareProviderNotFound);

      const group = await announce(owner, { providerId, ageGroupId: ageGroupIds.infant });
      expect(group.statusCode).toBe(404);
      expect(group.json<ApiErrorBody>().code).toBe(notificationsErrorCodes.ageGroupNotOffered);

      const invalid = await announce(owner, { providerId, ageGroupId: 'toddler' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<ApiErrorBody>().detail).toContain('ageGroupId');

      const signedOut = await sendJson(
        t.app(),
        'POST',
        notificationsApiPaths.availability,
        { providerId, ageGroupId: toddlers },
        {},
      );
      expect(signedOut.statusCode).toBe(401);
      await t.app().jobs.drain();
      expect(await openedEmails(first)).toHaveLength(0);
    });

    it('tells each waiting family once, in priority order, by email and in the app, retrying a failed send', async () => {
      const app = t.app();
      await setSpaces(t.connection().db, providerId, 2);
      const alert = await sendJson(
        app,
        'PUT',
        buildUrl(notificationsApiPaths.availabilityAlert, {
          childId: nearby.childId,
          ticketId: nearby.ticketId,
        }),
        {},
        nearby.user.headers(roleIds.Parent),
      );
      expect(alert.json<AvailabilityAlert>()).toEqual({ enabled: true });

      const response = await announce(owner, { providerId, ageGroupId: toddlers });
      expect(response.statusCode).toBe(200);
      expect(response.json<AvailabilityResponse>()).toMatchObject({
        availableSpaces: 2,
        familiesNotified: 3,
      });
      // Nothing is sent inside the request.
      expect(await openedEmails(priority)).toHaveLength(0);

      const send = vi.spyOn(app.mail, 'send');
      send.mockRejectedValueOnce(new Error('SMTP unavailable'));
      try {
        expect(await app.jobs.drain()).toMatchObject({ retried: 1, failed: 0 });
        time.advance(60_000);
        expect(await app.jobs.drain()).toMatchObject({ retried: 0, failed: 0 });
        const recipients = send.mock.calls.map(([message]: [MailMessage]) => message.to);
        // Priority first, then by date joined; the failed first send was retried a minute later.
        expect(recipients.filter((to) => to !== nearby.user.email)).toEqual([
          priority.user.email,
          first.user.email,
          second.user.email,
          priority.user.email,
        ]);
      } finally {
        send.mockRestore();
      }
      for (const family of [first, second, priority]) {
        expect(await openedEmails(family)).toHaveLength(1);
      }
      expect(await alertEmails()).toHaveLength(1);

      // The same opening again: nobody is told twice.
      const repeat = await announce(owner, { providerId, ageGroupId: toddlers });
      expect(repeat.json<AvailabilityResponse>()).toMatchObject({
        openingId: response.json<AvailabilityResponse>().openingId,
        familiesNotified: 0,
      });
      await app.jobs.drain();
      expect(await openedEmails(first)).toHaveLength(1);
      expect(await alertEmails()).toHaveLength(1);
    });

    it('lists the notices and marks them seen', async () => {
      const app = t.app();
      const headers = priority.user.headers(roleIds.Parent);
      const listed = await getJson(app, notificationsApiPaths.notices, headers);
      expect(listed.statusCode).toBe(200);
      const notices = listed.json<NoticesResponse>();
      expect(notices.unreadCount).toBe(1);
      expect(notices.items).toEqual([
        expect.objectContaining({
          kind: 'availability_opened',
          readAt: null,
          data: expect.objectContaining({
            providerId,
            providerName: 'Sunny Days',
            childId: priority.childId,
            childFirstName: 'Chloe',
            ageGroupId: toddlers,
          }) as unknown,
        }),
      ]);
      const alerted = await getJson(
        app,
        notificationsApiPaths.notices,
        nearby.user.headers(roleIds.Parent),
      );
      expect(alerted.json<NoticesResponse>().items.map((item) => item.kind)).toEqual([
        'availability_alert',
      ]);

      const seen = await sendJson(app, 'POST', notificationsApiPaths.noticesSeen, {}, headers);
      expect(seen.json<SeenNoticesResponse>()).toEqual({ unreadCount: 0 });
      const after = (
        await getJson(app, notificationsApiPaths.notices, headers)
      ).json<NoticesResponse>();
      expect(after.items[0]?.readAt).toEqual(expect.any(String));
      // Another user's notices are untouched.
      const others = await getJson(
        app,
        notificationsApiPaths.notices,
        first.user.headers(roleIds.Parent),
      );
      expect(others.json<NoticesResponse>().unreadCount).toBe(1);

      const badIds = await sendJson(
        app,
        'POST',
        notificationsApiPaths.noticesSeen,
        { ids: ['x'] },
        headers,
      );
      expect(badIds.statusCode).toBe(400);
      const signedOut = await app.inject({ method: 'GET', url: notificationsApiPaths.notices });
      expect(signedOut.statusCode).toBe(401);
    });

    it('tells the families again when the spaces go up once more', async () => {
      const app = t.app();
      await setSpaces(t.connection().db, providerId, 3);
      const response = await announce(owner, { providerId, ageGroupId: toddlers });
      expect(response.json<AvailabilityResponse>()).toMatchObject({ familiesNotified: 3 });
      await app.jobs.drain();
      expect(await openedEmails(second)).toHaveLength(2);
    });

    it("keeps a parent's alert to their own ticket: another parent's is a 404", async () => {
      const url = buildUrl(notificationsApiPaths.availabilityAlert, {
        childId: nearby.childId,
        ticketId: nearby.ticketId,
      });
      const foreign = await getJson(t.app(), url, first.user.headers(roleIds.Parent));
      expect(foreign.statusCode).toBe(404);
      const wrongTicket = await getJson(
        t.app(),
        buildUrl(notificationsApiPaths.availabilityAlert, {
          childId: nearby.childId,
          ticketId: first.ticketId,
        }),
        nearby.user.headers(roleIds.Parent),
      );
      expect(wrongTicket.statusCode).toBe(404);
      expect(wrongTicket.json<ApiErrorBody>().code).toBe(waitlistErrorCodes.waitlistTicketNotFound);
      const off = await t.app().inject({
        method: 'DELETE',
        url,
        headers: { ...(await xsrfHeaders(t.app())), ...nearby.user.headers(roleIds.Parent) },
      });
      expect(off.json<AvailabilityAlert>()).toEqual({ enabled: false });
      const read = await getJson(t.app(), url, nearby.user.headers(roleIds.Parent));
      expect(read.json<AvailabilityAlert>()).toEqual({ enabled: false });
    });
  },
  { clock: time.clock },
);
