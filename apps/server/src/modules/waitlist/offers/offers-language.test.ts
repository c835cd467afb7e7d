import type { ProviderOffer } from '@kinderwait/contract';
import { buildUrl, offersApiPaths, roleIds } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Language } from '../../../i18n/language.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { outboxFor, signUp } from '../../../test/accounts.ts';
import { sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import type { Family } from '../../../test/fixtures/offers-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  requestIdOf,
  resetClock,
  toddlers,
} from '../../../test/fixtures/offers-fixtures.ts';

const start = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(start);

// Each email is in its recipient's language, never in the language of whoever caused it.
forEachDatabase(
  (t) => {
    let owner: TestUser;
    let providerId: string;
    let ada: Family;
    let ben: Family;

    const speaks = async (user: TestUser, language: Language) => {
      await t
        .connection()
        .db.execute(sql`update users set preferred_language = ${language} where id = ${user.id}`);
    };
    const offer = async (family: Family): Promise<ProviderOffer> => {
      time.advance(60_000);
      const response = await sendJson(
        t.app(),
        'POST',
        buildUrl(offersApiPaths.providerOffers, { providerId }),
        {
          requestId: requestIdOf(family, providerId),
          ageGroupId: toddlers,
          startDate: '2027-03-01',
        },
        owner.headers(roleIds.Licenced),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ProviderOffer>();
    };
    const answer = async (family: Family, offerId: string, how: 'accept' | 'decline') => {
      const response = await sendJson(
        t.app(),
        'POST',
        buildUrl(offersApiPaths[how], { offerId }),
        {},
        family.user.headers(roleIds.Parent),
      );
      expect(response.statusCode, response.body).toBe(200);
    };

    beforeAll(async () => {
      resetClock(time, start);
      owner = await signUp(t.app(), { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(t.connection().db, owner, 'Sunny Days', 1, 2);
      ada = await createFamily(t.app(), 'Ada', [providerId]);
      ben = await createFamily(t.app(), 'Ben', [providerId]);
    });

    it('writes an English provider’s offer to a French family in French, and the answer back in English', async () => {
      await speaks(owner, 'en');
      await speaks(ada.user, 'fr');
      const adas = await offer(ada);
      await t.app().jobs.drain();
      const [offerEmail] = await outboxFor(t.app(), ada.user.email);
      expect(offerEmail?.subject).toMatch(
        /^Sunny Days offre une place à Ada : répondez au plus tard le \w+ \d+ \w+ 2026$/u,
      );
      expect(offerEmail?.text).toContain('à partir du lundi 1 mars 2027');
      expect(offerEmail?.text).toContain('(heure de Toronto)');
      expect(offerEmail?.html).toMatch(/<strong>\w+ \d+ \w+ 2026<\/strong>/u);
      expect(offerEmail?.text).not.toContain('Hello');

      await answer(ada, adas.id, 'accept');
      await t.app().jobs.drain();
      const [answered] = await outboxFor(t.app(), owner.email);
      expect(answered?.subject).toBe("Ada's family accepted your offer");
      expect(answered?.text).toContain('starting 2027-03-01. Ada is now enrolled');
    });

    it('writes a French provider’s offer to an English family in English, and the answer back in French', async () => {
      await speaks(owner, 'fr');
      await speaks(ben.user, 'en');
      const bens = await offer(ben);
      await t.app().jobs.drain();
      const [offerEmail] = await outboxFor(t.app(), ben.user.email);
      expect(offerEmail?.subject).toMatch(
        /^Sunny Days offers Ben a spot: answer by \w+, \w+ \d+, 2026$/,
      );
      expect(offerEmail?.text).toContain('starting 2027-03-01.');

      await answer(ben, bens.id, 'decline');
      await t.app().jobs.drain();
      const [answered] = await outboxFor(t.app(), owner.email);
      expect(answered?.subject).toBe('Offre refusée pour Ben');
      expect(answered?.text).toMatch(
        /^Bonjour,\n\nLa famille a refusé votre offre d’une place pour Ben/,
      );
    });
  },
  { clock: time.clock },
);
