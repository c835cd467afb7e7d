import { afterEach, describe, expect, it } from 'vitest';
import { appModulesMetaName, preloadAppModules } from './app-modules';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadAppModules', () => {
  it('preloads each script the page lists for its app, once, when the app starts', () => {
    document.head.innerHTML = `<meta name="${appModulesMetaName}" content="/assets/app-1.js /assets/landing-2.js" />`;
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

    expect(preloadAppModules(document)).toEqual(['/assets/app-1.js', '/assets/landing-2.js']);
    preloadAppModules(document);
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/app-1.js',
      '/assets/landing-2.js',
    ]);
  });

  it('adds nothing on a page without the list (the SPA shell preloads in its HTML)', () => {
    expect(preloadAppModules(document)).toEqual([]);
    expect(document.querySelectorAll('link')).toHaveLength(0);
  });
});
