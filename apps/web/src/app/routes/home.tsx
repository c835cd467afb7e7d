import { Navigate } from 'react-router';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../config/paths';
import { HomePage } from '../../features/home/components/home-page';
import { UserPending } from '../../features/user-context/components/user-pending';
import { useCurrentUser } from '../../features/user-context/hooks/use-current-user';
import { PageHead } from '../head/page-head';

/** /home: the welcome for the active role; a user without a role is sent to choose one first. */
function HomeRoute() {
  const current = useCurrentUser();
  if (current.status === 'ready' && current.user.roles.length === 0) {
    return <Navigate to={paths.app.roleSelection.getHref()} replace />;
  }
  const ready = current.status === 'ready' ? current : undefined;
  return (
    <>
      <PageHead title="Welcome" description={`Your ${brand.productName} home.`} noIndex />
      <HomePage firstName={ready?.user.firstName} roleCode={ready?.activeRole?.code} />
      {current.status === 'error' && <UserPending state={current} label="Loading your account" />}
    </>
  );
}

export { HomeRoute as Component };
