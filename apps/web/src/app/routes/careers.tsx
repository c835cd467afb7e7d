import { brand } from '@kinderwait/contract/brand';
import { CareersPage } from '../../features/public/components/careers-page';
import { PageHead } from '../head/page-head';

function CareersRoute() {
  return (
    <>
      <PageHead
        title="Careers"
        description={`Open roles at ${brand.productName} in ${brand.city}: engineering, provider partnerships and family support. Apply by email.`}
      />
      <CareersPage />
    </>
  );
}

export { CareersRoute as Component };
