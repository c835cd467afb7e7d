import { describe, expect, test } from 'vitest';
import {
  languageOfPath,
  languageOfTag,
  localizedPath,
  pathWithoutLanguage,
  preferredLanguage,
  resolveLanguage,
} from './language';

describe('languageOfTag', () => {
  test('reads the language of a tag whatever its region and case', () => {
    expect(languageOfTag('fr-CA')).toBe('fr');
    expect(languageOfTag('FR')).toBe('fr');
    expect(languageOfTag('en_US')).toBe('en');
    expect(languageOfTag('es-MX')).toBeNull();
  });
});

describe('preferredLanguage', () => {
  test('takes the first language the product speaks, by the header’s weights', () => {
    expect(preferredLanguage('es-MX,es;q=0.9,fr-CA;q=0.8,en;q=0.7')).toBe('fr');
    expect(preferredLanguage('en;q=0.5,fr-CA;q=0.9')).toBe('fr');
    expect(preferredLanguage('fr;q=0,en-CA')).toBe('en');
  });

  test('follows the browser’s list in order', () => {
    expect(preferredLanguage(['de-DE', 'fr-CA', 'en-CA'])).toBe('fr');
    expect(preferredLanguage(['de-DE'])).toBeNull();
  });
});

describe('resolveLanguage', () => {
  test('chooses the profile, then the stored choice, then the browser, else English', () => {
    const all = { profile: 'fr', stored: 'en', accepted: ['en-CA'], frenchAllowed: true };
    expect(resolveLanguage(all)).toBe('fr');
    expect(resolveLanguage({ ...all, profile: null, stored: 'fr' })).toBe('fr');
    expect(resolveLanguage({ ...all, profile: null, stored: null, accepted: 'fr-CA' })).toBe('fr');
    expect(resolveLanguage({ ...all, profile: null, stored: 'es', accepted: ['fr-CA'] })).toBe(
      'fr',
    );
    expect(resolveLanguage({ frenchAllowed: true, accepted: ['de'] })).toBe('en');
  });

  test('stays English, whatever the visitor asks, while French is not allowed', () => {
    expect(
      resolveLanguage({ profile: 'fr', stored: 'fr', accepted: ['fr-CA'], frenchAllowed: false }),
    ).toBe('en');
  });
});

describe('public page paths', () => {
  test('the French copy of a page lives under /fr, and back', () => {
    expect(localizedPath('/about', 'fr')).toBe('/fr/about');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/fr/about', 'en')).toBe('/about');
    expect(localizedPath('/fr', 'en')).toBe('/');
    expect(localizedPath('/fr/about', 'fr')).toBe('/fr/about');
    expect(languageOfPath('/fr/blog/x')).toBe('fr');
    expect(languageOfPath('/fr')).toBe('fr');
    expect(languageOfPath('/friends')).toBeNull();
    expect(pathWithoutLanguage('/fr/policies/terms-of-use')).toBe('/policies/terms-of-use');
  });
});
