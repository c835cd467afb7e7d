import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ClaimListingPage } from '../../../features/listing-claims/components/claim-listing-page';
import { listingClaimsTexts } from '../../../features/listing-claims/listing-claims-texts';
import { PageHead } from '../../head/page-head';

/**
 * /user-profile/childcare-provider/claim (listing.claim): once the code is proven the listing is
 * the provider's profile, and the profile screen opens.
 */
function ClaimListingRoute() {
  const navigate = useNavigate();
  return (
    <>
      <PageHead
        title={listingClaimsTexts.pageTitle}
        description={listingClaimsTexts.pageDescription}
        noIndex
      />
      <ClaimListingPage
        onClaimed={() => {
          void navigate(paths.app.childcareProviderProfile.getHref());
        }}
      />
    </>
  );
}

export { ClaimListingRoute as Component };
