import { Link as RouterLink, useLocation } from 'react-router';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useUnavailableFeature } from '../hooks/use-unavailable-feature';
import { featureNavItems, visibleNavItems } from '../lib/nav-items';
import type { NavItem } from '../lib/nav-items';
import { supportLink } from '../lib/support-link';
import { useMessages } from '../../../lib/i18n/use-messages';
import { navigationCatalogue } from '../navigation-messages';

function ItemButton({ item }: { item: NavItem }) {
  const { t } = useMessages(navigationCatalogue);
  const { pathname } = useLocation();
  const showUnavailable = useUnavailableFeature();
  const Icon = item.icon;
  const content = (
    <>
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={t(item.label)} />
    </>
  );
  const { action } = item;
  if (action.kind === 'link') {
    const current = pathname.startsWith(action.href);
    return (
      <ListItemButton
        component={RouterLink}
        to={action.href}
        selected={current}
        aria-current={current ? 'page' : undefined}
      >
        {content}
      </ListItemButton>
    );
  }
  if (action.kind === 'support') {
    const link = supportLink();
    return (
      <ListItemButton
        component="a"
        href={link.href}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      onClick={() => {
        showUnavailable(action.feature);
      }}
    >
      {content}
    </ListItemButton>
  );
}

export interface SideNavItemsProps {
  /** Permissions of the current role; undefined while they load. */
  permissions: readonly string[] | undefined;
}

/**
 * The tab bar's destinations (docs/product/app-shell.md#navigation) as list items of the side
 * navigation on wide screens.
 */
export function SideNavItems({ permissions }: SideNavItemsProps) {
  return visibleNavItems(featureNavItems, permissions).map((item) => (
    <ListItem key={item.id} disablePadding>
      <ItemButton item={item} />
    </ListItem>
  ));
}
