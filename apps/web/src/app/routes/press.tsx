import { PressPage, usePressHead } from '../../features/public/components/press-page';
import { pressCatalogue } from '../../features/public/press-messages';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([pressCatalogue]);

function PressRoute() {
  const head = usePressHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <PressPage />
    </>
  );
}

export { PressRoute as Component };
