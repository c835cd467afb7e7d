import type { ProviderOffer, ProviderWaitlistEntry } from '@kinderwait/contract';
import { buildUrl, offersApiPaths, providerWaitlistApiPaths, roleIds } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { getJson, sendJson } from '../../../test/sample-requests.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import {
  careNotesOf,
  providerWaitlistClock,
  useProviderWaitlist,
} from '../../../test/fixtures/provider-waitlist-fixtures.ts';

/**
 * A child's care notes (allergies, medical conditions, medications, diet, needs, notes) reach a
 * provider only once it made an offer for that child's request, never before: checked on the
 * API's answers, their raw bodies included.
 */
const time = providerWaitlistClock();

forEachDatabase(
  (t) => {
    const w = useProviderWaitlist(t, time);
    const { tickets, url, asProvider } = w;

    /** The list as sent: its raw body, and each family's care notes by first name. */
    const listed = async () => {
      const response = await getJson(t.app(), url(providerWaitlistApiPaths.waitlist), asProvider());
      expect(response.statusCode, response.body).toBe(200);
      const notes = Object.fromEntries(
        response
          .json<{ items: ProviderWaitlistEntry[] }>()
          .items.map((entry) => [entry.childFirstName, entry.careNotes]),
      );
      return { body: response.body, notes };
    };

    const offer = async (name: string): Promise<ProviderOffer> => {
      const made = await sendJson(
        t.app(),
        'POST',
        buildUrl(offersApiPaths.providerOffers, { providerId: w.providerId }),
        { ticketId: tickets[name], ageGroupId: 2, startDate: '2027-03-01' },
        asProvider(),
      );
      expect(made.statusCode, made.body).toBe(201);
      return made.json<ProviderOffer>();
    };

    describe('a provider and the care notes of the families on its list', () => {
      it('never receives them while the families only wait, in the list or in an entry it changes', async () => {
        const { body, notes } = await listed();
        expect(notes).toEqual({ Ada: null, Ben: null, Cleo: null });
        for (const name of ['Ada', 'Ben', 'Cleo']) expect(body).not.toContain(`${name}: peanuts`);

        const assigned = await w.assign('Ada', []);
        expect(assigned.statusCode, assigned.body).toBe(200);
        expect(assigned.json<ProviderWaitlistEntry>().careNotes).toBeNull();
        expect(assigned.body).not.toContain('Ada: peanuts');
      });

      it('receives them for the one family it offered a spot, and for no other', async () => {
        await offer('Ada');

        const { body, notes } = await listed();
        expect(notes).toEqual({ Ada: careNotesOf('Ada'), Ben: null, Cleo: null });
        expect(body).not.toContain('Ben: peanuts');
        expect(body).not.toContain('Cleo: peanuts');
      });

      it('no longer receives them once the offer is withdrawn and the family waits again', async () => {
        const open = (await listed()).body;
        expect(open).toContain('Ada: peanuts');
        const ada = (await w.list()).items.find((entry) => entry.childFirstName === 'Ada');
        const offerId = ada?.openOffer?.offerId;
        if (offerId === undefined) throw new Error('Ada has an open offer');

        const withdrawn = await sendJson(
          t.app(),
          'POST',
          buildUrl(offersApiPaths.withdraw, { providerId: w.providerId, offerId }),
          {},
          asProvider(),
        );
        expect(withdrawn.statusCode, withdrawn.body).toBe(200);

        const { body, notes } = await listed();
        expect(notes.Ada).toBeNull();
        expect(body).not.toContain('Ada: peanuts');
      });

      it('keeps receiving them once the family accepted (enrolled)', async () => {
        const made = await offer('Ben');
        const accepted = await sendJson(
          t.app(),
          'POST',
          buildUrl(offersApiPaths.accept, { offerId: made.id }),
          {},
          w.parent.headers(roleIds.Parent),
        );
        expect(accepted.statusCode, accepted.body).toBe(200);

        const entry = (await w.list('?status=enrolled')).items[0];
        expect(entry).toMatchObject({ childFirstName: 'Ben', careNotes: careNotesOf('Ben') });
        expect((await listed()).notes.Cleo).toBeNull();
      });
    });

    it('the entry route answers 404 for another provider, with no notes in it', async () => {
      const response = await getJson(
        t.app(),
        buildUrl(providerWaitlistApiPaths.waitlist, { providerId: w.rivalId }),
        asProvider(),
      );
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('peanuts');
    });
  },
  { clock: time.clock },
);
