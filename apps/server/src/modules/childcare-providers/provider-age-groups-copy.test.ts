import { providerTypeIds } from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../test/test-app.ts';
import { childcareProviders, providerAgeGroups } from './childcare-providers.tables.ts';
import { insertTestProvider } from '../../test/fixtures/provider-fixtures.ts';

/**
 * A match list reads provider_age_groups alone (provider-matching-conditions.ts): the triggers of
 * migrations 0012, 0015 and 0033 must keep every age group's copy of its provider exact, on insert and
 * on every change of what matching reads.
 */
forEachDatabase((t) => {
  const copies = async (providerId: string) =>
    t
      .connection()
      .db.select({
        ageGroupId: providerAgeGroups.ageGroupId,
        latitude: providerAgeGroups.latitude,
        longitude: providerAgeGroups.longitude,
        providerTypeId: providerAgeGroups.providerTypeId,
        name: providerAgeGroups.name,
        cwelcc: providerAgeGroups.cwelcc,
        childcareTypeIds: providerAgeGroups.childcareTypeIds,
        dailyFeeCents: providerAgeGroups.dailyFeeCents,
        hourlyFeeCents: providerAgeGroups.hourlyFeeCents,
        inFrench: providerAgeGroups.inFrench,
      })
      .from(providerAgeGroups)
      .where(eq(providerAgeGroups.providerId, providerId))
      .orderBy(providerAgeGroups.ageGroupId);

  const insertProvider = (): Promise<string> =>
    insertTestProvider(t.connection().db, {
      name: 'Maple Leaf Early Learning',
      providerTypeId: providerTypeIds['licensed-centre'],
      latitude: 43.6534,
      longitude: -79.3841,
      cwelcc: true,
      childcareTypeIds: [1, 2],
      dailyFeeCents: 2200,
      hourlyFeeCents: null,
      ageGroups: [{ ageGroupId: 2 }, { ageGroupId: 3 }],
    });

  /** What insertProvider's age groups carry of it. */
  const inserted = {
    latitude: 43.6534,
    longitude: -79.3841,
    providerTypeId: providerTypeIds['licensed-centre'],
    name: 'Maple Leaf Early Learning',
    cwelcc: true,
    childcareTypeIds: [1, 2],
    dailyFeeCents: 2200,
    hourlyFeeCents: null,
    inFrench: false,
  };

  describe('an age group carries what matching reads of its provider', () => {
    it('from its insert', async () => {
      const providerId = await insertProvider();
      const expected = inserted;
      expect(await copies(providerId)).toEqual([
        { ageGroupId: 2, ...expected },
        { ageGroupId: 3, ...expected },
      ]);
    });

    it('after each change of the provider, in every one of its age groups', async () => {
      const providerId = await insertProvider();
      const changes = [
        { name: 'Arbour Child Care' },
        { cwelcc: false },
        { childcareTypeIds: [3] },
        { dailyFeeCents: null, hourlyFeeCents: 2400 },
        { latitude: 43.7, longitude: -79.4 },
        { providerTypeId: providerTypeIds['licensed-home'] },
      ];
      let expected: Omit<Awaited<ReturnType<typeof copies>>[number], 'ageGroupId'> = inserted;
      for (const change of changes) {
        await t
          .connection()
          .db.update(childcareProviders)
          .set(change)
          .where(eq(childcareProviders.id, providerId));
        expected = { ...expected, ...change };
        expect(await copies(providerId), JSON.stringify(change)).toEqual([
          { ageGroupId: 2, ...expected },
          { ageGroupId: 3, ...expected },
        ]);
      }
    });

    it('care in French: French among the provider’s languages, added and removed', async () => {
      const providerId = await insertProvider();
      const inFrench = async () => (await copies(providerId)).map((copy) => copy.inFrench);
      for (const [languages, expected] of [
        [['en', 'fr'], true],
        [['en'], false],
        [['fr'], true],
        [[], false],
      ] as const) {
        await t
          .connection()
          .db.update(childcareProviders)
          .set({ languages: [...languages] })
          .where(eq(childcareProviders.id, providerId));
        expect(await inFrench(), languages.join()).toEqual([expected, expected]);
      }
    });

    it('and another provider’s age groups are left as they were', async () => {
      const changed = await insertProvider();
      const other = await insertProvider();
      const before = await copies(other);
      await t
        .connection()
        .db.update(childcareProviders)
        .set({ name: 'Another Name', dailyFeeCents: 5000 })
        .where(eq(childcareProviders.id, changed));
      expect(await copies(other)).toEqual(before);
    });
  });
});
