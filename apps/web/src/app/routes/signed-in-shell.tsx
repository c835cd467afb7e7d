import { Link as RouterLink, Outlet, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { brand } from '@kinderwait/contract/brand';
import type { UserRole } from '@kinderwait/contract/users';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { shellCatalogue } from '../../components/shell/shell-messages';
import { paths } from '../../config/paths';
import { SignedInNavigation } from '../../features/navigation/components/signed-in-navigation';
import { navigationCatalogue } from '../../features/navigation/navigation-messages';
import { BrandLogo } from '../../features/public/components/layout/brand-logo';
import { mainContentId, SkipLink } from '../../features/public/components/layout/skip-link';
import { useCurrentUser } from '../../features/user-context/api/get-current-user';
import { useActivePermissions } from '../../features/user-context/hooks/use-active-permissions';
import { setActiveRole, useActiveRole } from '../../features/user-context/user-context-store';
import { siteCatalogue } from '../../features/public/site-messages';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { validationWordsContent } from '../../components/form/validation-content';
import { roleLabelCatalogue } from '../../components/role-label/role-label-messages';
import { useMessages } from '../../lib/i18n/use-messages';
import { signOutEverywhere } from './signed-in/session-state';

/**
 * The skip link's and logo's words (the site's catalogue), the navigation's and the loading
 * indicator's, loaded by the root loader before the shell renders, so the shell never suspends on
 * a navigation; and the forms' validation words, so no form under it suspends for them.
 */
export const handle = routeWords(
  [siteCatalogue, navigationCatalogue, shellCatalogue, roleLabelCatalogue],
  [validationWordsContent],
);

/**
 * The layout of the signed-in screens: skip link, the navigation
 * (docs/product/app-shell.md#navigation: bottom tab bar on narrow screens, side navigation on wide
 * ones) and the page. Switching the role from the drawer goes home, as the current page may need a
 * permission the new role lacks.
 */
function SignedInShell() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const activeRole = useActiveRole();
  const permissions = useActivePermissions();
  const { t } = useMessages(siteCatalogue);

  const switchRole = (role: UserRole) => {
    setActiveRole(role);
    void navigate(paths.app.home.getHref());
  };

  return (
    <>
      <SkipLink />
      <SignedInNavigation
        user={user}
        activeRole={activeRole}
        permissions={permissions}
        onSwitchRole={switchRole}
        onSignOut={() => {
          void signOutEverywhere();
        }}
        mainId={mainContentId}
        header={
          <Box sx={{ px: 2, py: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Link
              component={RouterLink}
              to={paths.app.home.getHref()}
              underline="none"
              color="text.primary"
              aria-label={t('homeLinkLabel', { product: brand.productName })}
            >
              <BrandLogo />
            </Link>
            <LanguageSwitch sx={{ ml: 'auto' }} />
          </Box>
        }
      >
        <Outlet />
      </SignedInNavigation>
    </>
  );
}

export { SignedInShell as Component };
