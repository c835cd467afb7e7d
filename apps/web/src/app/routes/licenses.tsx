import { LicensesPage, useLicensesHead } from '../../features/public/components/licenses-page';
import { loadShippedLicenses } from '../../features/public/licenses/shipped-licenses';
import { publicPagesCatalogue } from '../../features/public/public-pages-messages';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

const licenses = loadShippedLicenses();

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([publicPagesCatalogue]);

function LicensesRoute() {
  const head = useLicensesHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <LicensesPage licenses={licenses} />
    </>
  );
}

export { LicensesRoute as Component };
