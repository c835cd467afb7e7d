import { policyFromTemplate } from '@kinderwait/contract/policy-texts';
import template from '@kinderwait/contract/policy-texts/privacy-policy.md?raw';
import { PolicyPage } from '../../../features/public/components/policy-page';
import { policyInfo } from '../../../features/public/content/policies';
import { PageHead } from '../../head/page-head';

const info = policyInfo['privacy-policy'];
// The text the API serves, from the same file: in the prerendered page and in this route's chunk,
// so the page shows it without a call to the server.
const policy = policyFromTemplate(info.id, template);

function PrivacyPolicyRoute() {
  return (
    <>
      <PageHead title={info.title} description={info.description} />
      <PolicyPage policy={policy} />
    </>
  );
}

export { PrivacyPolicyRoute as Component };
