import type {
  ChildcareProviderProfile,
  ClaimCodeSent,
  MatchesResponse,
  ParentChildcareRequest,
  ProviderWaitlistResponse,
} from '@kinderwait/contract';
import {
  buildUrl,
  childcareProvidersApiPaths,
  providerWaitlistApiPaths,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import type { TestListing } from '../../test/listing-claims.ts';
import { latestCodeFor, listingNamed, requestCode, verifyCode } from '../../test/listing-claims.ts';
import { fullEdit, getJson, sendJson } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { importLicensedCentres } from '../childcare-providers/licensed-centres-import.ts';
import type { Family } from '../../test/fixtures/waitlist-fixtures.ts';
import { createFamily, requestIdOf, requestOf } from '../../test/fixtures/waitlist-fixtures.ts';

/**
 * An imported licensed centre nobody manages yet keeps the requests parents send it: when an
 * operator claims the listing (a code to the City's published phone number, entered on the
 * claim screen), every request is on the new owner's waitlist with the status and position it
 * had, and the parents' lists show the same requests, now to a claimed centre.
 */

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

const quiet = { info: () => undefined, warn: () => undefined };

/** Toddler rooms within 1 km of City Hall (where the families live), neither claimed in the import. */
const plainCentre = 'Hester How Early Learning Centre';
const mergedCentre = 'Mothercraft:  Toronto Eaton Centre';

forEachDatabase(
  (t) => {
    beforeAll(async () => {
      await importLicensedCentres(t.connection().db, quiet);
    });

    const asProvider = (user: TestUser) => user.headers(roleIds.Licenced);

    /** A minute apart (the clock stands still otherwise, and equal times are ordered by id). */
    const joinAMinuteLater = async (firstName: string, listing: TestListing): Promise<Family> => {
      time.advance(60_000);
      return createFamily(t.app(), firstName, [listing.id]);
    };

    /** Ada and Ben wait, in that order; Cleo joined between them and withdrew. */
    const sendRequests = async (
      listing: TestListing,
    ): Promise<{ ada: Family; ben: Family; cleo: Family }> => {
      const ada = await joinAMinuteLater('Ada', listing);
      const cleo = await joinAMinuteLater('Cleo', listing);
      const ben = await joinAMinuteLater('Ben', listing);
      const withdrawn = await sendJson(
        t.app(),
        'PATCH',
        buildUrl(waitlistApiPaths.providerTicket, {
          providerId: listing.id,
          ticketId: cleo.ticketId,
        }),
        { status: 'withdrawn' },
        cleo.user.headers(roleIds.Parent),
      );
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      return { ada, ben, cleo };
    };

    const parentsView = async (
      families: readonly Family[],
      listing: TestListing,
    ): Promise<ParentChildcareRequest[]> => {
      const views: ParentChildcareRequest[] = [];
      for (const family of families) {
        const request = await requestOf(t.app(), family, listing.id);
        if (request === undefined) throw new Error('the request is not on the parent’s list');
        views.push(request);
      }
      return views;
    };

    const providerList = (user: TestUser, listing: TestListing) =>
      getJson(
        t.app(),
        buildUrl(providerWaitlistApiPaths.waitlist, { providerId: listing.id }),
        asProvider(user),
      );

    const claim = async (user: TestUser, listing: TestListing): Promise<void> => {
      const sent = await requestCode(t.app(), user, listing.id, 'sms');
      expect(sent.statusCode, sent.body).toBe(201);
      const { claimId } = sent.json<ClaimCodeSent>();
      const verified = await verifyCode(
        t.app(),
        user,
        claimId,
        await latestCodeFor(t.app(), listing.phone),
      );
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json<ChildcareProviderProfile>().id).toBe(listing.id);
    };

    /** What a provider's line must show of a family: the same request, status and position. */
    const entryOf = (family: Family, listing: TestListing, before: ParentChildcareRequest) => ({
      requestId: requestIdOf(family, listing.id),
      ticketId: family.ticketId,
      childId: family.childId,
      childFirstName: before.childFirstName,
      status: before.status,
      position: before.position,
      joinedAt: before.joinedAt,
    });

    /** Sends the requests, claims the listing, and checks both sides after. */
    const requestsSurviveTheClaim = async (claimant: TestUser, listing: TestListing) => {
      const { ada, ben, cleo } = await sendRequests(listing);
      const before = await parentsView([ada, ben, cleo], listing);
      expect(
        before.map(({ childFirstName, status, position, claimed, waitlistSize }) => ({
          childFirstName,
          status,
          position,
          claimed,
          waitlistSize,
        })),
      ).toEqual([
        { childFirstName: 'Ada', status: 'waiting', position: 1, claimed: false, waitlistSize: 2 },
        { childFirstName: 'Ben', status: 'waiting', position: 2, claimed: false, waitlistSize: 2 },
        {
          childFirstName: 'Cleo',
          status: 'withdrawn',
          position: null,
          claimed: false,
          waitlistSize: 2,
        },
      ]);
      // Not the claimant's list yet.
      expect((await providerList(claimant, listing)).statusCode).toBe(404);

      await claim(claimant, listing);

      // The parents' lists: the very same requests, now to a claimed centre.
      const after = await parentsView([ada, ben, cleo], listing);
      expect(after).toEqual(before.map((request) => ({ ...request, claimed: true })));

      // The new owner's line: Ada then Ben, waiting, at the positions the parents saw.
      const line = await providerList(claimant, listing);
      expect(line.statusCode, line.body).toBe(200);
      const waiting = line.json<ProviderWaitlistResponse>();
      expect(waiting.total).toBe(2);
      const [adaBefore, benBefore] = before;
      if (adaBefore === undefined || benBefore === undefined) {
        throw new Error('the requests were sent');
      }
      expect(waiting.items).toEqual([
        expect.objectContaining(entryOf(ada, listing, adaBefore)),
        expect.objectContaining(entryOf(ben, listing, benBefore)),
      ]);
      // A withdrawn request is the parent's alone: a provider's line never lists it.
      expect(waiting.items.map((entry) => entry.ticketId)).not.toContain(cleo.ticketId);

      // The child's matches still carry the request to the centre, at the same place in line.
      const matches = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.matches, { childId: ben.childId }, { pageSize: '200' }),
        ben.user.headers(roleIds.Parent),
      );
      expect(matches.statusCode, matches.body).toBe(200);
      const centre = matches.json<MatchesResponse>().items.find((item) => item.id === listing.id);
      expect(centre).toMatchObject({
        claimed: true,
        request: { id: requestIdOf(ben, listing.id), status: 'waiting', position: 2 },
      });
    };

    describe('an unclaimed imported centre', () => {
      it('keeps its requests, statuses and positions when an operator claims the listing', async () => {
        const operator = await signUp(t.app(), { name: 'Hana Operator', roles: ['Licenced'] });
        const listing = await listingNamed(t.app(), operator, plainCentre);
        await requestsSurviveTheClaim(operator, listing);
      });

      it('keeps them too when the operator’s profile from scratch is merged into the listing', async () => {
        const operator = await signUp(t.app(), { name: 'Mo Operator', roles: ['Licenced'] });
        const scratch = await sendJson(
          t.app(),
          'PATCH',
          childcareProvidersApiPaths.profile,
          // No vacancies stated: a raised vacancy is another behaviour (families are told).
          {
            ...fullEdit,
            ageGroups: fullEdit.ageGroups.map((group) => ({ ...group, availableSpaces: 0 })),
          },
          asProvider(operator),
        );
        expect(scratch.statusCode, scratch.body).toBe(200);
        const listing = await listingNamed(t.app(), operator, mergedCentre);
        await requestsSurviveTheClaim(operator, listing);
      });
    });
  },
  { clock: time.clock },
);
