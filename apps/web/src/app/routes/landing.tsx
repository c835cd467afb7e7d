import { useLandingHead } from '../../features/public/components/landing/landing-head';
import { LandingPage } from '../../features/public/components/landing/landing-page';
import { landingCatalogue } from '../../features/public/landing-messages';
import { routeMessages } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The landing page's words, loaded before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeMessages(landingCatalogue);

function LandingRoute() {
  const head = useLandingHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <LandingPage />
    </>
  );
}

export { LandingRoute as Component };
