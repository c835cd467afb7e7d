import { privacyApiPaths, privacyPeriods, roleIds } from '@kinderwait/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { dayMs } from '../../clock.ts';
import type { TestUser } from '../../test/accounts.ts';
import { outboxFor, post, signUp } from '../../test/accounts.ts';
import { insertOwnedProvider } from '../../test/fixtures/waitlist-fixtures.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { childcareProviders } from './childcare-providers.tables.ts';
import { importLicensedCentres } from './licensed-centres-import.ts';
import { cityRecordOf } from './listing-release.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
const quiet = { info: () => undefined, warn: () => undefined };

/** Asks to delete the account in the given role and confirms by the emailed link. */
async function deleteAndConfirm(app: App, user: TestUser, roleId: number): Promise<void> {
  await post(app, privacyApiPaths.erasure, undefined, user.headers(roleId));
  const [newest] = await outboxFor(app, user.email);
  const token = /\/delete-account\/confirm\?token=([\w-]+)/.exec(newest?.text ?? '')?.[1];
  if (token === undefined) throw new Error('no confirmation link');
  expect((await post(app, privacyApiPaths.erasureConfirm, { token })).statusCode).toBe(200);
}

const personal = {
  phone: '+14165550177',
  contactEmail: 'olga.personal@example.com',
  description: 'Ask for Olga Petrenko on her cell',
  website: 'https://olga-petrenko.example.com',
};

forEachDatabase(
  (t) => {
    describe("a provider's profile when its owner's account is deleted", () => {
      it('puts a City listing back as the City publishes it, unclaimed and claimable, without what its owner typed; another profile loses its name, contacts and place', async () => {
        const app = t.app();
        const { db } = t.connection();
        await importLicensedCentres(db, quiet);
        const [listing] = await db
          .select({ id: childcareProviders.id, locId: childcareProviders.locId })
          .from(childcareProviders)
          .where(eq(childcareProviders.name, 'Lakeshore Community Child Care Centre'));
        if (listing?.locId == null) throw new Error('the City listing was not imported');
        const city = await cityRecordOf(listing.locId);

        const centreOwner = await signUp(app, { name: 'Olga Petrenko', roles: ['Licenced'] });
        await db
          .update(childcareProviders)
          .set({ ownerUserId: centreOwner.id, ...personal })
          .where(eq(childcareProviders.id, listing.id));
        const homeOwner = await signUp(app, { name: 'Hedda Homecare', roles: ['Unlicenced'] });
        const homeId = await insertOwnedProvider(db, homeOwner, "Hedda's Home Daycare", 2, 1);
        await db.execute(
          sql`update childcare_providers set phone = '+14165550188', contact_email = 'hedda@example.com',
              address = '12 Hedda Lane', postal_code = 'M4M 1A1' where id = ${homeId}`,
        );

        await deleteAndConfirm(app, centreOwner, roleIds.Licenced);
        await deleteAndConfirm(app, homeOwner, roleIds.Unlicenced);
        time.advance(privacyPeriods.erasureGraceDays * dayMs);
        expect(await app.services.privacy.eraseDue()).toBe(2);

        const [centre] = await db
          .select()
          .from(childcareProviders)
          .where(eq(childcareProviders.id, listing.id));
        expect(centre).toMatchObject({
          ownerUserId: null,
          locId: listing.locId,
          name: city?.name,
          address: city?.address,
          phone: city?.phone,
          contactEmail: null,
          description: null,
          website: null,
        });
        // Claimable again by whoever runs the centre, through the City's phone.
        expect(await app.services.childcareProviders.findListing(listing.id)).toMatchObject({
          ownerUserId: null,
          phone: city?.phone,
        });

        const [home] = await db
          .select()
          .from(childcareProviders)
          .where(eq(childcareProviders.id, homeId));
        expect(home).toMatchObject({
          ownerUserId: null,
          name: null,
          phone: null,
          contactEmail: null,
          address: null,
          postalCode: null,
          latitude: null,
          longitude: null,
        });
        expect(await app.services.childcareProviders.findListing(homeId)).toBeUndefined();

        // Nothing the owners typed stays on any provider.
        const typed = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from childcare_providers
              where concat_ws(' ', name, phone, contact_email, description, website, address)
                ~* ${'olga|petrenko|hedda|5550177|5550188'}`,
        );
        expect(typed.rows[0]?.n).toBe(0);
      });
    });
  },
  { clock: time.clock },
);
