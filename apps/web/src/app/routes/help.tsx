import { brand } from '@kinderwait/contract/brand';
import { HelpPage } from '../../features/public/components/help-page';
import { PageHead } from '../head/page-head';

function HelpRoute() {
  return (
    <>
      <PageHead
        title="Help centre"
        description={`Answers for parents and child care providers using ${brand.productName}: signing in, waitlists, fees, listings and how to contact us.`}
      />
      <HelpPage />
    </>
  );
}

export { HelpRoute as Component };
