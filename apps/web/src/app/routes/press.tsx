import { brand } from '@kinderwait/contract/brand';
import { PressPage } from '../../features/public/components/press-page';
import { PageHead } from '../head/page-head';

function PressRoute() {
  return (
    <>
      <PageHead
        title="Press"
        description={`Facts, logos and the press contact for ${brand.productName}, the childcare marketplace for ${brand.city}.`}
      />
      <PressPage />
    </>
  );
}

export { PressRoute as Component };
