import { NotFoundPage, useNotFoundHead } from '../../features/public/components/not-found-page';
import { publicPagesCatalogue } from '../../features/public/public-pages-messages';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([publicPagesCatalogue]);

function NotFoundRoute() {
  const head = useNotFoundHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <NotFoundPage />
    </>
  );
}

export { NotFoundRoute as Component };
