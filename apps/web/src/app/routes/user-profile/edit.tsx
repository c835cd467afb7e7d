import { useNavigate } from 'react-router';
import type { User } from '@kinderwait/contract/users';
import { paths } from '../../../config/paths';
import { EditUserProfilePage } from '../../../features/user-profile/components/edit-user-profile-page';
import { profileTexts } from '../../../features/user-profile/profile-texts';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { useCurrentUser } from '../../../features/user-context/hooks/use-current-user';
import { setUser } from '../../../features/user-context/user-context-store';
import { notify } from '../../../stores/notification-store';
import { PageHead } from '../../head/page-head';

/** /user-profile/edit (SPEC 2.11); a saved profile updates the user context and goes back. */
function EditUserProfileRoute() {
  const navigate = useNavigate();
  const current = useCurrentUser();
  const profileHref = paths.app.userProfile.getHref();

  const onSaved = (user: User) => {
    setUser(user);
    notify({ message: profileTexts.saved });
    void navigate(profileHref);
  };

  return (
    <>
      <PageHead title="Edit your profile" description="Change your details." noIndex />
      {current.status === 'ready' ? (
        <EditUserProfilePage userId={current.user.id} cancelHref={profileHref} onSaved={onSaved} />
      ) : (
        <UserPending state={current} label="Loading your profile" />
      )}
    </>
  );
}

export { EditUserProfileRoute as Component };
