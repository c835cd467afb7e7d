import { PolicyPage } from '../../../features/public/components/policy-page';
import { policyInfo } from '../../../features/public/content/policies';
import { PageHead } from '../../head/page-head';

const policy = policyInfo['privacy-policy'];

function PrivacyPolicyRoute() {
  return (
    <>
      <PageHead title={policy.title} description={policy.description} />
      <PolicyPage policyId={policy.id} />
    </>
  );
}

export { PrivacyPolicyRoute as Component };
