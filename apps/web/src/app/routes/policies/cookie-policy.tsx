import { PolicyPage } from '../../../features/public/components/policy-page';
import { policyInfo } from '../../../features/public/content/policies';
import { PageHead } from '../../head/page-head';

const policy = policyInfo['cookie-policy'];

function CookiePolicyRoute() {
  return (
    <>
      <PageHead title={policy.title} description={policy.description} />
      <PolicyPage policyId={policy.id} />
    </>
  );
}

export { CookiePolicyRoute as Component };
