import { describe, expect, test } from 'vitest';
import { appStartKey, fillTemplate, messageChunkFiles } from './prerender.mjs';

describe('the prerender', () => {
  test('lists the page’s words in its own language only, with the runtime', () => {
    const manifest = {
      [appStartKey]: { file: 'start.js', imports: ['src/lib/i18n/use-messages.ts'] },
      'src/lib/i18n/use-messages.ts': {
        file: 'use-messages.js',
        dynamicImports: ['src/lib/i18n/formatter.ts'],
      },
      'src/lib/i18n/formatter.ts': { file: 'formatter.js' },
      'src/app/routes/landing.tsx': {
        file: 'landing.js',
        dynamicImports: [
          'src/features/public/messages/landing.en.ts',
          'src/features/public/messages/landing.fr.ts',
        ],
      },
      'src/features/public/messages/landing.en.ts': { file: 'landing.en.js' },
      'src/features/public/messages/landing.fr.ts': { file: 'landing.fr.js' },
      'src/app/layouts/root-layout.tsx': {
        file: 'root-layout.js',
        dynamicImports: ['src/theme/component-texts.fr.ts'],
      },
      'src/theme/component-texts.fr.ts': { file: 'component-texts.fr.js' },
    };
    const modules = ['src/app/layouts/root-layout.tsx', 'src/app/routes/landing.tsx'];
    expect(messageChunkFiles(manifest, modules, 'fr').sort()).toEqual([
      'component-texts.fr.js',
      'formatter.js',
      'landing.fr.js',
    ]);
    expect(messageChunkFiles(manifest, modules, 'en').sort()).toEqual([
      'formatter.js',
      'landing.en.js',
    ]);
  });

  test('writes the page’s language on <html lang>', () => {
    const template =
      '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>';
    expect(fillTemplate(template, '<title>T</title>', '<p>Bonjour</p>', 'fr')).toBe(
      '<html lang="fr"><head><title>T</title></head><body><p>Bonjour</p></body></html>',
    );
  });
});
