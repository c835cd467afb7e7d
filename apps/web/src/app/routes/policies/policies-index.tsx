import {
  PoliciesIndexPage,
  usePoliciesIndexHead,
} from '../../../features/public/components/policies-index-page';
import { publicPagesCatalogue } from '../../../features/public/public-pages-messages';
import { routeWords } from '../../../lib/i18n/route-catalogues';
import { PageHead } from '../../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([publicPagesCatalogue]);

function PoliciesIndexRoute() {
  const head = usePoliciesIndexHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <PoliciesIndexPage />
    </>
  );
}

export { PoliciesIndexRoute as Component };
