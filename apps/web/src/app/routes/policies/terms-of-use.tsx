import { PolicyPage } from '../../../features/public/components/policy-page';
import { policyInfo } from '../../../features/public/content/policies';
import { PageHead } from '../../head/page-head';

const policy = policyInfo['terms-of-use'];

function TermsOfUseRoute() {
  return (
    <>
      <PageHead title={policy.title} description={policy.description} />
      <PolicyPage policyId={policy.id} />
    </>
  );
}

export { TermsOfUseRoute as Component };
