import { describe, expect, it } from 'vitest';
import { frenchWidgetTexts, pageLanguage, widgetTexts } from './widget-texts.ts';

describe('the widget’s words', () => {
  it('has the same keys in English and French, and no French word left in English', () => {
    expect(Object.keys(frenchWidgetTexts).sort()).toEqual(Object.keys(widgetTexts).sort());
    for (const [key, english] of Object.entries(widgetTexts)) {
      if (key === 'agent') continue; // "Assistant" is the same word in both languages.
      const french = frenchWidgetTexts[key as keyof typeof frenchWidgetTexts];
      expect(typeof french === 'function' ? french('X') : french).not.toBe(
        typeof english === 'function' ? english('X') : english,
      );
    }
  });

  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-ca', 'fr'],
    ['en-CA', 'en'],
    ['es', 'en'],
    ['', 'en'],
  ])('reads the page language %j as %s', (lang, language) => {
    const page = document.implementation.createHTMLDocument('page');
    page.documentElement.lang = lang;
    expect(pageLanguage(page)).toBe(language);
  });
});
