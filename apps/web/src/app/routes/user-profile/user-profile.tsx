import { useEffect } from 'react';
import type { UserRole } from '@kinderwait/contract/users';
import { UserProfilePage } from '../../../features/user-profile/components/user-profile-page';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { useCurrentUser } from '../../../features/user-context/hooks/use-current-user';
import { fetchUser, setActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';

/** /user-profile: shows the latest copy of the user (fetched again on each visit). */
function UserProfileRoute() {
  const current = useCurrentUser();

  useEffect(() => {
    // Failures are the HTTP client's to report; the cached copy stays shown meanwhile.
    fetchUser({ force: true }).catch(() => undefined);
  }, []);

  const switchRole = (role: UserRole) => {
    setActiveRole(role);
  };

  return (
    <>
      <PageHead title="Your profile" description="Your details and roles." noIndex />
      {current.status === 'ready' ? (
        <UserProfilePage
          user={current.user}
          activeRole={current.activeRole}
          onSwitchRole={switchRole}
        />
      ) : (
        <UserPending state={current} label="Loading your profile" />
      )}
    </>
  );
}

export { UserProfileRoute as Component };
