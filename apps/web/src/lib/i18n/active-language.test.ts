import { afterEach, describe, expect, test, vi } from 'vitest';
import { webLocalStorageKeys } from '../storage';
import { activeLanguage, adoptProfileLanguage, chooseLanguage } from './active-language';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('activeLanguage', () => {
  test('is English for a French browser and a stored French choice without the preview', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    localStorage.setItem(webLocalStorageKeys.language, 'fr');
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

  test('is English whatever the profile says while French is not allowed', () => {
    adoptProfileLanguage('fr');
    expect(activeLanguage()).toBe('en');
  });

  test('follows a choice made with the switch, which is stored for the visitor', () => {
    localStorage.setItem(webLocalStorageKeys.frenchPreview, 'on');
    adoptProfileLanguage('en');
    chooseLanguage('fr');
    expect(activeLanguage()).toBe('fr');
    expect(localStorage.getItem(webLocalStorageKeys.language)).toBe('fr');
  });
});
