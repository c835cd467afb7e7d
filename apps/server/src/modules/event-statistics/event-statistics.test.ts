import { eventStatisticsApiPaths, roleIds } from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { post, signUp } from '../../test/accounts.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { eventStatistics } from './event-statistics.tables.ts';

const time = createTestClock(new Date('2026-11-22T15:30:00Z'));
const click = { eventType: 'feature_unavailable_click', feature: 'Booking', path: '/home' };

forEachDatabase(
  (t) => {
    let user: TestUser;

    beforeAll(async () => {
      user = await signUp(t.app(), { roles: ['Parent'] });
    });

    const collect = (body: object, headers: Record<string, string>) =>
      post(t.app(), eventStatisticsApiPaths.collect, body, headers);

    const eventsOf = (userId: string) =>
      t.app().db.select().from(eventStatistics).where(eq(eventStatistics.userId, userId));

    it('stores the click with the user, the current role, the feature, the path and the time (204)', async () => {
      const response = await collect(click, user.headers(roleIds.Parent));

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await eventsOf(user.id)).toEqual([
        expect.objectContaining({
          userId: user.id,
          roleId: roleIds.Parent,
          eventType: 'feature_unavailable_click',
          feature: 'Booking',
          path: '/home',
          createdAt: time.clock(),
        }),
      ]);
    });

    it('stores a click made without a role and without a path', async () => {
      const other = await signUp(t.app());
      const response = await collect(
        { eventType: click.eventType, feature: 'Messages' },
        other.headers(),
      );
      expect(response.statusCode).toBe(204);
      expect(await eventsOf(other.id)).toEqual([
        expect.objectContaining({ roleId: null, feature: 'Messages', path: null }),
      ]);
    });

    it('answers an unknown feature or event type with 400 naming the field', async () => {
      const feature = await collect({ ...click, feature: 'Teleport' }, user.headers());
      expect(feature.statusCode).toBe(400);
      expect(feature.json<{ detail: string }>().detail).toMatch(/^body\.feature: /);
      const eventType = await collect({ ...click, eventType: 'click' }, user.headers());
      expect(eventType.json<{ detail: string }>().detail).toMatch(/^body\.eventType: /);
    });

    it('answers no token with 401 and a role not held with 403, storing nothing', async () => {
      const anonymous = await signUp(t.app());
      expect((await collect(click, {})).statusCode).toBe(401);
      expect((await collect(click, anonymous.headers(roleIds.Licenced))).statusCode).toBe(403);
      expect(await eventsOf(anonymous.id)).toEqual([]);
    });
  },
  { clock: time.clock },
);
