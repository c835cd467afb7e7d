/**
 * The meta element the prerender writes into a public page: the script files the app needs on
 * that page (the app's own and the page's route modules), space separated. The page does not load
 * them until the app starts (main.tsx).
 */
export const appModulesMetaName = 'kinderwait:app-modules';

/**
 * Adds a `modulepreload` link for each file the page's meta element lists, so that starting the
 * app fetches them all at once instead of discovering them one import at a time. Without the meta
 * element (the SPA shell preloads them in its HTML), nothing is added. Returns the files.
 */
export function preloadAppModules(document: Document): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${appModulesMetaName}"]`);
  const files = (meta?.content ?? '').split(' ').filter((file) => file !== '');
  for (const file of files) {
    if (document.querySelector(`link[rel="modulepreload"][href="${file}"]`) !== null) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  return files;
}
