import type { RouteContent } from '../../lib/i18n/route-catalogues';

/**
 * The forms' validation words as a route's content (`routeWords`), so that no form under the route
 * suspends for them: nothing in English; in another language the loader, then its words. The
 * loader is imported here only when needed, so the route's own chunk stays as light as it was.
 */
export const validationWordsContent: RouteContent = {
  loadIn: async (language) => {
    if (language === 'en') return;
    const { loadValidationWords } = await import('./validation-loader');
    await loadValidationWords(language);
  },
};
