import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ageGroupIds, providerTypeIds } from '@kinderwait/contract';
import { asc, count, eq, sql, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import {
  childcareProviders,
  dataImports,
  providerAgeGroups,
} from './childcare-providers.tables.ts';
import type { ImportLogger } from './licensed-centres-import.ts';
import { importLicensedCentres, licensedCentresFile } from './licensed-centres-import.ts';

interface LoggedLine {
  level: 'info' | 'warn';
  details: object;
  message: string;
}

function recordingLogger(): ImportLogger & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  return {
    lines,
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
}

async function totals(db: Database): Promise<{ centres: number; spaces: number }> {
  const [centres] = await db.select({ value: count() }).from(childcareProviders);
  const [spaces] = await db
    .select({ value: sum(providerAgeGroups.licensedSpaces).mapWith(Number) })
    .from(providerAgeGroups);
  return { centres: centres?.value ?? 0, spaces: spaces?.value ?? 0 };
}

async function lastUpdate(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ value: sql<string>`max(${childcareProviders.updatedAt})::text` })
    .from(childcareProviders);
  return row === undefined ? undefined : new Date(row.value);
}

const fixtureDir = path.join(tmpdir(), 'kinderwait-test', 'licensed-centres');

/** A CSV of the real file's header and some of its rows, optionally changed. */
async function fixture(lines: string[]): Promise<string> {
  await mkdir(fixtureDir, { recursive: true });
  const file = path.join(fixtureDir, `${randomUUID()}.csv`);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

forEachDatabase((t) => {
  let sourceLines: string[];

  beforeAll(async () => {
    sourceLines = (await readFile(licensedCentresFile, 'utf8')).trimEnd().split(/\r?\n/);
  });

  describe('the full City of Toronto file', () => {
    let db: Database;
    beforeAll(async () => {
      db = (await t.openDatabase()).db;
    });

    it('imports all 1,066 centres with 81,027 licensed spaces', async () => {
      const log = recordingLogger();
      const result = await importLicensedCentres(db, log);
      expect(result).toMatchObject({ status: 'imported', centres: 1066, inserted: 1066 });
      expect(result).toMatchObject({ updated: 0, skipped: 0, notLocated: 2 });
      expect(await totals(db)).toEqual({ centres: 1066, spaces: 81_027 });
      expect(log.lines.filter((line) => line.level === 'warn')).toEqual([]);
    });

    it('stores a centre as an unclaimed listing: capacity known, vacancies unknown, no owner', async () => {
      const [centre] = await db
        .select()
        .from(childcareProviders)
        .where(eq(childcareProviders.locId, 1013));
      expect(centre).toMatchObject({
        name: 'Lakeshore Community Child Care Centre',
        providerTypeId: providerTypeIds['licensed-centre'],
        auspice: 'Non Profit Agency',
        address: '101 SEVENTH ST',
        postalCode: 'M8V 3B5',
        ward: 3,
        phone: '(416) 394-7601',
        buildingType: 'Public Elementary School',
        buildingName: 'Seventh Street Public School',
        latitude: 43.59992437,
        longitude: -79.50419384,
        subsidy: true,
        cwelcc: true,
        ownerUserId: null,
        dailyFeeCents: null,
      });
      const groups = await db
        .select()
        .from(providerAgeGroups)
        .where(eq(providerAgeGroups.providerId, centre?.id ?? ''))
        .orderBy(asc(providerAgeGroups.ageGroupId));
      expect(groups.map((group) => [group.ageGroupId, group.licensedSpaces])).toEqual([
        [ageGroupIds.toddler, 20],
        [ageGroupIds.preschool, 32],
        [ageGroupIds.kindergarten, 52],
        [ageGroupIds['school-age'], 60],
      ]);
      expect(groups.every((group) => group.availableSpaces === null)).toBe(true);
      expect(groups.every((group) => group.availableStartDate === null)).toBe(true);
    });

    it('imports the two centres without coordinates, not located', async () => {
      const unlocated = await db
        .select({ locId: childcareProviders.locId, name: childcareProviders.name })
        .from(childcareProviders)
        .where(sql`${childcareProviders.latitude} is null`)
        .orderBy(asc(childcareProviders.locId));
      expect(unlocated).toEqual([
        { locId: 7236, name: 'Ikebata Nursery School' },
        { locId: 14431, name: 'Aquabella Child Care' },
      ]);
    });

    it('skips a second import of the same file, changing nothing', async () => {
      const before = await lastUpdate(db);
      const result = await importLicensedCentres(db, recordingLogger());
      expect(result.status).toBe('unchanged');
      expect(await totals(db)).toEqual({ centres: 1066, spaces: 81_027 });
      expect(await lastUpdate(db)).toEqual(before);
    });

    it('writes no row when re-importing identical rows (the file hash forgotten)', async () => {
      const before = await lastUpdate(db);
      await db.delete(dataImports);
      const result = await importLicensedCentres(db, recordingLogger());
      expect(result).toMatchObject({ status: 'imported', inserted: 0, updated: 0 });
      expect(await totals(db)).toEqual({ centres: 1066, spaces: 81_027 });
      expect(await lastUpdate(db)).toEqual(before);
    });
  });

  describe('a changed file', () => {
    let db: Database;
    const header = (): string => sourceLines[0] ?? '';
    const row = (locId: number): string => {
      const line = sourceLines.find((candidate) => candidate.split(',')[1] === String(locId));
      if (line === undefined) throw new Error(`no row for LOC_ID ${String(locId)}`);
      return line;
    };
    const centre = async (locId: number) => {
      const [found] = await db
        .select()
        .from(childcareProviders)
        .where(eq(childcareProviders.locId, locId));
      if (found === undefined) throw new Error(`centre ${String(locId)} not imported`);
      const groups = await db
        .select({ id: providerAgeGroups.ageGroupId, spaces: providerAgeGroups.licensedSpaces })
        .from(providerAgeGroups)
        .where(eq(providerAgeGroups.providerId, found.id))
        .orderBy(asc(providerAgeGroups.ageGroupId));
      return { ...found, groups };
    };

    beforeAll(async () => {
      db = (await t.openDatabase()).db;
      const file = await fixture([header(), row(1013), row(1014), row(7236)]);
      await importLicensedCentres(db, recordingLogger(), { file });
    });

    it('updates the one centre whose row changed', async () => {
      const untouched = await centre(1014);
      // 1013: renamed, and its 20 toddler spaces become 10 infant and 10 toddler spaces.
      const edited = row(1013)
        .replace('Lakeshore Community Child Care Centre', 'Lakeshore Child Care')
        .replace(',0,20,32,52,60,164,', ',10,10,32,52,60,164,');
      const file = await fixture([header(), edited, row(1014), row(7236)]);
      const result = await importLicensedCentres(db, recordingLogger(), { file });

      expect(result).toMatchObject({ status: 'imported', inserted: 0, updated: 1 });
      const updated = await centre(1013);
      expect(updated.name).toBe('Lakeshore Child Care');
      expect(updated.groups).toEqual([
        { id: ageGroupIds.infant, spaces: 10 },
        { id: ageGroupIds.toddler, spaces: 10 },
        { id: ageGroupIds.preschool, spaces: 32 },
        { id: ageGroupIds.kindergarten, spaces: 52 },
        { id: ageGroupIds['school-age'], spaces: 60 },
      ]);
      expect(await centre(1014)).toEqual(untouched);
    });

    it('removes an age group no longer licensed and adds a new centre', async () => {
      const edited = row(1014).replace(',0,0,12,26,45,83,', ',0,0,12,26,0,38,');
      const file = await fixture([header(), row(1013), edited, row(7236), row(1015)]);
      const result = await importLicensedCentres(db, recordingLogger(), { file });
      expect(result).toMatchObject({ inserted: 1 });
      expect((await centre(1014)).groups).toEqual([
        { id: ageGroupIds.preschool, spaces: 12 },
        { id: ageGroupIds.kindergarten, spaces: 26 },
      ]);
      expect((await centre(1015)).locId).toBe(1015);
    });

    it('logs and skips a malformed row, importing the others', async () => {
      const malformed = row(1016).replace(/^(\d+),1016,/, '$1,not-a-number,');
      const log = recordingLogger();
      const file = await fixture([header(), row(1013), malformed, row(1017)]);
      const result = await importLicensedCentres(db, log, { file });
      expect(result).toMatchObject({ status: 'imported', skipped: 1, inserted: 1 });
      expect(log.lines.filter((line) => line.level === 'warn')).toEqual([
        {
          level: 'warn',
          details: expect.objectContaining({ line: 3, locId: 'not-a-number' }) as object,
          message: 'licensed centres import: row skipped',
        },
      ]);
      expect((await centre(1017)).locId).toBe(1017);
    });

    it("keeps what the owner of a claimed listing manages, updating the licence's facts", async () => {
      const owner = await signUp(t.app(), { roles: ['Licenced'] });
      const ownerDb = t.connection().db;
      // The claim flow comes later: here the listing is claimed on this file's own database.
      const file = await fixture([header(), row(1015)]);
      await importLicensedCentres(ownerDb, recordingLogger(), { file });
      await ownerDb
        .update(childcareProviders)
        .set({ ownerUserId: owner.id, name: 'Our New Name', phone: '+14165550100' })
        .where(eq(childcareProviders.locId, 1015));

      const edited = row(1015)
        .replace(/,Commercial Agency,|,Non Profit Agency,/, ',Public (City Operated) Agency,')
        .replace(/,\(\d{3}\) \d{3}-\d{4}[^,]*,/, ',(416) 000-0000,');
      await importLicensedCentres(ownerDb, recordingLogger(), {
        file: await fixture([header(), edited]),
      });
      const [claimed] = await ownerDb
        .select()
        .from(childcareProviders)
        .where(eq(childcareProviders.locId, 1015));
      expect(claimed).toMatchObject({
        ownerUserId: owner.id,
        name: 'Our New Name',
        phone: '+14165550100',
        auspice: 'Public (City Operated) Agency',
      });
    });
  });
});
