import type { ComponentTexts } from './component-texts-type';
import type { Language } from '../lib/i18n/language';
import type { RouteContent } from '../lib/i18n/route-catalogues';

export type { ComponentTexts } from './component-texts-type';

type Listener = () => void;

/** English is MUI's own: nothing to load, no override. */
const loaded = new Map<Language, ComponentTexts>([['en', {}]]);
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<Listener>();

// One chunk per language, so a page fetches only its own language's words.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: ComponentTexts }>> = {
  fr: () => import('./component-texts.fr'),
};

/** The language's texts once loaded (English at once), else undefined. */
export function loadedComponentTexts(language: Language): ComponentTexts | undefined {
  return loaded.get(language);
}

/**
 * Loads a language's texts once and tells the theme. A failed load is forgotten, so the next
 * page tries again; meanwhile the components keep MUI's English.
 */
export function loadComponentTexts(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (pending === undefined) {
    pending = loaders[language]().then(
      (module) => {
        loaded.set(language, module.default);
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Called whenever a language's texts arrive. */
export function onComponentTexts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The texts as a page's words (lib/i18n/route-catalogues.ts): the root layout declares them, so
 * the prerender, the browser before it hydrates, a navigation and the language switch all load
 * them in the page's language before it draws.
 */
export const componentTextsContent: RouteContent = { loadIn: loadComponentTexts };
