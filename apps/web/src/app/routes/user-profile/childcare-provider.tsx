import { ProviderProfilePage } from '../../../features/childcare-provider/components/provider-profile-page';
import { childcareProviderTexts } from '../../../features/childcare-provider/childcare-provider-texts';
import { features, permissions } from '@kinderwait/contract/constants';
import { onboardingAssistantByRole } from '@kinderwait/contract/conversations';
import { paths } from '../../../config/paths';
import { permissionsOf, useRole } from '../../../features/user-context/api/get-role';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';
import { ChildcareLocationSection } from '../../location/childcare-location-section';

/**
 * /user-profile/childcare-provider (childcareProvider.manage): the provider profile screen, with
 * the childcare location's selector composed in from the app's location part.
 */
function ChildcareProviderProfileRoute() {
  const activeRole = useActiveRole();
  const role = useRole(activeRole?.id);
  return (
    <>
      <PageHead
        title={childcareProviderTexts.pageTitle}
        description={childcareProviderTexts.pageDescription}
        noIndex
      />
      {activeRole === undefined || role.data === undefined ? (
        <UserPending query={role} label={childcareProviderTexts.loading} />
      ) : (
        <ProviderProfilePage
          roleCode={activeRole.code}
          locationSection={<ChildcareLocationSection role={role.data} />}
          assistantHref={
            activeRole.code in onboardingAssistantByRole
              ? paths.app.aiAssistant.getHref(features.broadcast)
              : undefined
          }
          claimHref={
            permissionsOf(role.data).includes(permissions.listingClaim)
              ? paths.app.claimListing.getHref()
              : undefined
          }
        />
      )}
    </>
  );
}

export { ChildcareProviderProfileRoute as Component };
