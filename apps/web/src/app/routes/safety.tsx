import { SafetyPage, useSafetyHead } from '../../features/public/components/safety-page';
import { safetyCatalogue } from '../../features/public/safety-messages';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([safetyCatalogue]);

function SafetyRoute() {
  const head = useSafetyHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <SafetyPage />
    </>
  );
}

export { SafetyRoute as Component };
