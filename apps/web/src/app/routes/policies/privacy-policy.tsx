import template from '@kinderwait/contract/policy-texts/privacy-policy.md?raw';
import { PolicyPage } from '../../../features/public/components/policy-page';
import { policyInfoIn } from '../../../features/public/content/policies';
import { localizedPolicy } from '../../../features/public/content/policy-texts';
import { useLocalizedContent } from '../../../features/public/lib/localized-content';
import { useLanguage } from '../../../lib/i18n/i18n-provider';
import { routeWords } from '../../../lib/i18n/route-catalogues';
import { PageHead } from '../../head/page-head';

// The text the API serves, from the same file: in the prerendered page and in this route's chunk,
// so the English page shows it without a call to the server (French loads its own file).
const policy = localizedPolicy(
  'privacy-policy',
  template,
  () => import('@kinderwait/contract/policy-texts/privacy-policy.fr.md?raw'),
);

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([], [policy]);

function PrivacyPolicyRoute() {
  const text = useLocalizedContent(policy);
  const info = policyInfoIn(useLanguage())['privacy-policy'];
  return (
    <>
      <PageHead title={info.title} description={info.description} />
      <PolicyPage policy={text} />
    </>
  );
}

export { PrivacyPolicyRoute as Component };
