import { ProviderProfilePage } from '../../../features/childcare-provider/components/provider-profile-page';
import { childcareProviderCatalogue } from '../../../features/childcare-provider/childcare-provider-messages';
import { useProfileHead } from '../../../features/childcare-provider/hooks/use-profile-head';
import { features, permissions } from '@kinderwait/contract/constants';
import { onboardingAssistantByRole } from '@kinderwait/contract/conversations';
import { paths } from '../../../config/paths';
import { permissionsOf, useRole } from '../../../features/user-context/api/get-role';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';
import { ChildcareLocationSection } from '../../location/childcare-location-section';

/** Loads the profile screen's words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(childcareProviderCatalogue, activeLanguage());
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}

/**
 * /user-profile/childcare-provider (childcareProvider.manage): the provider profile screen, with
 * the childcare location's selector composed in from the app's location part.
 */
function ChildcareProviderProfileRoute() {
  const activeRole = useActiveRole();
  const role = useRole(activeRole?.id);
  const head = useProfileHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      {activeRole === undefined || role.data === undefined ? (
        <UserPending query={role} label={head.loading} />
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
