// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '@kinderwait/contract/web-paths';
import { prerenderPaths, render, unlistedPaths } from './entry-server';
import landingEnglish from './features/public/messages/landing.en';
import siteEnglish from './features/public/messages/site.en';
import { parentFaq } from './features/public/content/faq';
import { openRoles } from './features/public/content/open-roles';

const origin = 'https://kinderwait.example';

async function renderPage(url: string, frenchPublished = true) {
  const result = await render(url, { origin, frenchPublished });
  if (result.kind !== 'page') throw new Error(`${url} redirected to ${result.location}`);
  return result;
}

/** The HTML's text, tags dropped, spaces collapsed and React's entities read back. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

describe('the French public pages', () => {
  it('prerenders /fr as the landing page in French, lang fr, linked both ways by hreflang', async () => {
    const page = await renderPage('/fr');
    expect(page.status).toBe(200);
    expect(page.language).toBe('fr');
    expect(page.html).toContain(
      'Trouvez un service de garde et inscrivez-vous aux listes d’attente',
    );
    expect(page.html).toContain('Toronto en chiffres');
    expect(page.html).toMatch(/1\s066 garderies agréées/); // fr-CA groups with a no-break space
    expect(page.head).toContain('<meta property="og:locale" content="fr_CA" />');
    expect(page.head).toContain(`<link rel="canonical" href="${origin}/fr" />`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="en-CA" href="${origin}/" />`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="fr-CA" href="${origin}/fr" />`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/" />`);
    expect(page.head).not.toContain('noindex');

    const text = textOf(page.html);
    const english = [...Object.values(landingEnglish), ...Object.values(siteEnglish)]
      .map(
        (message) =>
          message
            .replace(/<[^>]+>|\{[^}]+\}/g, '')
            .split(/[“”:]/)[0]
            ?.trim() ?? '',
      )
      .filter((words) => words.split(' ').length >= 3);
    for (const words of english) expect(text).not.toContain(words);
  });

  it('gives the English page the same hreflang links, and its copy under /fr/...', async () => {
    const english = await renderPage('/about');
    expect(english.language).toBe('en');
    expect(english.head).toContain(
      `<link rel="alternate" hreflang="fr-CA" href="${origin}/fr/about" />`,
    );
    expect(english.head).toContain('<meta property="og:locale" content="en_CA" />');
    const french = await renderPage('/fr/about');
    expect(french.language).toBe('fr');
    expect(french.head).toContain(`<link rel="canonical" href="${origin}/fr/about" />`);
    expect(french.head).toContain(
      `<link rel="alternate" hreflang="en-CA" href="${origin}/about" />`,
    );
    // The header speaks French on every French page.
    expect(french.html).toContain('Se connecter');
  });

  it('lists every French page in the sitemap now French is served, and would hide them again', async () => {
    expect(unlistedPaths()).toEqual([]);
    // Were French hidden again (frenchPublished false), search engines would be kept away.
    const english = await renderPage('/', false);
    expect(english.head).not.toContain('hreflang');
    const french = await renderPage('/fr', false);
    expect(french.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('lists a French copy of every prerendered page', () => {
    const listed = prerenderPaths();
    expect(listed).toContain('/fr');
    for (const path of Object.values(publicPagePaths).filter((path) => path !== '/')) {
      expect(listed).toContain(`/fr${path}`);
    }
  });

  it('prerenders a French blog article with its French text and links to the French site', async () => {
    const french = await renderPage('/fr/blog/licensed-vs-unlicensed-care-in-ontario');
    expect(french.status).toBe(200);
    expect(french.language).toBe('fr');
    const text = textOf(french.html);
    expect(text).toContain('Quand vous cherchez un service de garde à Toronto');
    expect(text).toContain('Tous les articles');
    expect(text).not.toContain('Our safety guide');
    expect(text).not.toContain('All articles');
    // The article's link, the header's and the footer's lead to the /fr copies.
    expect(french.html).toContain('href="/fr/safety"');
    expect(french.html).toContain('href="/fr/blog"');
    expect(french.html).not.toContain('href="/safety"');
    expect(french.html).not.toContain('href="/blog"');

    const english = await renderPage('/blog/licensed-vs-unlicensed-care-in-ontario');
    expect(english.language).toBe('en');
    expect(textOf(english.html)).toContain('Our safety guide');
    expect(english.html).toContain('href="/safety"');
    // Only the language switch leads to French: to this article's copy.
    expect(english.html).not.toContain('href="/fr/safety"');
    expect(english.html).not.toContain('href="/fr/blog"');
    expect(english.html).toContain('href="/fr/blog/licensed-vs-unlicensed-care-in-ontario"');
  });

  it('prerenders the help centre, open roles and a policy with their French content', async () => {
    const help = textOf((await renderPage('/fr/help')).html);
    expect(help).toContain('Comment me connecter?');
    for (const { question } of parentFaq) expect(help).not.toContain(question);

    const careers = textOf((await renderPage('/fr/careers')).html);
    expect(careers).toContain('Spécialiste du soutien aux familles');
    for (const { title } of openRoles) expect(careers).not.toContain(title);

    const policy = textOf((await renderPage('/fr/policies/privacy-policy')).html);
    expect(policy).toContain('Les renseignements que nous recueillons');
    expect(policy).not.toContain('The information we collect');

    const englishHelp = textOf((await renderPage('/help')).html);
    expect(englishHelp).toContain(parentFaq[0]?.question ?? 'missing');
  });
});
