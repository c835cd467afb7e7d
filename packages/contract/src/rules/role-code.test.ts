import { describe, expect, it } from 'vitest';
import { roleCodes } from '../constants.ts';
import { specMessages } from '../messages.ts';
import { canonicalRoleCode } from './role-code.ts';

describe('canonicalRoleCode', () => {
  it('returns every known code in its canonical casing, whatever the casing given', () => {
    for (const code of roleCodes) {
      expect(canonicalRoleCode(code.toUpperCase())).toBe(code);
      expect(canonicalRoleCode(code.toLowerCase())).toBe(code);
    }
    expect(canonicalRoleCode(' babysitter ')).toBe('BabySitter');
  });

  it.each(['', 'Nanny', 'Licensed', 'Parents', 'Super Admin'])(
    'raises "Invalid role code" for %j',
    (value) => {
      expect(() => canonicalRoleCode(value)).toThrow(specMessages.invalidRoleCode);
    },
  );
});
