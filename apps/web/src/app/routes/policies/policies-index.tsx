import { brand } from '@kinderwait/contract/brand';
import { PoliciesIndexPage } from '../../../features/public/components/policies-index-page';
import { PageHead } from '../../head/page-head';

function PoliciesIndexRoute() {
  return (
    <>
      <PageHead
        title="Policies"
        description={`The ${brand.productName} privacy policy, terms of use and cookie policy.`}
      />
      <PoliciesIndexPage />
    </>
  );
}

export { PoliciesIndexRoute as Component };
