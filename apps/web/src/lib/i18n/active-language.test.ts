import { afterEach, describe, expect, test, vi } from 'vitest';
import { webLocalStorageKeys } from '../storage';
import { activeLanguage, adoptProfileLanguage, chooseLanguage } from './active-language';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('activeLanguage', () => {
  test('follows a French browser, and a stored choice before it, with no preview now French is served', () => {
    localStorage.removeItem(webLocalStorageKeys.frenchPreview);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    expect(activeLanguage()).toBe('fr');
    localStorage.setItem(webLocalStorageKeys.language, 'en');
    expect(activeLanguage()).toBe('en');
  });

  test('follows the browser when a test build turns the French preview on', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en-CA']);
    localStorage.setItem(webLocalStorageKeys.frenchPreview, 'on');
    expect(activeLanguage()).toBe('fr');
    localStorage.setItem(webLocalStorageKeys.language, 'en');
    expect(activeLanguage()).toBe('en');
  });
});

describe('the profile’s language', () => {
  afterEach(() => {
    adoptProfileLanguage(null);
  });

  test('comes first: before the stored choice and the browser, once French is allowed', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-CA']);
    localStorage.setItem(webLocalStorageKeys.frenchPreview, 'on');
    localStorage.setItem(webLocalStorageKeys.language, 'en');
    adoptProfileLanguage('fr');
    expect(activeLanguage()).toBe('fr');
    adoptProfileLanguage(null); // signed out: the visitor's own choice again
    expect(activeLanguage()).toBe('en');
  });

  test('follows the profile’s French with no preview, before the browser’s English', () => {
    localStorage.removeItem(webLocalStorageKeys.frenchPreview);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-CA']);
    adoptProfileLanguage('fr');
    expect(activeLanguage()).toBe('fr');
  });

  test('follows a choice made with the switch, which is stored for the visitor', () => {
    localStorage.setItem(webLocalStorageKeys.frenchPreview, 'on');
    adoptProfileLanguage('en');
    chooseLanguage('fr');
    expect(activeLanguage()).toBe('fr');
    expect(localStorage.getItem(webLocalStorageKeys.language)).toBe('fr');
  });
});
