import { useNavigate } from 'react-router';
import type { User } from '@kinderwait/contract/users';
import { paths } from '../../../config/paths';
import { userQueryOptions } from '../../../features/user-profile/api/get-user';
import { EditUserProfilePage } from '../../../features/user-profile/components/edit-user-profile-page';
import { profileCatalogue } from '../../../features/user-profile/profile-messages';
import { useProfileRouteWords } from '../../../features/user-profile/profile-words';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import {
  fetchCurrentUser,
  setCurrentUser,
  useCurrentUser,
} from '../../../features/user-context/api/get-current-user';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { queryClient } from '../../../lib/query-client';
import { readToken } from '../../../lib/storage';
import { notify } from '../../../stores/notification-store';
import { PageHead } from '../../head/page-head';

/**
 * Loads the server's copy of the profile before the screen opens (from the cache when the
 * profile page prefetched it), so the form shows at once. Failures are the screen's to show.
 */
export async function loader(): Promise<null> {
  // The screen's words too, so the form is drawn with them (a failed load is retried on render).
  const words = loadMessages(profileCatalogue, activeLanguage()).catch(() => undefined);
  if (readToken() === null) return words.then(() => null);
  try {
    const user = await fetchCurrentUser();
    await queryClient.query(userQueryOptions(user.id));
  } catch {
    // The screen shows the failure and offers a retry.
  }
  await words;
  return null;
}

/**
 * /user-profile/edit (docs/product/accounts.md#profiles); a saved profile becomes the current user,
 * then back.
 */
function EditUserProfileRoute() {
  const navigate = useNavigate();
  const current = useCurrentUser();
  const words = useProfileRouteWords();
  const profileHref = paths.app.userProfile.getHref();

  const onSaved = (user: User) => {
    setCurrentUser(user);
    notify({ message: words.saved });
    void navigate(profileHref);
  };

  return (
    <>
      <PageHead title={words.editTitle} description={words.editDescription} noIndex />
      {current.data === undefined ? (
        <UserPending query={current} label={words.loading} />
      ) : (
        <EditUserProfilePage userId={current.data.id} cancelHref={profileHref} onSaved={onSaved} />
      )}
    </>
  );
}

export { EditUserProfileRoute as Component };
