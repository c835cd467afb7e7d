import { HelpPage, useHelpHead } from '../../features/public/components/help-page';
import { localizedFaq } from '../../features/public/content/localized-faq';
import { helpCatalogue } from '../../features/public/help-messages';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([helpCatalogue], [localizedFaq]);

function HelpRoute() {
  const head = useHelpHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <HelpPage />
    </>
  );
}

export { HelpRoute as Component };
