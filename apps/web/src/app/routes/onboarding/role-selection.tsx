import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useNavigate } from 'react-router';
import type { User, UserRole } from '@kinderwait/contract/users';
import { paths } from '../../../config/paths';
import { RoleSelectionPage } from '../../../features/onboarding/components/role-selection-page';
import { mainContentId } from '../../../features/public/components/layout/skip-link';
import {
  setCurrentUser,
  useCurrentUser,
} from '../../../features/user-context/api/get-current-user';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { setActiveRole, useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';
import { signOutEverywhere } from '../signed-in/session-state';
import { onboardingCatalogue } from '../../../features/onboarding/onboarding-messages';
import { useRoleSelectionRouteWords } from '../../../features/onboarding/onboarding-words';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';

/**
 * Loads the role screen's words in the active language before it opens, so they are drawn with the
 * page. A failed load is retried when the screen renders (it suspends and loads them).
 */
export async function loader(): Promise<null> {
  await loadMessages(onboardingCatalogue, activeLanguage()).catch(() => undefined);
  return null;
}

/**
 * /onboarding/role-selection (docs/product/onboarding.md#role-selection): outside the tab bar
 * layout, since a user without a role has nowhere to go yet. The chosen role becomes the active
 * one; then onboarding's next step.
 */
function RoleSelectionRoute() {
  const navigate = useNavigate();
  const words = useRoleSelectionRouteWords();
  const current = useCurrentUser();
  const activeRole = useActiveRole();
  // Role selection is a step of onboarding (docs/product/onboarding.md#flows-by-role): the resolver
  // shows what comes next.
  const goOn = () => navigate(paths.app.onboardingSteps.getHref(), { replace: true });

  const onRoleAdded = async (user: User, added: UserRole) => {
    setCurrentUser(user);
    setActiveRole(added);
    await goOn();
  };
  const onSwitch = async (role: UserRole) => {
    setActiveRole(role);
    await goOn();
  };

  return (
    <Box component="main" id={mainContentId} sx={{ minHeight: '100vh' }}>
      <PageHead title={words.pageTitle} description={words.pageDescription} noIndex />
      {current.data === undefined ? (
        <UserPending query={current} label={words.loadingAccount} />
      ) : (
        <RoleSelectionPage
          user={current.data}
          activeRole={activeRole}
          onRoleAdded={onRoleAdded}
          onSwitch={onSwitch}
        />
      )}
      <Box sx={{ textAlign: 'center', pb: 6 }}>
        <Link
          component="button"
          type="button"
          onClick={() => {
            void signOutEverywhere();
          }}
        >
          {words.signOut}
        </Link>
      </Box>
    </Box>
  );
}

export { RoleSelectionRoute as Component };
