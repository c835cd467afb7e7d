import type { Catalogue } from './catalogue';
import { languages } from './language';
import type { Language } from './language';
import { loadMessages } from './use-messages';

/**
 * Long-form words a page draws besides its catalogues (an FAQ, a blog, a policy's text), written
 * once per language: loading it in a language is the feature's business.
 */
export interface RouteContent {
  readonly loadIn: (language: Language) => Promise<unknown>;
}

/**
 * What a route module says about its words (docs/decisions/i18n.md#loading): the catalogues the
 * page (or layout) draws, and its long-form content. A route module declares them as
 * `export const handle = routeMessages(aboutCatalogue)` or
 * `export const handle = routeWords([helpCatalogue], [localizedFaq])`; the prerender, the browser
 * before it hydrates, and the router before it opens the page all load them in the page's
 * language, so nothing suspends.
 */
export interface RouteMessagesHandle {
  readonly catalogues: readonly Catalogue<string>[];
  readonly content?: readonly RouteContent[];
}

/**
 * The language a group of routes is drawn in whatever the visitor chose: the public site's
 * English pages and their /fr copies (routes.tsx).
 */
export interface RouteLanguageHandle {
  readonly language: Language;
}

export function routeMessages(...catalogues: Catalogue<string>[]): RouteMessagesHandle {
  return { catalogues };
}

export function routeWords(
  catalogues: readonly Catalogue<string>[],
  content: readonly RouteContent[] = [],
): RouteMessagesHandle {
  return { catalogues, content };
}

interface MatchLike {
  readonly route: { readonly handle?: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The catalogues every matched route declares, each once. */
export function routeCatalogues(matches: readonly MatchLike[]): Catalogue<string>[] {
  const found = new Set<Catalogue<string>>();
  for (const { route } of matches) {
    const handle = route.handle;
    if (!isRecord(handle) || !Array.isArray(handle.catalogues)) continue;
    for (const catalogue of handle.catalogues as Catalogue<string>[]) found.add(catalogue);
  }
  return [...found];
}

function isRouteContent(value: unknown): value is RouteContent {
  return isRecord(value) && typeof value.loadIn === 'function';
}

/** The long-form content every matched route declares, each once. */
export function routeContent(matches: readonly MatchLike[]): RouteContent[] {
  const found = new Set<RouteContent>();
  for (const { route } of matches) {
    const handle = route.handle;
    if (!isRecord(handle) || !Array.isArray(handle.content)) continue;
    for (const content of handle.content as unknown[])
      if (isRouteContent(content)) found.add(content);
  }
  return [...found];
}

/** The language the deepest matched route fixes (a public page's), or null (the visitor's). */
export function routeLanguage(matches: readonly MatchLike[]): Language | null {
  for (const { route } of [...matches].reverse()) {
    const handle = route.handle;
    if (!isRecord(handle)) continue;
    const language = languages.find((candidate) => candidate === handle.language);
    if (language !== undefined) return language;
  }
  return null;
}

/** Loads the matched routes' catalogues and content in `language`, side by side. */
export async function loadRouteWords(
  matches: readonly MatchLike[],
  language: Language,
): Promise<void> {
  await Promise.all([
    ...routeCatalogues(matches).map((catalogue) => loadMessages(catalogue, language)),
    ...routeContent(matches).map((content) => content.loadIn(language)),
  ]);
}
