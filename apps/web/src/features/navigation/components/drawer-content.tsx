import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { permissions as permissionNames } from '@kinderwait/contract/constants';
import type { User, UserRole } from '@kinderwait/contract/users';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/use-messages';
import { navigationCatalogue } from '../navigation-messages';
import {
  BroadcastIcon,
  HomeIcon,
  ProductsIcon,
  ProfileIcon,
  SignOutIcon,
  WaitlistIcon,
} from './nav-icons';
import { RoleSwitcher } from './role-switcher';

export interface DrawerContentProps {
  /** Name of the navigation landmark. */
  label: string;
  user: User | undefined;
  activeRole: UserRole | undefined;
  onSwitchRole: (role: UserRole) => void;
  onSignOut: () => void;
  /** Called after any choice (the narrow-screen drawer closes). */
  onDone?: () => void;
  /** Shown first, e.g. the logo. */
  header?: ReactNode;
  /** Shown after Home and Profile, e.g. the tab bar's destinations on wide screens. */
  children?: ReactNode;
  /** True while the items shown are not final (the role's permissions are loading). */
  busy?: boolean;
  /** Permissions of the current role; links that need one stay hidden until it is held. */
  permissions?: readonly string[];
}

/**
 * The drawer (docs/product/app-shell.md#navigation): Home, Profile, the role switcher and Sign out.
 */
export function DrawerContent({
  label,
  user,
  activeRole,
  onSwitchRole,
  onSignOut,
  onDone,
  header,
  children,
  busy = false,
  permissions,
}: DrawerContentProps) {
  const { t } = useMessages(navigationCatalogue);
  const { pathname } = useLocation();
  const links = [
    { href: paths.app.home.getHref(), label: t('home'), Icon: HomeIcon },
    { href: paths.app.userProfile.getHref(), label: t('profile'), Icon: ProfileIcon },
    ...(permissions?.includes(permissionNames.waitlistManage) === true
      ? [
          {
            href: paths.app.providerWaitlist.getHref(),
            label: t('providerWaitlist'),
            Icon: WaitlistIcon,
          },
        ]
      : []),
    ...([
      permissionNames.familyBroadcastCreate,
      permissionNames.broadcastAnswer,
      permissionNames.broadcastCreate,
    ].some((permission) => permissions?.includes(permission) === true)
      ? [
          {
            href: paths.app.broadcast.getHref(),
            label: t('broadcast'),
            Icon: BroadcastIcon,
          },
        ]
      : []),
    ...(permissions?.includes(permissionNames.productManage) === true
      ? [
          {
            href: paths.app.productAdmin.getHref(),
            label: t('productAdmin'),
            Icon: ProductsIcon,
          },
        ]
      : []),
  ];
  return (
    <Box
      component="nav"
      aria-label={label}
      aria-busy={busy}
      sx={{ width: 272, display: 'flex', flexDirection: 'column' }}
    >
      {header}
      <List>
        {links.map(({ href, label: text, Icon }) => (
          <ListItem key={href} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={href}
              selected={pathname === href}
              aria-current={pathname === href ? 'page' : undefined}
              onClick={onDone}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={text} />
            </ListItemButton>
          </ListItem>
        ))}
        {children}
      </List>
      <Divider />
      {user !== undefined && (
        <RoleSwitcher
          user={user}
          activeRole={activeRole}
          onSwitchRole={onSwitchRole}
          onDone={onDone}
        />
      )}
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              onDone?.();
              onSignOut();
            }}
          >
            <ListItemIcon>
              <SignOutIcon />
            </ListItemIcon>
            <ListItemText primary={t('signOut')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
