import { brand } from '@kinderwait/contract/brand';
import { LandingPage } from '../../features/public/components/landing/landing-page';
import { PageHead } from '../head/page-head';

function LandingRoute() {
  return (
    <>
      <PageHead
        title={`${brand.productName}: find childcare in ${brand.city} and join waitlists in one place`}
        description={`See every licensed child care centre in ${brand.city}, describe the care your child needs once, and join waitlists in a few clicks. Providers keep a fair, prioritised waitlist and fill open spots sooner.`}
      />
      <LandingPage />
    </>
  );
}

export { LandingRoute as Component };
