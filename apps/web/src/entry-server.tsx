import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import createEmotionServer from '@emotion/server/create-instance';
import { escapeHtml } from '@kinderwait/contract/rules/html-escape';
import { prerenderOriginPlaceholder, publicPagePaths } from '@kinderwait/contract/web-paths';
import { AppProviders } from './app/app-providers';
import { frenchExposed, languageOfPath, languages, localizedPath } from './lib/i18n/language';
import type { Language } from './lib/i18n/language';
import { loadRouteWords, routeLanguage } from './lib/i18n/route-catalogues';
import { createEmotionCache } from './app/emotion-cache';
import { createHeadCollector, HeadCollectorContext } from './app/head/head-context';
import { defaultHead } from './app/head/head-data';
import { renderHeadTags } from './app/head/render-head';
import { routeModuleFile } from './app/route-modules';
import { routes } from './app/routes';
import { paths } from './config/paths';
import { blogArticles } from './features/public/blog/blog-articles';

export interface RenderOptions {
  /** Origin of canonical and Open Graph URLs, without a trailing slash. */
  origin?: string;
  /**
   * Whether the French pages are public: each public page links to its other-language copy
   * (hreflang) and the French ones may be indexed. `frenchExposed` by default: while French is
   * hidden (docs/decisions/i18n.md#exposed) search engines are not sent to it.
   */
  frenchPublished?: boolean;
}

export type RenderResult =
  | {
      kind: 'page';
      /** HTTP status the page stands for (404 for the not-found page). */
      status: number;
      /** Markup for inside #root. */
      html: string;
      /** Tags for <head>: title, description, canonical, Open Graph, critical CSS. */
      head: string;
      /** Source files of the matched route modules, for modulepreload links. */
      modules: string[];
      /** The page's language, for <html lang>: its route group's (/fr is French), else English. */
      language: Language;
    }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Renders one URL of the app to HTML, as the prerender does at build time. The static handler
 * resolves the matched lazy routes first, so the markup is complete.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
  const origin = options.origin ?? prerenderOriginPlaceholder;
  const requestUrl = new URL(url, origin);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(requestUrl));

  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }

  // The page's words, loaded before rendering so nothing suspends (docs/decisions/i18n.md#loading).
  const fixedLanguage = routeLanguage(context.matches);
  const language = fixedLanguage ?? 'en';
  await loadRouteWords(context.matches, language);

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const collector = createHeadCollector();

  const html = renderToString(
    <HeadCollectorContext value={collector}>
      <AppProviders cache={cache} language={language}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </HeadCollectorContext>,
  );

  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(html),
  );
  const pathname = requestUrl.pathname;
  const published = options.frenchPublished ?? frenchExposed;
  const alternates =
    fixedLanguage !== null && published
      ? languages.map((other) => ({ language: other, path: localizedPath(pathname, other) }))
      : [];
  const collected = collector.collected() ?? defaultHead;
  const headData = language === 'en' || published ? collected : { ...collected, noIndex: true };
  const head = `${renderHeadTags(headData, origin, pathname, { language, alternates })}\n    ${styles}`;
  const modules = context.matches
    .map((match) => routeModuleFile(match.route.id))
    .filter((file): file is string => file !== undefined);

  return { kind: 'page', status: context.statusCode, html, head, modules, language };
}

/**
 * Every public page the build prerenders: the pages and policies
 * (docs/product/public-site.md#prerendering) and each blog article. The error page and signed-in
 * pages are left to the SPA shell.
 */
export function prerenderPaths(): string[] {
  const english = [
    ...Object.values(publicPagePaths),
    ...blogArticles.map((article) => paths.blogArticle.getHref(article.id)),
  ];
  return [...english, ...english.map((path) => localizedPath(path, 'fr'))];
}

/**
 * Prerendered pages kept out of the sitemap: the French copies while French is hidden
 * (docs/decisions/i18n.md#exposed). They are built and served, for the preview and the
 * build's checks, but nothing public links to them and they say noindex.
 */
export function unlistedPaths(): string[] {
  return frenchExposed ? [] : prerenderPaths().filter((path) => languageOfPath(path) === 'fr');
}

/**
 * The path pattern of every page the route table can show ("/waitlist/:childId", "/about"),
 * for the server: a path that matches none is answered with a 404 status (the shell still draws
 * the not-found page). The catch-all not-found route is left out, as it matches everything.
 */
export function routePatterns(): string[] {
  const patterns = new Set<string>();
  const walk = (routeList: readonly RouteObject[], parent: string): void => {
    for (const route of routeList) {
      if (route.path === '*') continue;
      const own = route.path ?? '';
      const full = own.startsWith('/') ? own : joinPath(parent, own);
      // React Router matches a route with a path of its own even when it has children (the
      // wizard's layout at /waitlist/:childId); a layout without a path matches nothing itself.
      if (route.index === true || route.path !== undefined) patterns.add(full);
      if (route.children !== undefined) walk(route.children, full);
    }
  };
  walk(routes, '/');
  return [...patterns].sort();
}

function joinPath(parent: string, child: string): string {
  if (child === '') return parent;
  return parent.endsWith('/') ? `${parent}${child}` : `${parent}/${child}`;
}

/**
 * Until the app has drawn into the shell's empty root, the shell says it is loading: drawn by the
 * browser from the HTML, it shows seconds before the app's scripts have run on a phone (the
 * signed-in screens' first paint, docs/benchmarks.md). The rule stops matching the moment the app renders
 * into the root, so it needs no code to remove it and never touches what React manages.
 */
export const shellLoadingStyle =
  '#root:empty::before{content:"Loading\\2026";display:block;padding:24px;text-align:center;' +
  'font:400 1rem/1.5 system-ui,sans-serif;opacity:.7}';

/** <head> of the SPA shell (spa.html), served for every path without a prerendered page. */
export function shellHead(): string {
  return [
    `<title>${escapeHtml(defaultHead.title)}</title>`,
    `<meta name="description" content="${escapeHtml(defaultHead.description)}" />`,
    '<meta name="robots" content="noindex" />',
    `<style>${shellLoadingStyle}</style>`,
  ].join('\n    ');
}
