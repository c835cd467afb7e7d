import { Link as RouterLink, useLocation } from 'react-router';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useUnavailableFeature } from '../hooks/use-unavailable-feature';
import type { UnavailableFeature } from '../hooks/use-unavailable-feature';
import { featureNavItems, visibleNavItems } from '../lib/nav-items';
import type { NavItem } from '../lib/nav-items';
import { supportLink } from '../lib/support-link';
import { useMessages } from '../../../lib/i18n/use-messages';
import { navigationCatalogue } from '../navigation-messages';
import { MenuIcon } from './nav-icons';

export interface BottomTabBarProps {
  /** Permissions of the current role; undefined while they load. */
  permissions: readonly string[] | undefined;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Height of the bar; the page leaves this much room at its bottom. */
export const bottomTabBarHeight = 64;

// Six tabs must fit a 320 px phone: no minimum width, a smaller label, and a label wider than
// its tab wraps (at a space or hyphen, "Sous-louer") instead of being cut.
const tabSx = {
  minWidth: 0,
  px: 0.5,
  '& .MuiBottomNavigationAction-label': {
    fontSize: '0.7rem',
    lineHeight: 1.15,
    whiteSpace: 'normal',
    textAlign: 'center',
  },
};

interface TabActionProps {
  item: NavItem;
  onUnavailable: (feature: UnavailableFeature) => void;
}

function TabAction({ item, onUnavailable }: TabActionProps) {
  const { t } = useMessages(navigationCatalogue);
  const Icon = item.icon;
  const { action } = item;
  if (action.kind === 'link') {
    return (
      <BottomNavigationAction
        component={RouterLink}
        to={action.href}
        label={t(item.label)}
        icon={<Icon />}
        value={item.id}
        showLabel
        sx={tabSx}
      />
    );
  }
  if (action.kind === 'support') {
    const link = supportLink();
    return (
      <BottomNavigationAction
        component="a"
        href={link.href}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        label={t(item.label)}
        icon={<Icon />}
        value={item.id}
        showLabel
        sx={tabSx}
      />
    );
  }
  return (
    <BottomNavigationAction
      label={t(item.label)}
      icon={<Icon />}
      value={item.id}
      showLabel
      sx={tabSx}
      onClick={() => {
        onUnavailable(action.feature);
      }}
    />
  );
}

/**
 * The bottom tab bar (docs/product/app-shell.md#navigation) for narrow screens: Menu opens or
 * closes the drawer; Waitlist (only with waitlistTicket.create) goes to the waitlist children;
 * Booking, Sublet and Messages say they are not available yet; Support opens the support link.
 */
export function BottomTabBar({ permissions, menuOpen, onToggleMenu }: BottomTabBarProps) {
  const { t } = useMessages(navigationCatalogue);
  const { pathname } = useLocation();
  const showUnavailable = useUnavailableFeature();
  const items = visibleNavItems(featureNavItems, permissions);
  const current = items.find(
    (item) => item.action.kind === 'link' && pathname.startsWith(item.action.href),
  );

  return (
    <Paper
      component="nav"
      aria-label={t('tabBarLabel')}
      // The role's permissions decide which tabs show; until they load the set is not final.
      aria-busy={permissions === undefined}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        value={menuOpen ? 'menu' : (current?.id ?? false)}
        sx={{ height: bottomTabBarHeight }}
      >
        <BottomNavigationAction
          label={t('menu')}
          icon={<MenuIcon />}
          value="menu"
          showLabel
          sx={tabSx}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        />
        {items.map((item) => (
          <TabAction key={item.id} item={item} onUnavailable={showUnavailable} />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
