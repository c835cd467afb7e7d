import type { AgeGroupId, LicensedAgeGroupCode } from '@kinderwait/contract';
import {
  ageGroupIds,
  ageGroupOfLicensedCode,
  licensedAgeGroupCodes,
  normalizePostalCode,
  toSafeText,
} from '@kinderwait/contract';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';

/** One licensed centre of the City of Toronto data, as the import stores it. */
export interface LicensedCentre {
  locId: number;
  name: string;
  auspice: string | null;
  address: string | null;
  postalCode: string | null;
  ward: number | null;
  phone: string | null;
  buildingType: string | null;
  buildingName: string | null;
  /** Null for a centre the data gives no coordinates (not located). */
  location: { latitude: number; longitude: number } | null;
  subsidy: boolean;
  cwelcc: boolean;
  /** Licensed spaces per age group, only the groups with spaces. */
  licensedSpaces: { ageGroupId: AgeGroupId; spaces: number }[];
}

/** A row the import leaves out, or imports with a warning: its CSV line and what is wrong. */
export interface RowProblem {
  line: number;
  locId?: string;
  problem: string;
}

export interface ParsedCentres {
  centres: LicensedCentre[];
  /** Rows skipped: unreadable, invalid or a LOC_ID already seen. */
  skipped: RowProblem[];
  /** Rows imported without coordinates. */
  notLocated: RowProblem[];
}

const spaceColumns = {
  IG: 'IGSPACE',
  TG: 'TGSPACE',
  PG: 'PGSPACE',
  KG: 'KGSPACE',
  SG: 'SGSPACE',
} as const satisfies Record<LicensedAgeGroupCode, string>;

/**
 * The City's text is outside text the listings store and show: it passes the text rule of every
 * field (docs/product/platform.md#text-we-accept) here, cleaned rather than refused, so a stray
 * control character costs no centre its listing.
 */
const cleanText = z.string().transform((value) => toSafeText(value).trim());
const text = cleanText
  .optional()
  .transform((value) => (value === undefined || value === '' ? null : value));
const spaces = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number of spaces')
  .transform(Number);
const flag = z.enum(['Y', 'N'], { error: 'must be Y or N' }).transform((value) => value === 'Y');

const CentreRecord = z
  .object({
    LOC_ID: z.string().regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number'),
    LOC_NAME: cleanText.pipe(z.string().min(1, 'is empty')),
    AUSPICE: text,
    ADDRESS: text,
    PCODE: text.transform((value) => (value === null ? null : normalizePostalCode(value))),
    ward: text.transform((value) => {
      const ward = value === null ? NaN : Number(value);
      return Number.isInteger(ward) && ward >= 1 && ward <= 99 ? ward : null;
    }),
    PHONE: text,
    bldg_type: text,
    BLDGNAME: text,
    IGSPACE: spaces,
    TGSPACE: spaces,
    PGSPACE: spaces,
    KGSPACE: spaces,
    SGSPACE: spaces,
    TOTSPACE: spaces,
    subsidy: flag,
    cwelcc_flag: flag,
    geometry: z.string(),
  })
  .refine(
    (row) => row.IGSPACE + row.TGSPACE + row.PGSPACE + row.KGSPACE + row.SGSPACE === row.TOTSPACE,
    { message: 'the age-group spaces do not add up to TOTSPACE', path: ['TOTSPACE'] },
  );

const Geometry = z.object({
  type: z.literal('MultiPoint'),
  coordinates: z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])),
});

/**
 * The centre's point from the `geometry` column, a Python-dict-like string with single quotes:
 * "{'type': 'MultiPoint', 'coordinates': [[-79.50, 43.59]]}" ([longitude, latitude]).
 * Undefined when it cannot be read; null when it has no point.
 */
export function parseGeometry(
  geometry: string,
): { latitude: number; longitude: number } | null | undefined {
  let json: unknown;
  try {
    // The values are numbers and fixed words, so quotes are the only difference from JSON.
    json = JSON.parse(geometry.replaceAll("'", '"'));
  } catch {
    return undefined;
  }
  const parsed = Geometry.safeParse(json);
  if (!parsed.success) return undefined;
  const point = parsed.data.coordinates[0];
  return point === undefined ? null : { longitude: point[0], latitude: point[1] };
}

const ParsedRecord = z.object({
  info: z.object({ lines: z.number() }),
  record: z.record(z.string(), z.string()),
});

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
}

/**
 * Reads the City of Toronto "Licensed Child Care Centres" CSV. A row that cannot be read or
 * fails a check is reported in `skipped`, never thrown; a centre without a readable point is
 * kept, not located, and reported in `notLocated`.
 */
export function parseLicensedCentresCsv(content: string | Buffer): ParsedCentres {
  const skipped: RowProblem[] = [];
  const notLocated: RowProblem[] = [];
  const records: unknown[] = parse(content, {
    columns: true,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      const line = typeof error?.lines === 'number' ? error.lines : 0;
      skipped.push({ line, problem: error?.message ?? 'unreadable row' });
      return undefined;
    },
  });

  const centres: LicensedCentre[] = [];
  const seen = new Set<number>();
  for (const item of records) {
    const { info, record } = ParsedRecord.parse(item);
    const row = CentreRecord.safeParse(record);
    if (!row.success) {
      skipped.push({ line: info.lines, locId: record.LOC_ID, problem: describe(row.error) });
      continue;
    }
    const data = row.data;
    const locId = Number(data.LOC_ID);
    if (seen.has(locId)) {
      skipped.push({ line: info.lines, locId: data.LOC_ID, problem: 'LOC_ID already imported' });
      continue;
    }
    seen.add(locId);
    const location = parseGeometry(data.geometry);
    if (location === null || location === undefined) {
      notLocated.push({
        line: info.lines,
        locId: data.LOC_ID,
        problem: location === null ? 'no coordinates' : 'unreadable geometry',
      });
    }
    centres.push({
      locId,
      name: data.LOC_NAME,
      auspice: data.AUSPICE,
      address: data.ADDRESS,
      postalCode: data.PCODE,
      ward: data.ward,
      phone: data.PHONE,
      buildingType: data.bldg_type,
      buildingName: data.BLDGNAME,
      location: location ?? null,
      subsidy: data.subsidy,
      cwelcc: data.cwelcc_flag,
      licensedSpaces: licensedAgeGroupCodes.flatMap((code) => {
        const count = data[spaceColumns[code]];
        const ageGroupId = ageGroupIds[ageGroupOfLicensedCode[code]];
        return count > 0 ? [{ ageGroupId, spaces: count }] : [];
      }),
    });
  }
  return { centres, skipped, notLocated };
}
