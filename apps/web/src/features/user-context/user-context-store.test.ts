import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { roleIds, storageKeys } from '@kinderwait/contract/constants';
import { specMessages } from '@kinderwait/contract/messages';
import { testUser } from '../../test/account-fixtures';
import {
  adoptUser,
  getActiveRole,
  resetUserContext,
  setActiveRole,
  useUserContextStore,
} from './user-context-store';

const parentAndProvider = testUser(['Parent', 'Licenced']);

function storedRole() {
  return {
    id: window.localStorage.getItem(storageKeys.roleId),
    code: window.localStorage.getItem(storageKeys.roleCode),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  resetUserContext();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the active role when the user arrives', () => {
  test('with no role stored, the first role of the user is chosen and stored', () => {
    expect(adoptUser(parentAndProvider)).toEqual({ id: 2, code: 'Parent' });
    expect(getActiveRole()).toEqual({ id: 2, code: 'Parent' });
    expect(storedRole()).toEqual({ id: '2', code: 'Parent' });
  });

  test('a stored role the user holds stays active; its code matches case-insensitively', () => {
    window.localStorage.setItem(storageKeys.roleId, String(roleIds.Licenced));
    window.localStorage.setItem(storageKeys.roleCode, 'licenced');
    expect(adoptUser(parentAndProvider)).toEqual({ id: 3, code: 'Licenced' });
    expect(storedRole()).toEqual({ id: '3', code: 'Licenced' });
  });

  test('a stored role code without an id picks the held role of that code', () => {
    window.localStorage.setItem(storageKeys.roleCode, 'LICENCED');
    expect(adoptUser(parentAndProvider)).toEqual({ id: 3, code: 'Licenced' });
    expect(storedRole()).toEqual({ id: '3', code: 'Licenced' });
  });

  test('a stored role id without a code picks the held role of that id', () => {
    window.localStorage.setItem(storageKeys.roleId, String(roleIds.Licenced));
    expect(adoptUser(parentAndProvider)).toEqual({ id: 3, code: 'Licenced' });
    expect(storedRole()).toEqual({ id: '3', code: 'Licenced' });
  });

  test('a stored role the user does not hold is replaced by the first role', () => {
    window.localStorage.setItem(storageKeys.roleId, String(roleIds.BabySitter));
    window.localStorage.setItem(storageKeys.roleCode, 'BabySitter');
    adoptUser(parentAndProvider);
    expect(storedRole()).toEqual({ id: '2', code: 'Parent' });
  });

  test('a stored invalid code raises "Invalid role code", is forgotten, and the first role is chosen', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(storageKeys.roleId, '3');
    window.localStorage.setItem(storageKeys.roleCode, 'Nanny');
    expect(adoptUser(parentAndProvider)).toEqual({ id: 2, code: 'Parent' });
    expect(warn).toHaveBeenCalledWith(specMessages.invalidRoleCode);
    expect(storedRole()).toEqual({ id: '2', code: 'Parent' });
  });

  test('a user without roles has no active role and nothing stays stored', () => {
    window.localStorage.setItem(storageKeys.roleId, '2');
    window.localStorage.setItem(storageKeys.roleCode, 'Parent');
    expect(adoptUser({ ...parentAndProvider, roles: [] })).toBeUndefined();
    expect(getActiveRole()).toBeUndefined();
    expect(storedRole()).toEqual({ id: null, code: null });
  });
});

describe('switching role', () => {
  test('setActiveRole stores the role id and the canonical code', () => {
    expect(setActiveRole({ id: 3, code: 'LICENCED' })).toEqual({ id: 3, code: 'Licenced' });
    expect(storedRole()).toEqual({ id: '3', code: 'Licenced' });
    expect(getActiveRole()).toEqual({ id: 3, code: 'Licenced' });
  });

  test('setActiveRole rejects an unknown code with "Invalid role code" and stores nothing', () => {
    setActiveRole({ id: 2, code: 'Parent' });
    expect(() => setActiveRole({ id: 9, code: 'Nanny' })).toThrow(specMessages.invalidRoleCode);
    expect(storedRole()).toEqual({ id: '2', code: 'Parent' });
    expect(getActiveRole()).toEqual({ id: 2, code: 'Parent' });
  });

  test('the store holds only the active role: a reset forgets it and its stored keys', () => {
    setActiveRole({ id: 3, code: 'Licenced' });
    resetUserContext();
    expect(useUserContextStore.getState()).toEqual({ activeRole: undefined });
    expect(storedRole()).toEqual({ id: null, code: null });
  });
});
