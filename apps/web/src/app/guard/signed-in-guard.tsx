import { userAccessSource } from '../../features/user-context/user-context-store';
import { AccessContext } from './access-context';
import { AccessGuard } from './access-guard';

/**
 * The guard of the signed-in routes with the real access source: permissions of the current role
 * and names of the user's active subscriptions, from the user context.
 */
export function SignedInGuard() {
  return (
    <AccessContext value={userAccessSource}>
      <AccessGuard />
    </AccessContext>
  );
}
