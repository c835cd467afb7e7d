import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ClaimListingPage } from '../../../features/listing-claims/components/claim-listing-page';
import { useClaimHead } from '../../../features/listing-claims/hooks/use-claim-head';
import { listingClaimsCatalogue } from '../../../features/listing-claims/listing-claims-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the claim screen's words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(listingClaimsCatalogue, activeLanguage());
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}

/**
 * /user-profile/childcare-provider/claim (listing.claim): once the code is proven the listing is
 * the provider's profile, and the profile screen opens.
 */
function ClaimListingRoute() {
  const navigate = useNavigate();
  const head = useClaimHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <ClaimListingPage
        onClaimed={() => {
          void navigate(paths.app.childcareProviderProfile.getHref());
        }}
      />
    </>
  );
}

export { ClaimListingRoute as Component };
