import { describe, expect, test } from 'vitest';
import { isProviderRole, selfAssignableRoleCodes } from './role-choices.ts';

describe('selfAssignableRoleCodes', () => {
  test('a user without roles may choose Parent or any provider role, never SuperAdmin', () => {
    expect(selfAssignableRoleCodes([])).toEqual(['Parent', 'Licenced', 'Unlicenced', 'BabySitter']);
  });

  test('a parent may still add one provider role', () => {
    expect(selfAssignableRoleCodes(['Parent'])).toEqual(['Licenced', 'Unlicenced', 'BabySitter']);
  });

  test('a provider may add Parent but no second provider role', () => {
    expect(selfAssignableRoleCodes(['BabySitter'])).toEqual(['Parent']);
    expect(selfAssignableRoleCodes(['Parent', 'Licenced'])).toEqual([]);
  });

  test('provider roles are the three that offer care', () => {
    expect(isProviderRole('Unlicenced')).toBe(true);
    expect(isProviderRole('Parent')).toBe(false);
    expect(isProviderRole('SuperAdmin')).toBe(false);
  });
});
