import { useOutlet, useParams } from 'react-router';
import { availabilityPickerCatalogue } from '../../../components/availability-picker/availability-picker-messages';
import { careFiltersCatalogue } from '../../../components/care-filters/care-filters-messages';
import { WaitlistWizardShell } from '../../../features/waitlist-wizard/components/waitlist-wizard-shell';
import { waitlistWizardCatalogue } from '../../../features/waitlist-wizard/waitlist-wizard-messages';
import { wizardPageHead } from '../../../features/waitlist-wizard/wizard-words';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages, useMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/**
 * Loads the wizard's words, its filters' and the availability picker's in the active language
 * before the wizard opens, so no step appears a moment after the rest. A failed load is retried
 * when the wizard suspends for it.
 */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  await Promise.all(
    [waitlistWizardCatalogue, careFiltersCatalogue, availabilityPickerCatalogue].map((catalogue) =>
      loadMessages(catalogue, language).catch(() => undefined),
    ),
  );
  return null;
}

/**
 * /waitlist/{childId}: the wizard's shell around its nested steps
 * (docs/product/waitlist.md#filters-wizard).
 */
function WaitlistWizardRoute() {
  const { childId = '' } = useParams();
  const outlet = useOutlet();
  const head = wizardPageHead(useMessages(waitlistWizardCatalogue));
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <WaitlistWizardShell key={childId} childId={childId} outlet={outlet} />
    </>
  );
}

export { WaitlistWizardRoute as Component };
