import { brand } from '@kinderwait/contract/brand';
import { AboutPage } from '../../features/public/components/about-page';
import { PageHead } from '../head/page-head';

function AboutRoute() {
  return (
    <>
      <PageHead
        title="About us"
        description={`Why we built ${brand.productName}: calmer childcare search for ${brand.city} families and fairer waitlists for the people who care for our children.`}
      />
      <AboutPage />
    </>
  );
}

export { AboutRoute as Component };
