import { describe, expect, test } from 'vitest';
import { roleFilters, selfAssignableRolesFilter } from './roles.ts';

describe('roleFilters (the OData filters of GET /api/roles)', () => {
  test('spell the three filters GET /api/roles accepts', () => {
    expect(roleFilters.byId(3)).toBe('Id eq 3');
    expect(roleFilters.excludingIds([1, 2])).toBe('not (Id in (1,2))');
    expect(roleFilters.byRoleTypeCodes(['childcare'])).toBe(
      "RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare'))",
    );
    expect(selfAssignableRolesFilter).toBe('not (Id in (1))');
  });

  test('quote string literals and refuse ids that are not integers', () => {
    expect(roleFilters.byRoleTypeCodes(["o'clock", 'x'])).toBe(
      "RoleToRoleTypes/any(r: r/RoleType/Code in ('o''clock','x'))",
    );
    expect(() => roleFilters.byId(1.5)).toThrow('Not a role id: 1.5');
    expect(() => roleFilters.excludingIds([Number.NaN])).toThrow();
  });
});
