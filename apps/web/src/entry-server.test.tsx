// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { policyIds } from '@kinderwait/contract/policies';
import { policyFromTemplate } from '@kinderwait/contract/policy-texts';
import { publicPagePaths } from '@kinderwait/contract/web-paths';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import { blogArticles } from './features/public/blog/blog-articles';
import { prerenderPaths, render, routePatterns, shellHead } from './entry-server';

const origin = 'https://kinderwait.example';

/** Text as React writes it into HTML. */
function escapedAsReact(text = ''): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

async function renderPage(url: string) {
  const result = await render(url, { origin });
  if (result.kind !== 'page') throw new Error(`${url} redirected to ${result.location}`);
  return result;
}

describe('render (server)', () => {
  it('renders /about with its h1, critical emotion styles and head tags', async () => {
    const page = await renderPage('/about');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Why we built KinderWait<\/h1>/);
    expect(page.html).toContain('<main');
    // Critical CSS of the markup, keyed like the browser's cache so it is adopted, not repeated.
    expect(page.head).toMatch(/<style data-emotion="css [^"]+"[^>]*>[^<]*\{[^<]+<\/style>/);
    expect(page.head).toContain('<title>About us | KinderWait</title>');
    expect(page.head).toContain(`<link rel="canonical" href="${origin}/about" />`);
    expect(page.head).toContain('<meta property="og:title" content="About us | KinderWait" />');
    expect(page.head).toMatch(/<meta name="description" content="[^"]+" \/>/);
    expect(page.head).not.toContain('noindex');
  });

  it('styles the markup with class names that exist in the extracted CSS', async () => {
    const page = await renderPage('/about');
    const classNames = [...page.html.matchAll(/class="([^"]+)"/g)]
      .flatMap((match) => (match[1] ?? '').split(' '))
      .filter((name) => name.startsWith('css-'));
    expect(classNames.length).toBeGreaterThan(10);
    for (const name of new Set(classNames)) expect(page.head).toContain(`.${name}`);
  });

  it('names the route modules of the page for modulepreload', async () => {
    const page = await renderPage('/about');
    expect(page.modules).toEqual([
      'src/app/layouts/root-layout.tsx',
      'src/app/layouts/public-layout.tsx',
      'src/app/routes/about.tsx',
    ]);
  });

  it('renders a blog article as an article with its own title', async () => {
    const [article] = blogArticles;
    if (!article) throw new Error('No blog articles');
    const page = await renderPage(`/blog/${article.id}`);
    expect(page.html).toContain(article.title);
    expect(page.head).toContain('<meta property="og:type" content="article" />');
  });

  it('renders the licences page with the Toronto open data attribution', async () => {
    const page = await renderPage('/licenses');
    expect(page.html).toContain(torontoOpenDataAttribution);
  });

  it.each(policyIds)(
    'prerenders the %s page with the whole text the API serves, nothing left to load',
    async (id) => {
      // The file the server's policies module reads, rendered as it renders it.
      const file = fileURLToPath(import.meta.resolve(`@kinderwait/contract/policy-texts/${id}.md`));
      const policy = policyFromTemplate(id, await readFile(file, 'utf8'));
      const page = await renderPage(`/policies/${id}`);
      expect(page.html).toMatch(new RegExp(`<h1[^>]*>${policy.title}</h1>`));
      expect(page.html).toContain(`<time dateTime="${policy.lastUpdated}">`);
      const headings = [...policy.body.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
      expect(headings.length).toBeGreaterThan(2);
      for (const heading of headings)
        expect(page.html).toContain(`>${escapedAsReact(heading)}</h2>`);
      expect(page.html).not.toMatch(/role="status"|Loading the/);
    },
  );

  it('marks the not-found page as not indexable', async () => {
    const page = await renderPage('/no/such/page');
    expect(page.html).toContain('Page not found');
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers /auth with a redirect to the sign-in page', async () => {
    const result = await render('/auth', { origin });
    expect(result).toEqual({ kind: 'redirect', status: 302, location: '/auth/login' });
  });
});

describe('prerenderPaths', () => {
  it('lists every public page and every blog article, and no error or signed-in page', () => {
    const listed = prerenderPaths();
    for (const path of Object.values(publicPagePaths)) expect(listed).toContain(path);
    for (const article of blogArticles) expect(listed).toContain(`/blog/${article.id}`);
    expect(listed.some((path) => path.startsWith('/error') || path === '/home')).toBe(false);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('routePatterns', () => {
  it('lists the pattern of every page, nested ones joined, and never the catch-all', () => {
    const patterns = routePatterns();
    for (const pattern of [
      '/',
      '/about',
      '/blog/:id',
      '/error/:code/:message',
      '/home',
      '/waitlist/:childId',
      '/waitlist/:childId/school-plans/:planId',
      '/sandbox-checkout/:id',
    ]) {
      expect(patterns).toContain(pattern);
    }
    // A section's nested screens are joined to it; the catch-all that matches anything is left out.
    expect(patterns).toContain('/broadcast/orders/:orderId/childcare-interest');
    expect(patterns.filter((pattern) => pattern === '*' || pattern === '/*')).toEqual([]);
  });
});

describe('shellHead', () => {
  it('says the page is loading while the root is empty, and only then', () => {
    const head = shellHead();
    expect(head).toContain('<meta name="robots" content="noindex" />');
    const style = /<style>(.*)<\/style>/.exec(head)?.[1] ?? '';
    // A rule on the empty root only: nothing in the app's markup is styled or replaced by it.
    expect(style).toMatch(/^#root:empty::before\{content:"Loading\\2026";[^}]*\}$/);
  });
});
