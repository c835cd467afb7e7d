import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { HomePage } from '../../features/home/components/home-page';
import { useHomeHead } from '../../features/home/hooks/use-home-head';
import { loadHomeMessages } from '../../features/home/lib/load-home-messages';
import { useCurrentUser } from '../../features/user-context/api/get-current-user';
import { UserPending } from '../../features/user-context/components/user-pending';
import { useActiveRole } from '../../features/user-context/user-context-store';
import { PageHead } from '../head/page-head';

/** /home's words, in the active language, before it opens. */
export const loader = loadHomeMessages;

/** /home: the welcome for the active role; a user without a role is sent to choose one first. */
function HomeRoute() {
  const current = useCurrentUser();
  const activeRole = useActiveRole();
  const head = useHomeHead();
  const user = current.data;
  if (user !== undefined && user.roles.length === 0) {
    return <Navigate to={paths.app.roleSelection.getHref()} replace />;
  }
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <HomePage firstName={user?.firstName} roleCode={activeRole?.code} userId={user?.id} />
      {user === undefined && current.isError && (
        <UserPending query={current} label={head.accountLoading} />
      )}
    </>
  );
}

export { HomeRoute as Component };
