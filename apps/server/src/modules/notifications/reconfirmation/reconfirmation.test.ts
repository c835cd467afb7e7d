import type {
  ApiErrorBody,
  ConfirmationLinkView,
  NoticesResponse,
  TicketConfirmation,
} from '@kinderwait/contract';
import {
  buildUrl,
  notificationsApiPaths,
  notificationsErrorCodes,
  roleIds,
} from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import { dayMs } from '../../../clock.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { outboxFor, signUp } from '../../../test/accounts.ts';
import { getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import type { Family } from '../../../test/fixtures/notifications-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  requestOf,
  withFreshToken,
} from '../../../test/fixtures/notifications-fixtures.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
const reminderSubject = 'Still looking for care for Eli?';

forEachDatabase(
  (t) => {
    let owner: TestUser;
    let providerId: string;
    let family: Family;
    let joinedAt: string;

    /** Moves time on, and signs the parent in again (access tokens last minutes). */
    const advance = async (ms: number) => {
      time.advance(ms);
      family = { ...family, user: await withFreshToken(t.app(), family.user) };
    };

    const confirmationUrl = () =>
      buildUrl(notificationsApiPaths.confirmation, {
        childId: family.childId,
        ticketId: family.ticketId,
      });
    const state = async () =>
      (
        await getJson(t.app(), confirmationUrl(), family.user.headers(roleIds.Parent))
      ).json<TicketConfirmation>();
    const reminders = async () =>
      (await outboxFor(t.app(), family.user.email)).filter((m) => m.subject === reminderSubject);
    const linkOf = async () => {
      const [message] = await reminders();
      const match = /\/waitlist\/confirm\/([0-9a-f-]{36})\?token=([\w-]+)/.exec(
        message?.text ?? '',
      );
      if (match?.[1] === undefined || match[2] === undefined) throw new Error('no reminder link');
      return { ticketId: match[1], token: match[2] };
    };
    const providerSees = async () =>
      (
        await t
          .app()
          .services.requestLifecycle.requestOfProvider(providerId, { ticketId: family.ticketId })
      )?.status;

    beforeAll(async () => {
      owner = await signUp(t.app(), { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(t.connection().db, owner, 'Maple Tree', 1, 0);
      // The clock is this file's, moved on by the other database's run: dates from now, a
      // toddler (about 20 months old) starting in a month.
      const day = (days: number) =>
        new Date(time.clock().getTime() + days * dayMs).toISOString().slice(0, 10);
      family = await createFamily(t.app(), 'Eli', [providerId], {
        requestedStartDate: day(30),
        dateOfBirth: day(-600),
      });
      joinedAt = (await requestOf(t.app(), family, providerId))?.joinedAt ?? '';
    });

    it('reminds 90 days after the ticket was made, by email and in the app, once', async () => {
      const app = t.app();
      expect(await state()).toMatchObject({ state: 'confirmed', reminderSentAt: null });
      await advance(89 * dayMs);
      await app.jobs.drain();
      expect(await reminders()).toHaveLength(0);

      await advance(dayMs);
      await app.jobs.drain();
      await app.jobs.drain();
      expect(await reminders()).toHaveLength(1);
      expect(await state()).toMatchObject({
        state: 'due',
        reminderSentAt: expect.any(String) as unknown,
      });
      const notices = (
        await getJson(app, notificationsApiPaths.notices, family.user.headers(roleIds.Parent))
      ).json<NoticesResponse>();
      expect(notices.items.map((notice) => notice.kind)).toEqual(['reconfirmation_due']);
      expect(await providerSees()).toBe('waiting');
    });

    it('makes the ticket inactive 30 days after an unanswered reminder; the provider sees it', async () => {
      await advance(29 * dayMs);
      await t.app().jobs.drain();
      expect(await providerSees()).toBe('waiting');
      await advance(dayMs);
      await t.app().jobs.drain();
      expect(await state()).toMatchObject({
        state: 'inactive',
        inactiveAt: expect.any(String) as unknown,
      });
      expect(await providerSees()).toBe('inactive');
      expect((await requestOf(t.app(), family, providerId))?.status).toBe('inactive');
      // Never deleted, and not reminded again while inactive.
      await advance(100 * dayMs);
      await t.app().jobs.drain();
      expect(await reminders()).toHaveLength(1);
    });

    it('the emailed link reads without changing, and one tap reactivates at the original date joined', async () => {
      const app = t.app();
      const { ticketId, token } = await linkOf();
      const view = await sendJson(
        app,
        'POST',
        buildUrl(notificationsApiPaths.confirmationLinkView, { ticketId }),
        { token },
        {},
      );
      expect(view.json<ConfirmationLinkView>()).toMatchObject({
        childFirstName: 'Eli',
        state: 'inactive',
      });
      expect(await providerSees()).toBe('inactive');

      const wrong = await sendJson(
        app,
        'POST',
        buildUrl(notificationsApiPaths.confirmationLinkConfirm, { ticketId }),
        { token: `${token.slice(1)}x` },
        {},
      );
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json<ApiErrorBody>().code).toBe(notificationsErrorCodes.confirmationLinkInvalid);
      const empty = await sendJson(
        app,
        'POST',
        buildUrl(notificationsApiPaths.confirmationLinkConfirm, { ticketId }),
        {},
        {},
      );
      expect(empty.statusCode).toBe(400);

      const confirmed = await sendJson(
        app,
        'POST',
        buildUrl(notificationsApiPaths.confirmationLinkConfirm, { ticketId }),
        { token },
        {},
      );
      expect(confirmed.json<ConfirmationLinkView>()).toMatchObject({
        state: 'confirmed',
        inactiveAt: null,
      });
      const request = await requestOf(app, family, providerId);
      expect(request?.status).toBe('waiting');
      expect(request?.joinedAt).toBe(joinedAt);
      expect(request?.position).toBe(1);
    });

    it('a signed-in confirmation starts the 90 days again; another parent gets 404, signed out 401', async () => {
      const app = t.app();
      await advance(80 * dayMs);
      const confirmed = await sendJson(
        app,
        'POST',
        confirmationUrl(),
        {},
        family.user.headers(roleIds.Parent),
      );
      expect(confirmed.statusCode).toBe(200);
      await advance(80 * dayMs);
      await app.jobs.drain();
      expect(await reminders()).toHaveLength(1);
      await advance(10 * dayMs);
      await app.jobs.drain();
      expect(await reminders()).toHaveLength(2);

      const stranger = await withFreshToken(app, await signUp(app, { roles: ['Parent'] }), 0);
      const foreign = await getJson(app, confirmationUrl(), stranger.headers(roleIds.Parent));
      expect(foreign.statusCode).toBe(404);
      const signedOut = await app.inject({ method: 'GET', url: confirmationUrl() });
      expect(signedOut.statusCode).toBe(401);
      const badId = await getJson(
        app,
        buildUrl(notificationsApiPaths.confirmation, { childId: 'x', ticketId: family.ticketId }),
        family.user.headers(roleIds.Parent),
      );
      expect(badId.statusCode).toBe(400);
    });
  },
  { clock: time.clock },
);
