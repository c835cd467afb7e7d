import type { UserRole } from '@kinderwait/contract/users';
import { UserProfilePage } from '../../../features/user-profile/components/user-profile-page';
import { profileCatalogue } from '../../../features/user-profile/profile-messages';
import { useProfileRouteWords } from '../../../features/user-profile/profile-words';
import { useCurrentUser } from '../../../features/user-context/api/get-current-user';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { setActiveRole, useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';
import { loadBillingMessages } from '../../../features/billing/lib/load-billing-messages';
import { ProfileSubscriptions } from './profile-subscriptions';
import { permissions } from '@kinderwait/contract/constants';
import { permissionsOf, useRole } from '../../../features/user-context/api/get-role';
import { ChildAccessSection } from '../../../features/privacy/components/child-access-section';
import { YourDataSection } from '../../../features/privacy/components/your-data-section';
import { privacyCatalogue } from '../../../features/privacy/privacy-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';

/**
 * Loads the profile's, its privacy sections' and its subscriptions' (billing's) words in the
 * active language before the screen opens, so they are drawn with it. A failed load is retried
 * when the screen renders.
 */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  await Promise.all([
    ...[profileCatalogue, privacyCatalogue].map((catalogue) =>
      loadMessages(catalogue, language).catch(() => undefined),
    ),
    loadBillingMessages(),
  ]);
  return null;
}

/**
 * /user-profile: the cached user at once, and the latest copy asked again on each visit (a role
 * added or a profile saved elsewhere shows up).
 */
function UserProfileRoute() {
  const current = useCurrentUser({ refetchOnMount: 'always' });
  const words = useProfileRouteWords();
  const activeRole = useActiveRole();
  const role = useRole(activeRole?.id);
  // "Who saw your children's information" is for a role that reads children (a parent).
  const readsChildren =
    role.data !== undefined && permissionsOf(role.data).includes(permissions.childRead);

  const switchRole = (role: UserRole) => {
    setActiveRole(role);
  };

  return (
    <>
      <PageHead title={words.title} description={words.description} noIndex />
      {current.data === undefined ? (
        <UserPending query={current} label={words.loading} />
      ) : (
        <>
          <UserProfilePage user={current.data} activeRole={activeRole} onSwitchRole={switchRole} />
          <ProfileSubscriptions email={current.data.email} />
          <ChildAccessSection enabled={readsChildren} />
          <YourDataSection />
        </>
      )}
    </>
  );
}

export { UserProfileRoute as Component };
