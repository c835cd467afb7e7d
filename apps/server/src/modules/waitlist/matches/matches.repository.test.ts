import type { ChildInfo, WaitlistData } from '@kinderwait/contract';
import {
  buildUrl,
  childrenApiPaths,
  providerTypeIds,
  roleIds,
  userLocationsApiPaths,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { cityHall, mondayMorningsTicket, sendJson } from '../../../test/sample-requests.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { insertTestProvider } from '../../../test/fixtures/provider-fixtures.ts';
import { findTicketForMatches } from './matches.repository.ts';

const ticketData: WaitlistData = { ...mondayMorningsTicket, ScheduleAvailability: [] };

/**
 * The matches page's read of the ticket is batched: the lookups of one turn of the event loop
 * share a statement (db/prepared-statement.ts batchedStatement). Lookups of different families in
 * the same batch must each get their own answer, and never another family's.
 */
forEachDatabase((t) => {
  interface Family {
    parent: TestUser;
    childId: string;
  }
  let ana: Family;
  let ben: Family;
  let likedByAna: string;

  const family = async (): Promise<Family> => {
    const parent = await signUp(t.app(), { roles: ['Parent'] });
    const headers = parent.headers(roleIds.Parent);
    const location = await sendJson(
      t.app(),
      'POST',
      userLocationsApiPaths.userLocations,
      { ...cityHall, updateChildrenLocation: true },
      headers,
    );
    expect(location.statusCode, location.body).toBe(200);
    const child = await sendJson(
      t.app(),
      'POST',
      childrenApiPaths.saveChildInfo,
      { firstName: 'Ari', lastName: 'Levi', dateOfBirth: '2025-08-01' },
      headers,
    );
    expect(child.statusCode, child.body).toBe(200);
    const childId = child.json<ChildInfo>().id;
    const ticket = await sendJson(
      t.app(),
      'POST',
      buildUrl(waitlistApiPaths.tickets, { childId }),
      ticketData,
      headers,
    );
    expect(ticket.statusCode, ticket.body).toBe(201);
    return { parent, childId };
  };

  beforeAll(async () => {
    ana = await family();
    ben = await family();
    likedByAna = await insertTestProvider(t.connection().db, {
      name: 'Maple Leaf Early Learning',
      providerTypeId: providerTypeIds['licensed-centre'],
      latitude: cityHall.latitude,
      longitude: cityHall.longitude,
      ageGroups: [{ ageGroupId: 2 }],
    });
    const like = await sendJson(
      t.app(),
      'POST',
      waitlistApiPaths.favorites,
      { childcareProviderId: likedByAna, liked: true },
      ana.parent.headers(roleIds.Parent),
    );
    expect(like.statusCode, like.body).toBe(200);
  });

  describe('lookups of several families in one turn', () => {
    it('a ticket carries the likes of the parent who asked, and none of another’s', async () => {
      const db = t.connection().db;
      const [anas, bens, asBen] = await Promise.all([
        findTicketForMatches(db, ana.childId, ana.parent.id),
        findTicketForMatches(db, ben.childId, ben.parent.id),
        // Ownership is the child lookup's (read beside it); the likes are always the asker's.
        findTicketForMatches(db, ana.childId, ben.parent.id),
      ]);
      expect(anas?.ticket.childId).toBe(ana.childId);
      expect(anas?.liked).toEqual([likedByAna]);
      expect(bens?.ticket.childId).toBe(ben.childId);
      expect(bens?.liked).toEqual([]);
      expect(asBen?.liked).toEqual([]);
    });
  });
});
