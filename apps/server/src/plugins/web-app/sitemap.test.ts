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
});
