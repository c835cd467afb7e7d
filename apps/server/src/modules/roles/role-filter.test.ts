import { roleFilters } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { lambdaWhitespaceRemoved, parseRoleFilter, UnsupportedFilterError } from './role-filter.ts';

describe('parseRoleFilter', () => {
  it('reads no filter, or a blank one, as every role', () => {
    expect(parseRoleFilter(undefined)).toEqual([]);
    expect(parseRoleFilter('  ')).toEqual([]);
  });

  it.each([
    ['Id eq 3', [{ kind: 'idIn', ids: [3] }]],
    ['Id in (1,2)', [{ kind: 'idIn', ids: [1, 2] }]],
    ['not (Id in (1, 2))', [{ kind: 'idNotIn', ids: [1, 2] }]],
    [
      "RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare','platform'))",
      [{ kind: 'roleTypeCodeIn', codes: ['childcare', 'platform'] }],
    ],
    [
      "RoleToRoleTypes/any(t:t/RoleType/Code eq 'childcare')",
      [{ kind: 'roleTypeCodeIn', codes: ['childcare'] }],
    ],
    [
      "RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare')) and not (Id in (1)) and Id eq 3",
      [
        { kind: 'roleTypeCodeIn', codes: ['childcare'] },
        { kind: 'idNotIn', ids: [1] },
        { kind: 'idIn', ids: [3] },
      ],
    ],
    [
      "RoleToRoleTypes/any(r: r/RoleType/Code eq 'it''s: spaced')",
      [{ kind: 'roleTypeCodeIn', codes: ["it's: spaced"] }],
    ],
  ])('reads %s', (filter, expected) => {
    expect(parseRoleFilter(filter)).toEqual(expected);
  });

  it('reads every filter the contract builds for the web app', () => {
    expect(parseRoleFilter(roleFilters.byId(4))).toEqual([{ kind: 'idIn', ids: [4] }]);
    expect(parseRoleFilter(roleFilters.excludingIds([1, 5]))).toEqual([
      { kind: 'idNotIn', ids: [1, 5] },
    ]);
    expect(parseRoleFilter(roleFilters.byRoleTypeCodes(['childcare']))).toEqual([
      { kind: 'roleTypeCodeIn', codes: ['childcare'] },
    ]);
    expect(
      parseRoleFilter(
        `${roleFilters.byRoleTypeCodes(['childcare'])} and ${roleFilters.excludingIds([3])}`,
      ),
    ).toHaveLength(2);
  });

  it.each([
    ['or', 'Id eq 1 or Id eq 2'],
    ['another property', "Name eq 'Parent'"],
    ['another operator', 'Id gt 2'],
    ['not over eq', 'not (Id eq 1)'],
    ['not over a property', 'not Id in (1,2)'],
    ['a text id', "Id eq '3'"],
    ['a fractional id', 'Id eq 1.5'],
    ['an id beyond the integer column', 'Id eq 2147483648'],
    ['an id below the integer column', 'Id eq -2147483649'],
    ['an id beyond the integer column in a list', 'Id in (1,2147483648)'],
    ['an id beyond the integer column in a negated list', 'not (Id in (99999999999999999999))'],
    ['all instead of any', "RoleToRoleTypes/all(r: r/RoleType/Code eq 'childcare')"],
    [
      'another role-type field',
      "RoleToRoleTypes/any(r: r/RoleType/InvolvementType eq 'offers_care')",
    ],
    [
      'a variable the lambda did not declare',
      "RoleToRoleTypes/any(r: x/RoleType/Code eq 'childcare')",
    ],
    ['a number for a code', 'RoleToRoleTypes/any(r: r/RoleType/Code eq 3)'],
    ['a function call', "contains(Name, 'Par')"],
    ['a parameter alias', 'Id eq @id'],
    ['trailing garbage', 'Id eq 3 garbage'],
    ['an empty list', 'Id in ()'],
    ['a bare property', 'Id'],
  ])('refuses %s', (_case, filter) => {
    expect(() => parseRoleFilter(filter)).toThrow(UnsupportedFilterError);
  });
});

describe('lambdaWhitespaceRemoved', () => {
  it('drops blanks after a colon outside string literals only', () => {
    expect(lambdaWhitespaceRemoved("X/any(r:  r/Code eq 'a: b')")).toBe(
      "X/any(r:r/Code eq 'a: b')",
    );
  });
});
