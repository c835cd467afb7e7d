import { describe, expect, it } from 'vitest';
import { acceptedLanguage, languageOrDefault, requestLanguage } from './language.ts';

describe('the language of a request', () => {
  it.each([
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-CA,en;q=0.9,fr;q=0.8', 'en'],
    // Weights decide, not the order.
    ['en;q=0.5, fr-CA;q=0.9', 'fr'],
    // A language the product does not speak is passed over.
    ['de-DE,fr;q=0.7', 'fr'],
    // q=0 refuses a language.
    ['fr;q=0, en;q=0.1', 'en'],
  ])('reads %s as %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  it('is none when the header names no language of the product, or is absent', () => {
    expect(acceptedLanguage('de-DE,es;q=0.5')).toBeNull();
    expect(acceptedLanguage('*')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });

  it('is English by default', () => {
    expect(requestLanguage({})).toBe('en');
    expect(requestLanguage({ 'accept-language': 'de' })).toBe('en');
    expect(requestLanguage({ 'accept-language': 'fr-CA' })).toBe('fr');
  });

  it('reads a stored profile language, English for anything else', () => {
    expect(languageOrDefault('fr')).toBe('fr');
    expect(languageOrDefault('en')).toBe('en');
    expect(languageOrDefault('xx')).toBe('en');
    expect(languageOrDefault(null)).toBe('en');
  });
});
