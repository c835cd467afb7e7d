import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ageGroupIds } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { LicensedCentreRow, LicensedSpacesRow } from './childcare-providers.repository.ts';
import {
  findDataImportHash,
  recordDataImport,
  upsertLicensedCentres,
  writeLicensedSpaces,
} from './childcare-providers.repository.ts';
import type { LicensedCentre } from './licensed-centres-csv.ts';
import { parseLicensedCentresCsv } from './licensed-centres-csv.ts';

/** The City of Toronto licensed child care centres, committed with the code (data/README). */
export const licensedCentresFile = path.resolve(
  import.meta.dirname,
  '../../../data/toronto-licensed-child-care-centres.csv',
);

/** The `data_imports` key of this data set. */
export const licensedCentresSource = 'toronto-licensed-child-care-centres';

/**
 * Part of the file hash: bump it when the import maps the data differently, so the next start
 * imports the unchanged file again.
 */
const importVersion = '1';

const allAgeGroupIds = Object.values(ageGroupIds);

/** Rows per INSERT: one statement per batch keeps the import to a few round trips. */
const batchSize = 250;

/** Any id for the advisory lock that lets one process at a time import. */
const importLockId = 7_210_451;

export interface ImportLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface LicensedCentresImportResult {
  /** 'unchanged' when this file was already imported (nothing was read further or written). */
  status: 'imported' | 'unchanged';
  centres: number;
  inserted: number;
  updated: number;
  skipped: number;
  notLocated: number;
  durationMs: number;
}

export interface ImportOptions {
  file?: string;
  /** The import's time (the `data_imports` record); now by default. */
  now?: () => Date;
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function rowOf(centre: LicensedCentre): LicensedCentreRow {
  const columns = {
    locId: centre.locId,
    name: centre.name,
    auspice: centre.auspice,
    address: centre.address,
    postalCode: centre.postalCode,
    ward: centre.ward,
    phone: centre.phone,
    buildingType: centre.buildingType,
    buildingName: centre.buildingName,
    latitude: centre.location?.latitude ?? null,
    longitude: centre.location?.longitude ?? null,
    subsidy: centre.subsidy,
    cwelcc: centre.cwelcc,
  };
  // The licensed spaces are part of the row: a change to them alone updates the centre too.
  return { ...columns, importHash: sha256(JSON.stringify([columns, centre.licensedSpaces])) };
}

/**
 * Imports the licensed-centre CSV idempotently by LOC_ID, in one transaction that one process
 * at a time runs: a file already imported (same content hash) is skipped; otherwise new
 * centres are inserted, changed ones updated and unchanged ones left untouched. Bad rows are
 * logged and skipped; centres without coordinates are imported as not located.
 */
export async function importLicensedCentres(
  db: Database,
  log: ImportLogger,
  { file = licensedCentresFile, now = () => new Date() }: ImportOptions = {},
): Promise<LicensedCentresImportResult> {
  const started = performance.now();
  const content = await readFile(file);
  const contentHash = sha256(Buffer.concat([Buffer.from(`v${importVersion}\n`), content]));

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${importLockId})`);
    if ((await findDataImportHash(tx, licensedCentresSource)) === contentHash) return undefined;

    const { centres, skipped, notLocated } = parseLicensedCentresCsv(content);
    for (const row of skipped) log.warn(row, 'licensed centres import: row skipped');
    for (const row of notLocated) log.info(row, 'licensed centres import: centre not located');

    let inserted = 0;
    let updated = 0;
    for (let start = 0; start < centres.length; start += batchSize) {
      const batch = centres.slice(start, start + batchSize);
      const written = await upsertLicensedCentres(tx, batch.map(rowOf));
      inserted += written.filter((row) => row.inserted).length;
      updated += written.filter((row) => !row.inserted).length;
      const writtenByLocId = new Map(written.map((row) => [row.locId, row]));
      const spaces: LicensedSpacesRow[] = [];
      const removed: { providerId: string; ageGroupId: number }[] = [];
      for (const centre of batch) {
        const provider = writtenByLocId.get(centre.locId);
        if (provider === undefined) continue;
        for (const { ageGroupId, spaces: licensedSpaces } of centre.licensedSpaces) {
          spaces.push({ providerId: provider.id, ageGroupId, licensedSpaces });
        }
        // An updated centre loses the groups it is no longer licensed for; a new one has none.
        if (provider.inserted) continue;
        const licensed = new Set<number>(centre.licensedSpaces.map((group) => group.ageGroupId));
        for (const ageGroupId of allAgeGroupIds) {
          if (!licensed.has(ageGroupId)) removed.push({ providerId: provider.id, ageGroupId });
        }
      }
      await writeLicensedSpaces(tx, spaces, removed);
    }
    await recordDataImport(tx, {
      source: licensedCentresSource,
      contentHash,
      rowCount: centres.length,
      importedAt: now(),
    });
    return {
      centres: centres.length,
      inserted,
      updated,
      skipped: skipped.length,
      notLocated: notLocated.length,
    };
  });

  const durationMs = Math.round(performance.now() - started);
  if (result === undefined) {
    log.info({ durationMs }, 'licensed centres import: file unchanged, skipped');
    return {
      status: 'unchanged',
      centres: 0,
      inserted: 0,
      updated: 0,
      skipped: 0,
      notLocated: 0,
      durationMs,
    };
  }
  log.info({ ...result, durationMs }, 'licensed centres import: done');
  return { status: 'imported', ...result, durationMs };
}

/** What start-up needs of a logger: the import's lines and an error when it fails. */
export interface StartUpLogger extends ImportLogger {
  error(details: object, message: string): void;
}

/**
 * The import as start-up runs it (after migrations, before listening, when the app opens its own
 * database). A failure is logged, not thrown: the catalogue is demo data the server can run
 * without, and the transaction leaves nothing half-written for the next start to retry.
 */
export async function importLicensedCentresAtStartUp(
  db: Database,
  log: StartUpLogger,
): Promise<void> {
  try {
    await importLicensedCentres(db, log);
  } catch (error) {
    log.error({ err: error }, 'licensed centres import failed; the listings stay as they were');
  }
}
