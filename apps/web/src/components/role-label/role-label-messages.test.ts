import { describe, expect, test } from 'vitest';
import { roleLabels } from '@kinderwait/contract/rules/role-choices';
import english from './messages/role-label.en';
import french from './messages/role-label.fr';

describe('the roles’ names', () => {
  test('are the contract’s English role labels, word for word', () => {
    expect(Object.values(english).sort()).toEqual(Object.values(roleLabels).sort());
    expect(english.roleLicenced).toBe(roleLabels.Licenced);
    expect(english.roleUnlicenced).toBe(roleLabels.Unlicenced);
  });

  test('have French names for every provider role', () => {
    expect(french.roleLicenced).toBe('Service de garde agréé');
    expect(french.roleBabySitter).not.toBe(english.roleBabySitter);
  });
});
