import { roleIds, userLocationsApiPaths } from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { cityHall, sendJson, unionStation } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { findUserLocation } from './user-locations.repository.ts';

/**
 * A location is read by a batched statement (db/prepared-statement.ts batchedStatement): lookups
 * of several users in one turn of the event loop share it, and each gets their own.
 */
forEachDatabase((t) => {
  let ana: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    ana = await signUp(t.app(), { roles: ['Parent'] });
    ben = await signUp(t.app(), { roles: ['Parent'] });
    for (const [user, place] of [
      [ana, cityHall],
      [ben, unionStation],
    ] as const) {
      const response = await sendJson(
        t.app(),
        'POST',
        userLocationsApiPaths.userLocations,
        { ...place, updateChildrenLocation: true },
        user.headers(roleIds.Parent),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('answers each user their own location, whoever else is looked up in the same turn', async () => {
    const db = t.connection().db;
    const [anas, bens, nobody, notAnId] = await Promise.all([
      findUserLocation(db, ana.id),
      findUserLocation(db, ben.id.toUpperCase()),
      findUserLocation(db, '00000000-0000-4000-8000-000000000000'),
      findUserLocation(db, 'not-a-uuid'),
    ]);
    expect(anas?.address).toBe(cityHall.address);
    expect(bens?.address).toBe(unionStation.address);
    expect(nobody).toBeUndefined();
    expect(notAnId).toBeUndefined();
  });
});
