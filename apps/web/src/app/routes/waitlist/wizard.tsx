import { useOutlet, useParams } from 'react-router';
import { WaitlistWizardShell } from '../../../features/waitlist-wizard/components/waitlist-wizard-shell';
import { waitlistWizardTexts } from '../../../features/waitlist-wizard/waitlist-wizard-texts';
import { PageHead } from '../../head/page-head';

/**
 * /waitlist/{childId}: the wizard's shell around its nested steps
 * (docs/product/waitlist.md#filters-wizard).
 */
function WaitlistWizardRoute() {
  const { childId = '' } = useParams();
  const outlet = useOutlet();
  return (
    <>
      <PageHead
        title={waitlistWizardTexts.pageTitle}
        description={waitlistWizardTexts.pageDescription}
        noIndex
      />
      <WaitlistWizardShell key={childId} childId={childId} outlet={outlet} />
    </>
  );
}

export { WaitlistWizardRoute as Component };
