import { brand } from '@kinderwait/contract/brand';
import { LicensesPage } from '../../features/public/components/licenses-page';
import { loadShippedLicenses } from '../../features/public/licenses/shipped-licenses';
import { PageHead } from '../head/page-head';

const licenses = loadShippedLicenses();

function LicensesRoute() {
  return (
    <>
      <PageHead
        title="Licences and data sources"
        description={`The City of Toronto open data and the open-source software behind ${brand.productName}, with their licences.`}
      />
      <LicensesPage licenses={licenses} />
    </>
  );
}

export { LicensesRoute as Component };
