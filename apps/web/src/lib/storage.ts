/**
 * The one door to browser storage: localStorage for the product's keys (`storageKeys`,
 * docs/product/app-shell.md#browser-storage), and this tab's sessionStorage for the web's own
 * `sessionStorageKeys` (kept as given: nothing in them is a secret, and they end with the tab).
 *
 * Outside production, keys and values are stored as given so they are easy to inspect. In production
 * builds both are OBFUSCATED (XOR with a fixed key, then base64). This is obfuscation, NOT
 * encryption: anyone with this source can reverse it. It only keeps tokens from being readable at a
 * glance (shoulder surfing, casual copy of devtools); it is no defence against script injection.
 *
 * Every operation is safe when localStorage is missing or throws (prerender, SSR, private mode,
 * blocked storage, quota): reads give null, writes and removals do nothing.
 */
import { storageKeys } from '@kinderwait/contract/constants';
import type { RoleCode, StorageKey } from '@kinderwait/contract/constants';
import { canonicalRoleCode } from '@kinderwait/contract/rules/role-code';
import { env } from '../config/env';

export type StorageMode = 'plain' | 'obfuscated';

/** The token kept under 'token', as JSON (docs/product/accounts.md#tokens-and-the-session). */
export interface StoredToken {
  accessToken: string;
  refreshToken: string;
}

let modeOverride: StorageMode | undefined;

function defaultMode(): StorageMode {
  return env.production ? 'obfuscated' : 'plain';
}

export function getStorageMode(): StorageMode {
  return modeOverride ?? defaultMode();
}

/** Forces a mode (tests); `undefined` returns to the build's default. */
export function setStorageMode(mode: StorageMode | undefined): void {
  modeOverride = mode;
}

// Changing this key makes every stored value of production users unreadable (they sign in again).
const obfuscationKey = 'kinderwait/storage/v1';
const obfuscatedKeyPrefix = 'kw.';

function xorBytes(bytes: Uint8Array): Uint8Array {
  const key = new TextEncoder().encode(obfuscationKey);
  return bytes.map((byte, index) => byte ^ (key[index % key.length] ?? 0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Reversible: `deobfuscate(obfuscate(x)) === x` for any string, including non-Latin text. */
export function obfuscate(text: string): string {
  return toBase64(xorBytes(new TextEncoder().encode(text)));
}

/** Returns null when `text` is not something `obfuscate` produced. */
export function deobfuscate(text: string): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xorBytes(fromBase64(text)));
  } catch {
    return null;
  }
}

function physicalKey(key: StorageKey): string {
  return getStorageMode() === 'obfuscated' ? obfuscatedKeyPrefix + obfuscate(key) : key;
}

function browserStore(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    // Reading the property itself throws in some sandboxed or privacy modes.
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

function localStore(): Storage | undefined {
  return browserStore('localStorage');
}

export function readStorage(key: StorageKey): string | null {
  try {
    const raw = localStore()?.getItem(physicalKey(key)) ?? null;
    if (raw === null || getStorageMode() === 'plain') return raw;
    return deobfuscate(raw);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    const stored = getStorageMode() === 'obfuscated' ? obfuscate(value) : value;
    localStore()?.setItem(physicalKey(key), stored);
  } catch {
    // Quota exceeded or storage blocked: the value lives only until the page closes.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    localStore()?.removeItem(physicalKey(key));
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

function isStoredToken(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.accessToken === 'string' && typeof record.refreshToken === 'string';
}

/** The stored token, or null when none is stored or it is not a valid token JSON. */
export function readToken(): StoredToken | null {
  const raw = readStorage(storageKeys.token);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredToken(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeToken(token: StoredToken): void {
  writeStorage(
    storageKeys.token,
    JSON.stringify({ accessToken: token.accessToken, refreshToken: token.refreshToken }),
  );
}

export function removeToken(): void {
  removeStorage(storageKeys.token);
}

export function readRoleId(): string | null {
  const value = readStorage(storageKeys.roleId);
  return value === null || value === '' ? null : value;
}

export function writeRoleId(roleId: string | number): void {
  writeStorage(storageKeys.roleId, String(roleId));
}

/**
 * The stored role code in its canonical casing. The stored code must match a known code
 * case-insensitively, else 'Invalid role code' is raised
 * (docs/product/accounts.md#the-active-role).
 */
export function readRoleCode(): RoleCode | null {
  const value = readStorage(storageKeys.roleCode);
  return value === null || value === '' ? null : canonicalRoleCode(value);
}

export function writeRoleCode(code: RoleCode): void {
  writeStorage(storageKeys.roleCode, code);
}

export function removeRole(): void {
  removeStorage(storageKeys.roleId);
  removeStorage(storageKeys.roleCode);
}

/**
 * The web's own keys in this tab's sessionStorage (not the product's local storage keys: nothing
 * else reads them).
 */
export const sessionStorageKeys = {
  /** The last send's outcome, for a reload of the sending result page. */
  sendingResult: 'kinderwait.sendingResult',
  /**
   * The history state of a navigation made as a full page load (lib/navigation.ts), for the page
   * it loads; read once.
   */
  navigationState: 'kinderwait.navigationState',
} as const;
export type SessionStorageKey = (typeof sessionStorageKeys)[keyof typeof sessionStorageKeys];

/** This tab's value under `key`, or null (none, or storage unreadable). */
export function readSessionStorage(key: SessionStorageKey): string | null {
  try {
    return browserStore('sessionStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionStorage(key: SessionStorageKey, value: string): void {
  try {
    browserStore('sessionStorage')?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the value is lost with this page.
  }
}

export function removeSessionStorage(key: SessionStorageKey): void {
  try {
    browserStore('sessionStorage')?.removeItem(key);
  } catch {
    // Storage blocked: there is nothing to remove.
  }
}

/**
 * The web's own keys in localStorage, kept as given (nothing in them is a secret). Unlike the
 * sessionStorage keys they reach a second tab: the emailed sign-in link opens in one.
 */
export const webLocalStorageKeys = {
  /** The signed-in page a signed-out visitor asked for, to open once they have signed in. */
  returnPath: 'kinderwait.returnPath',
  /** The visitor's chosen language, 'en' or 'fr' (docs/decisions/i18n.md#the-active-language). */
  language: 'kinderwait.language',
  /** 'on' lets a development or test build serve French before it is exposed to users. */
  frenchPreview: 'kinderwait.frenchPreview',
} as const;
export type WebLocalStorageKey = (typeof webLocalStorageKeys)[keyof typeof webLocalStorageKeys];

export function readWebLocalStorage(key: WebLocalStorageKey): string | null {
  try {
    return browserStore('localStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeWebLocalStorage(key: WebLocalStorageKey, value: string): void {
  try {
    browserStore('localStorage')?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the value is lost with this page.
  }
}

export function removeWebLocalStorage(key: WebLocalStorageKey): void {
  try {
    browserStore('localStorage')?.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
