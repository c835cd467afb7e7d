import { afterEach, describe, expect, test, vi } from 'vitest';
import { storageKeys } from '@kinderwait/contract/constants';
import {
  deobfuscate,
  obfuscate,
  readRoleCode,
  readRoleId,
  readStorage,
  readSessionStorage,
  readToken,
  removeRole,
  removeStorage,
  removeToken,
  sessionStorageKeys,
  setStorageMode,
  writeRoleCode,
  writeRoleId,
  writeSessionStorage,
  writeStorage,
  writeToken,
} from './storage';

afterEach(() => {
  setStorageMode(undefined);
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('storage outside production (plain)', () => {
  test('keeps the product’s keys and values as given', () => {
    writeStorage(storageKeys.waitlistData, '{"Distance":5}');
    expect(window.localStorage.getItem('waitlistData')).toBe('{"Distance":5}');
    expect(readStorage(storageKeys.waitlistData)).toBe('{"Distance":5}');
    removeStorage(storageKeys.waitlistData);
    expect(window.localStorage.getItem('waitlistData')).toBeNull();
  });

  test('keeps the token as JSON with accessToken and refreshToken', () => {
    writeToken({ accessToken: 'a1', refreshToken: 'r1' });
    expect(JSON.parse(window.localStorage.getItem('token') ?? '')).toEqual({
      accessToken: 'a1',
      refreshToken: 'r1',
    });
    expect(readToken()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    removeToken();
    expect(readToken()).toBeNull();
  });

  test('a stored token that is not valid token JSON reads as no token', () => {
    window.localStorage.setItem('token', 'not json');
    expect(readToken()).toBeNull();
    window.localStorage.setItem('token', '{"accessToken":"a1"}');
    expect(readToken()).toBeNull();
  });

  test('keeps role id and code under userContext.roleId and userContext.roleCode', () => {
    writeRoleId(3);
    writeRoleCode('Licenced');
    expect(window.localStorage.getItem('userContext.roleId')).toBe('3');
    expect(window.localStorage.getItem('userContext.roleCode')).toBe('Licenced');
    expect(readRoleId()).toBe('3');
    expect(readRoleCode()).toBe('Licenced');
    removeRole();
    expect(readRoleId()).toBeNull();
    expect(readRoleCode()).toBeNull();
  });

  test('a stored role code matches a known code case-insensitively, else "Invalid role code"', () => {
    window.localStorage.setItem('userContext.roleCode', 'babysitter');
    expect(readRoleCode()).toBe('BabySitter');
    window.localStorage.setItem('userContext.roleCode', 'Pirate');
    expect(() => readRoleCode()).toThrow('Invalid role code');
  });
});

describe('storage in production (obfuscated)', () => {
  test('stores neither the key names nor the values in clear', () => {
    setStorageMode('obfuscated');
    writeToken({ accessToken: 'secret-access', refreshToken: 'secret-refresh' });
    writeRoleCode('Parent');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userContext.roleCode')).toBeNull();
    const everything = Object.entries(window.localStorage).flat().join(' ');
    expect(everything).not.toContain('secret-access');
    expect(everything).not.toContain('token');
    expect(everything).not.toContain('Parent');
    expect(readToken()).toEqual({ accessToken: 'secret-access', refreshToken: 'secret-refresh' });
    expect(readRoleCode()).toBe('Parent');
  });

  test('values written in one mode are not read in the other', () => {
    writeStorage(storageKeys.roleId, '2');
    setStorageMode('obfuscated');
    expect(readStorage(storageKeys.roleId)).toBeNull();
  });

  test('obfuscation reverses exactly, also for non-Latin text', () => {
    for (const text of ['', 'plain', 'Garderie à Montréal 🍼', '{"a":[1,2]}']) {
      expect(deobfuscate(obfuscate(text))).toBe(text);
      if (text !== '') expect(obfuscate(text)).not.toContain(text);
    }
    expect(deobfuscate('%%% not base64')).toBeNull();
  });
});

describe('storage when localStorage is unavailable', () => {
  test('reads give null and writes do not throw when localStorage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => {
      writeToken({ accessToken: 'a', refreshToken: 'r' });
    }).not.toThrow();
    expect(readToken()).toBeNull();
    expect(() => {
      removeToken();
    }).not.toThrow();
  });

  test('works without a window at all (prerender)', () => {
    vi.stubGlobal('window', undefined);
    expect(readStorage(storageKeys.token)).toBeNull();
    expect(() => {
      writeStorage(storageKeys.token, 'x');
    }).not.toThrow();
  });
});

describe('session storage (this tab only)', () => {
  test('keeps the value under its key in sessionStorage, not in localStorage', () => {
    writeSessionStorage(sessionStorageKeys.sendingResult, '{"items":[]}');
    expect(window.sessionStorage.getItem('kinderwait.sendingResult')).toBe('{"items":[]}');
    expect(window.localStorage.length).toBe(0);
    expect(readSessionStorage(sessionStorageKeys.sendingResult)).toBe('{"items":[]}');
  });

  test('reads give null and writes do not throw when sessionStorage throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => {
      writeSessionStorage(sessionStorageKeys.sendingResult, 'x');
    }).not.toThrow();
    expect(readSessionStorage(sessionStorageKeys.sendingResult)).toBeNull();
  });
});
