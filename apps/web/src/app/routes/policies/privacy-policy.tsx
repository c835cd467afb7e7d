import template from '@kinderwait/contract/policy-texts/privacy-policy.md?raw';
import { PolicyPage } from '../../../features/public/components/policy-page';
import { policyInfoIn } from '../../../features/public/content/policies';
import { localizedPolicy } from '../../../features/public/content/policy-texts';
import { useLocalizedContent } from '../../../features/public/lib/localized-content';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { useLanguage } from '../../../lib/i18n/i18n-provider';
import { loadPublicPage } from '../../../features/public/lib/load-public-page';
import type { PublicPageWords } from '../../../features/public/lib/load-public-page';
import { PageHead } from '../../head/page-head';

// The text the API serves, from the same file: in the prerendered page and in this route's chunk,
// so the English page shows it without a call to the server (French loads its own file).
const policy = localizedPolicy(
  'privacy-policy',
  template,
  () => import('@kinderwait/contract/policy-texts/privacy-policy.fr.md?raw'),
);

/** The page's words and content in the active language (features/public/lib/load-public-page.ts). */
export const handle: PublicPageWords = { catalogues: [], localizedContent: [policy] };

// The module waits for them itself, rather than a route loader: the app loads a page's modules
// before its first render (hydration included, which runs no loader, and a loader would make the
// router redraw the prerendered page) and before opening it, so the page never suspends. A failed
// load is the page's own to retry: it suspends and loads them again.
await loadPublicPage(handle, activeLanguage()).catch(() => undefined);

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
