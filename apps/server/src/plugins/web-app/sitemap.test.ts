import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  const origin = 'https://kinderwait.example';

  it('lists each public path once, sorted, as absolute URLs', () => {
    const xml = sitemapXml(origin, ['/about', '/', '/about']);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      `<loc>${origin}/</loc>`,
      `<loc>${origin}/about</loc>`,
    ]);
  });

  it('leaves out API and signed-in paths even if a build listed them', () => {
    const xml = sitemapXml(origin, ['/api/health', '/waitlist', '/waitlist/children', '/help']);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([`<loc>${origin}/help</loc>`]);
  });

  it('encodes and escapes paths so the XML stays valid', () => {
    const xml = sitemapXml(origin, ['/blog/café & crèche']);
    expect(xml).toContain(`<loc>${origin}/blog/caf%C3%A9%20&amp;%20cr%C3%A8che</loc>`);
  });

  it('names each page’s other-language copy on both entries when both are listed', () => {
    const xml = sitemapXml(origin, ['/', '/fr', '/about', '/fr/about', '/help']);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) =>
      xml.split('<url>').find((part) => part.includes(`<loc>${origin}${loc}</loc>`)) ?? '';
    for (const loc of ['/about', '/fr/about']) {
      expect(entry(loc)).toContain(
        `<xhtml:link rel="alternate" hreflang="en-CA" href="${origin}/about" />`,
      );
      expect(entry(loc)).toContain(
        `<xhtml:link rel="alternate" hreflang="fr-CA" href="${origin}/fr/about" />`,
      );
      expect(entry(loc)).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about" />`,
      );
    }
    expect(entry('/fr')).toContain(`hreflang="en-CA" href="${origin}/" />`);
    // A page without a French copy listed has no alternates.
    expect(entry('/help')).not.toContain('xhtml:link');
  });
});
