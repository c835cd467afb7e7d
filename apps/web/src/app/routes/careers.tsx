import { careersCatalogue } from '../../features/public/careers-messages';
import { CareersPage, useCareersHead } from '../../features/public/components/careers-page';
import { localizedOpenRoles } from '../../features/public/content/localized-open-roles';
import { activeLanguage } from '../../lib/i18n/active-language';
import { loadPublicPage } from '../../features/public/lib/load-public-page';
import type { PublicPageWords } from '../../features/public/lib/load-public-page';
import { PageHead } from '../head/page-head';

/** The page's words and content in the active language (features/public/lib/load-public-page.ts). */
export const handle: PublicPageWords = {
  catalogues: [careersCatalogue],
  localizedContent: [localizedOpenRoles],
};

// The module waits for them itself, rather than a route loader: the app loads a page's modules
// before its first render (hydration included, which runs no loader, and a loader would make the
// router redraw the prerendered page) and before opening it, so the page never suspends. A failed
// load is the page's own to retry: it suspends and loads them again.
await loadPublicPage(handle, activeLanguage()).catch(() => undefined);

function CareersRoute() {
  const head = useCareersHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <CareersPage />
    </>
  );
}

export { CareersRoute as Component };
