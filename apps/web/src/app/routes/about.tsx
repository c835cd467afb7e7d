import { aboutCatalogue } from '../../features/public/about-messages';
import { AboutPage, useAboutHead } from '../../features/public/components/about-page';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([aboutCatalogue]);

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
