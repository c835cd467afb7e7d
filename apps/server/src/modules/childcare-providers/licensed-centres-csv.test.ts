import { readFileSync } from 'node:fs';
import { ageGroupIds } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { parseGeometry, parseLicensedCentresCsv } from './licensed-centres-csv.ts';
import { licensedCentresFile } from './licensed-centres-import.ts';

const header =
  'X_id,LOC_ID,LOC_NAME,AUSPICE,ADDRESS,PCODE,ward,PHONE,bldg_type,BLDGNAME,IGSPACE,TGSPACE,PGSPACE,KGSPACE,SGSPACE,TOTSPACE,subsidy,run_date,cwelcc_flag,geometry';
const point = `"{'type': 'MultiPoint', 'coordinates': [[-79.5, 43.6]]}"`;

describe('parseGeometry', () => {
  it('reads the [longitude, latitude] pair of the single-quoted MultiPoint', () => {
    expect(
      parseGeometry("{'type': 'MultiPoint', 'coordinates': [[-79.50419384, 43.59992437]]}"),
    ).toEqual({ latitude: 43.59992437, longitude: -79.50419384 });
  });

  it('gives null for a MultiPoint without coordinates', () => {
    expect(parseGeometry("{'type': 'MultiPoint', 'coordinates': []}")).toBeNull();
  });

  it.each([
    ['not a dict', 'POINT (-79.5 43.6)'],
    ['another geometry type', "{'type': 'Polygon', 'coordinates': [[-79.5, 43.6]]}"],
    ['a latitude out of range', "{'type': 'MultiPoint', 'coordinates': [[-79.5, 143.6]]}"],
    ['text instead of numbers', "{'type': 'MultiPoint', 'coordinates': [['a', 'b']]}"],
  ])('gives undefined (unreadable) for %s', (_case, geometry) => {
    expect(parseGeometry(geometry)).toBeUndefined();
  });
});

describe('parseLicensedCentresCsv', () => {
  it('reads every one of the 1,066 centres of the committed file, 81,027 spaces in all', () => {
    const { centres, skipped, notLocated } = parseLicensedCentresCsv(
      readFileSync(licensedCentresFile),
    );
    expect(centres).toHaveLength(1066);
    expect(skipped).toEqual([]);
    expect(notLocated.map((row) => row.locId).sort()).toEqual(['14431', '7236']);
    const spaces = centres.flatMap((centre) => centre.licensedSpaces.map((group) => group.spaces));
    expect(spaces.reduce((total, count) => total + count, 0)).toBe(81_027);
  });

  it('maps a row to a centre: flags, ward, normalised postal code, spaces per age group', () => {
    const { centres } = parseLicensedCentresCsv(
      `${header}\n1,1013,Lakeshore Centre,Non Profit Agency,101 SEVENTH ST,m8v3b5,3,(416) 394-7601x12,Public Elementary School,,0,20,32,0,60,112,Y,19APR24,N,${point}\n`,
    );
    expect(centres).toEqual([
      {
        locId: 1013,
        name: 'Lakeshore Centre',
        auspice: 'Non Profit Agency',
        address: '101 SEVENTH ST',
        postalCode: 'M8V 3B5',
        ward: 3,
        phone: '(416) 394-7601x12',
        buildingType: 'Public Elementary School',
        buildingName: null,
        location: { latitude: 43.6, longitude: -79.5 },
        subsidy: true,
        cwelcc: false,
        licensedSpaces: [
          { ageGroupId: ageGroupIds.toddler, spaces: 20 },
          { ageGroupId: ageGroupIds.preschool, spaces: 32 },
          { ageGroupId: ageGroupIds['school-age'], spaces: 60 },
        ],
      },
    ]);
  });

  it('cleans the City’s text of control characters, which the database refuses, keeping the centre', () => {
    const { centres, skipped } = parseLicensedCentresCsv(
      `${header}\n1,1013,"Lake\u0000shore\nCentre",Non Profit\u0085,"101 SEVENTH ST\u0007",m8v3b5,3,(416) 394-7601,School,,0,20,32,0,60,112,Y,19APR24,N,${point}\n`,
    );
    expect(skipped).toEqual([]);
    expect(centres).toMatchObject([
      { name: 'Lakeshore Centre', auspice: 'Non Profit', address: '101 SEVENTH ST' },
    ]);
  });

  it('skips and reports malformed rows, keeping the good ones', () => {
    const rows = [
      `1,1,Good,Commercial Agency,1 A ST,M1M 1M1,1,(416) 000-0000,Other,,0,0,10,0,0,10,N,19APR24,Y,${point}`,
      `2,abc,Bad id,Commercial Agency,1 A ST,M1M 1M1,1,(416) 000-0000,Other,,0,0,10,0,0,10,N,19APR24,Y,${point}`,
      `3,3,Short row,Commercial Agency`,
      `4,4,Bad flag,Commercial Agency,1 A ST,M1M 1M1,1,(416) 000-0000,Other,,0,0,10,0,0,10,maybe,19APR24,Y,${point}`,
      `5,5,Bad total,Commercial Agency,1 A ST,M1M 1M1,1,(416) 000-0000,Other,,0,0,10,0,0,99,N,19APR24,Y,${point}`,
      `6,1,Same id again,Commercial Agency,1 A ST,M1M 1M1,1,(416) 000-0000,Other,,0,0,10,0,0,10,N,19APR24,Y,${point}`,
      `7,7,Also good,Commercial Agency,1 A ST,M1M 1M1,1,(416) 000-0000,Other,,0,0,10,0,0,10,N,19APR24,Y,${point}`,
    ];
    const { centres, skipped } = parseLicensedCentresCsv(`${header}\n${rows.join('\n')}\n`);
    expect(centres.map((centre) => centre.name)).toEqual(['Good', 'Also good']);
    expect(skipped.map((row) => [row.line, row.locId])).toEqual([
      [3, 'abc'],
      [4, '3'],
      [5, '4'],
      [6, '5'],
      [7, '1'],
    ]);
    expect(skipped[0]?.problem).toContain('LOC_ID');
    expect(skipped[2]?.problem).toContain('subsidy');
    expect(skipped[3]?.problem).toContain('TOTSPACE');
    expect(skipped[4]?.problem).toContain('already imported');
  });

  it('keeps a centre whose geometry cannot be read, not located', () => {
    const { centres, notLocated } = parseLicensedCentresCsv(
      `${header}\n1,9,Odd point,Commercial Agency,1 A ST,M1M 1M1,1,(416) 000-0000,Other,,0,0,10,0,0,10,N,19APR24,Y,"not a point"\n`,
    );
    expect(centres.map((centre) => [centre.locId, centre.location])).toEqual([[9, null]]);
    expect(notLocated).toEqual([{ line: 2, locId: '9', problem: 'unreadable geometry' }]);
  });

  it('reports a row the CSV parser cannot read, keeping the rows before it', () => {
    const { centres, skipped } = parseLicensedCentresCsv(
      `${header}\n1,1,Good,Commercial Agency,1 A ST,M1M 1M1,1,(416) 000-0000,Other,,0,0,10,0,0,10,N,19APR24,Y,${point}\n2,2,"Broken "quote,x\n`,
    );
    expect(centres.map((centre) => centre.locId)).toEqual([1]);
    expect(new Set(skipped.map((row) => row.line))).toEqual(new Set([3]));
    expect(skipped[0]?.problem).toContain('Quote');
  });
});
