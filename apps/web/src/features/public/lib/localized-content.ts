import { use } from 'react';
import { useLanguage } from '../../../lib/i18n/i18n-provider';
import type { Language } from '../../../lib/i18n/language';
import type { RouteContent } from '../../../lib/i18n/route-catalogues';

/**
 * Long-form content written once per language (an FAQ, open roles, a policy's text): one chunk per
 * language, so a page fetches only the active language's words, the way catalogues do
 * (docs/decisions/i18n.md, "Public pages in French").
 */
export interface LocalizedContent<T> extends RouteContent {
  readonly name: string;
  readonly load: Readonly<Record<Language, () => Promise<T>>>;
}

/**
 * A route declares the content in its handle (`routeWords([catalogue], [content])`), so the
 * prerender, hydration and navigation load it in the page's language before it renders.
 */
export function defineLocalizedContent<T>(
  name: string,
  load: Record<Language, () => Promise<T>>,
): LocalizedContent<T> {
  const content: LocalizedContent<T> = {
    name,
    load,
    loadIn: (language) => loadContent(content, language),
  };
  return content;
}

/** Marked the way React's `use` reads a settled promise, so loaded content never suspends. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loading = new Map<string, TrackedPromise<unknown>>();

/** The content in one language, loaded once; the page's route loads it before it renders. */
export function loadContent<T>(content: LocalizedContent<T>, language: Language): Promise<T> {
  const key = `${content.name}:${language}`;
  const known = loading.get(key) as TrackedPromise<T> | undefined;
  if (known !== undefined) return known;
  const started: TrackedPromise<T> = content.load[language]().then((value) => {
    started.status = 'fulfilled';
    started.value = value;
    return value;
  });
  // A failed load is not kept: the next render tries again.
  void started.catch(() => loading.delete(key));
  loading.set(key, started);
  return started;
}

/** The content in the active language; suspends only if its route did not load it first. */
export function useLocalizedContent<T>(content: LocalizedContent<T>): T {
  return use(loadContent(content, useLanguage()));
}
