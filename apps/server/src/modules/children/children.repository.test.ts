import type { ChildInfo } from '@kinderwait/contract';
import { childrenApiPaths, roleIds } from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { findChildOfParent } from './children.repository.ts';

/**
 * A child is read by a batched statement (db/prepared-statement.ts batchedStatement): lookups
 * of several parents in one turn of the event loop share it, and each parent gets only their own.
 */
forEachDatabase((t) => {
  let ana: TestUser;
  let ben: TestUser;
  let anasChild: string;
  let bensChild: string;

  const addChild = async (parent: TestUser): Promise<string> => {
    const response = await sendJson(
      t.app(),
      'POST',
      childrenApiPaths.saveChildInfo,
      { firstName: 'Ari', lastName: 'Levi', dateOfBirth: '2025-08-01' },
      parent.headers(roleIds.Parent),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChildInfo>().id;
  };

  beforeAll(async () => {
    ana = await signUp(t.app(), { roles: ['Parent'] });
    ben = await signUp(t.app(), { roles: ['Parent'] });
    anasChild = await addChild(ana);
    bensChild = await addChild(ben);
  });

  it('finds a child for its own parent only, whoever else is looked up in the same turn', async () => {
    const db = t.connection().db;
    // Ids come checked by the routes' schemas; the same id in another case is the same child.
    const [own, others, bens] = await Promise.all([
      findChildOfParent(db, ana.id, anasChild),
      findChildOfParent(db, ben.id, anasChild),
      findChildOfParent(db, ben.id, bensChild.toUpperCase()),
    ]);
    expect(own?.id).toBe(anasChild);
    expect(others).toBeUndefined();
    expect(bens?.id).toBe(bensChild);
  });
});
