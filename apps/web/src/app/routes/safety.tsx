import { SafetyPage } from '../../features/public/components/safety-page';
import { PageHead } from '../head/page-head';

function SafetyRoute() {
  return (
    <>
      <PageHead
        title="Choosing child care safely"
        description="How to check a child care licence in Ontario, the rules for unlicensed home child care, questions to ask, vulnerable sector checks and how to report a concern."
      />
      <SafetyPage />
    </>
  );
}

export { SafetyRoute as Component };
