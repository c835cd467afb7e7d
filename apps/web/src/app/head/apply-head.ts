import { formatDocumentTitle } from './head-data';
import type { HeadData } from './head-data';

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Keeps <head> in step with the page after a client-side navigation (the prerendered tags only
 * describe the first page). The canonical link keeps the origin the prerender gave it (the
 * configured public origin) and only follows the path; the SPA shell has no canonical link.
 */
export function applyHeadToDocument(doc: Document, head: HeadData, pathname: string): void {
  const title = formatDocumentTitle(head.title);
  doc.title = title;
  upsertMeta(doc, 'name', 'description', head.description);
  upsertMeta(doc, 'property', 'og:title', title);
  upsertMeta(doc, 'property', 'og:description', head.description);

  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    canonical.href = new URL(pathname, canonical.href).href;
    upsertMeta(doc, 'property', 'og:url', canonical.href);
  }

  if (head.noIndex === true) upsertMeta(doc, 'name', 'robots', 'noindex');
  else doc.head.querySelector('meta[name="robots"]')?.remove();
}
