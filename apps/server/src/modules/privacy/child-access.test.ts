import type { ChildAccessResponse } from '@kinderwait/contract';
import { buildUrl, privacyApiPaths, providerWaitlistApiPaths, roleIds } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { createFamily, insertOwnedProvider } from '../../test/fixtures/waitlist-fixtures.ts';
import { getJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';

forEachDatabase((t) => {
  describe("who saw my child's information", () => {
    it("records each provider user's look at the waitlist, shown to that child's parent only", async () => {
      const app = t.app();
      const { db } = t.connection();
      const owner = await signUp(app, { name: 'Dana Daycare', roles: ['Licenced'] });
      const providerId = await insertOwnedProvider(db, owner, 'Maple Tots', 1, 2);
      const lina = await createFamily(app, 'Lina', [providerId]);
      const other = await createFamily(app, 'Omar', []);

      const before = await getJson(
        app,
        privacyApiPaths.childAccess,
        lina.user.headers(roleIds.Parent),
      );
      expect(before.json<ChildAccessResponse>().items).toEqual([
        { childId: lina.childId, childFirstName: 'Lina', entries: [] },
      ]);

      const seen = await getJson(
        app,
        buildUrl(providerWaitlistApiPaths.waitlist, { providerId }),
        owner.headers(roleIds.Licenced),
      );
      expect(seen.statusCode).toBe(200);

      const after = await getJson(
        app,
        privacyApiPaths.childAccess,
        lina.user.headers(roleIds.Parent),
      );
      const [record] = after.json<ChildAccessResponse>().items;
      expect(record?.entries.map(({ at: _at, ...entry }) => entry)).toEqual([
        {
          action: 'viewed',
          what: 'waitlist entry',
          actorName: 'Dana Daycare',
          providerName: 'Maple Tots',
        },
      ]);
      const others = await getJson(
        app,
        privacyApiPaths.childAccess,
        other.user.headers(roleIds.Parent),
      );
      expect(others.json<ChildAccessResponse>().items[0]?.entries).toEqual([]);
    });

    it('is append-only: the database refuses to change an entry', async () => {
      const { db } = t.connection();
      const [row] = (await db.execute<{ id: string }>(sql`select id from child_access_log limit 1`))
        .rows;
      if (row === undefined) throw new Error('the first test wrote an entry');
      await expect(
        db.execute(sql`update child_access_log set what = 'nothing' where id = ${row.id}`),
      ).rejects.toThrow();
    });

    it('needs the child.read permission', async () => {
      const provider = await signUp(t.app(), { roles: ['Licenced'] });
      const response = await getJson(
        t.app(),
        privacyApiPaths.childAccess,
        provider.headers(roleIds.Licenced),
      );
      expect(response.statusCode).toBe(403);
    });
  });
});
