import { afterEach, describe, expect, test, vi } from 'vitest';
import { webLocalStorageKeys } from '../storage';
import { activeLanguage } from './active-language';

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
