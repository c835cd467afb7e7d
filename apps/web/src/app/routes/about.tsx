import { aboutCatalogue } from '../../features/public/about-messages';
import { AboutPage, useAboutHead } from '../../features/public/components/about-page';
import { activeLanguage } from '../../lib/i18n/active-language';
import { loadPublicPage } from '../../features/public/lib/load-public-page';
import type { PublicPageWords } from '../../features/public/lib/load-public-page';
import { PageHead } from '../head/page-head';

/** The page's words and content in the active language (features/public/lib/load-public-page.ts). */
export const handle: PublicPageWords = { catalogues: [aboutCatalogue], localizedContent: [] };

// The module waits for them itself, rather than a route loader: the app loads a page's modules
// before its first render (hydration included, which runs no loader, and a loader would make the
// router redraw the prerendered page) and before opening it, so the page never suspends. A failed
// load is the page's own to retry: it suspends and loads them again.
await loadPublicPage(handle, activeLanguage()).catch(() => undefined);

function AboutRoute() {
  const head = useAboutHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <AboutPage />
    </>
  );
}

export { AboutRoute as Component };
