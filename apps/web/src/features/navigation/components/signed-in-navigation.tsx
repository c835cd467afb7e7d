import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { mobileBreakpoint } from '@kinderwait/contract/constants';
import type { User, UserRole } from '@kinderwait/contract/users';
import { setDrawerOpen, toggleDrawer, useNavigationStore } from '../navigation-store';
import { useMessages } from '../../../lib/i18n/use-messages';
import { navigationCatalogue } from '../navigation-messages';
import { BottomTabBar, bottomTabBarHeight } from './bottom-tab-bar';
import { DrawerContent } from './drawer-content';
import { SideNavItems } from './side-nav-items';

export interface SignedInNavigationProps {
  user: User | undefined;
  activeRole: UserRole | undefined;
  /** Permissions of the current role; undefined while they load. */
  permissions: readonly string[] | undefined;
  onSwitchRole: (role: UserRole) => void;
  onSignOut: () => void;
  /** The logo or other header shown at the top of the drawer. */
  header?: ReactNode;
  /** Id of the <main> element, for the skip link. */
  mainId: string;
  children: ReactNode;
}

const sideNavWidth = 272;

/**
 * The signed-in layout's navigation (docs/product/app-shell.md#navigation): below the mobile
 * breakpoint (lg) a bottom tab bar whose Menu opens a drawer; from lg up a permanent side
 * navigation holding the drawer's items and the tab bar's destinations.
 */
export function SignedInNavigation({
  user,
  activeRole,
  permissions,
  onSwitchRole,
  onSignOut,
  header,
  mainId,
  children,
}: SignedInNavigationProps) {
  const { t } = useMessages(navigationCatalogue);
  const theme = useTheme();
  // Signed-in pages are never prerendered, so the first render may use the real width.
  const wide = useMediaQuery(theme.breakpoints.up(mobileBreakpoint), { noSsr: true });
  const drawerOpen = useNavigationStore((state) => state.drawerOpen);
  const closeDrawer = () => {
    setDrawerOpen(false);
  };
  const main = (
    <Box
      component="main"
      id={mainId}
      tabIndex={-1}
      sx={{
        flex: 1,
        minWidth: 0,
        pb: wide ? 0 : `${String(bottomTabBarHeight + 16)}px`,
        '&:focus': { outline: 'none' },
      }}
    >
      {children}
    </Box>
  );
  const drawerProps = { user, activeRole, permissions, onSwitchRole, onSignOut, header };

  // One tree at every width, the page always its second child: a window resized, zoomed or
  // turned across the breakpoint swaps the navigation around the page, never remounts the page
  // (which threw away whatever was typed in it).
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: wide ? 'row' : 'column' }}>
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{
            width: sideNavWidth,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: sideNavWidth, boxSizing: 'border-box' },
          }}
        >
          <DrawerContent
            label={t('sideNavLabel')}
            busy={permissions === undefined}
            {...drawerProps}
          >
            <SideNavItems permissions={permissions} />
          </DrawerContent>
        </Drawer>
      ) : null}
      {main}
      {wide ? null : (
        <>
          {/* Under the tab bar, so its Menu tab stays visible and closes the drawer again. */}
          <Drawer
            anchor="left"
            open={drawerOpen}
            onClose={closeDrawer}
            slotProps={{ paper: { 'aria-label': t('menuLabel') } }}
            sx={{
              zIndex: theme.zIndex.appBar - 1,
              '& .MuiDrawer-paper': { height: `calc(100% - ${String(bottomTabBarHeight)}px)` },
            }}
          >
            <DrawerContent label={t('menuLabel')} onDone={closeDrawer} {...drawerProps} />
          </Drawer>
          <BottomTabBar
            permissions={permissions}
            menuOpen={drawerOpen}
            onToggleMenu={toggleDrawer}
          />
        </>
      )}
    </Box>
  );
}
