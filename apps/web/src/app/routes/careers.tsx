import { careersCatalogue } from '../../features/public/careers-messages';
import { CareersPage, useCareersHead } from '../../features/public/components/careers-page';
import { localizedOpenRoles } from '../../features/public/content/localized-open-roles';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([careersCatalogue], [localizedOpenRoles]);

function CareersRoute() {
  const head = useCareersHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <CareersPage />
    </>
  );
}

export { CareersRoute as Component };
