import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { selfAssignableRoleCodes } from '@kinderwait/contract/rules/role-choices';
import { useRoleLabel } from '../../../components/role-label/use-role-label';
import type { User, UserRole } from '@kinderwait/contract/users';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/use-messages';
import { navigationCatalogue } from '../navigation-messages';

export interface RoleSwitcherProps {
  user: User;
  activeRole: UserRole | undefined;
  onSwitchRole: (role: UserRole) => void;
  /** Called after a choice, e.g. to close the drawer. */
  onDone?: () => void;
}

/** The roles the user holds, the active one marked; picking another makes it active. */
export function RoleSwitcher({ user, activeRole, onSwitchRole, onDone }: RoleSwitcherProps) {
  const { t } = useMessages(navigationCatalogue);
  const roleLabel = useRoleLabel();
  const canAdd = selfAssignableRoleCodes(user.roles.map((role) => role.code)).length > 0;
  return (
    <List
      aria-labelledby="role-switcher-heading"
      subheader={
        <ListSubheader id="role-switcher-heading" disableSticky>
          {t('actingAs')}
        </ListSubheader>
      }
    >
      {user.roles.map((role) => {
        const active = role.id === activeRole?.id;
        return (
          <ListItem key={role.id} disablePadding>
            <ListItemButton
              selected={active}
              aria-current={active ? 'true' : undefined}
              onClick={() => {
                if (!active) onSwitchRole(role);
                onDone?.();
              }}
            >
              <ListItemText
                primary={roleLabel(role.code)}
                secondary={active ? t('activeRole') : t('switchRoleHint')}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
      {canAdd && (
        <ListItem disablePadding>
          <ListItemButton
            component={RouterLink}
            to={paths.app.roleSelection.getHref()}
            onClick={onDone}
          >
            <ListItemText primary={t('addRole')} />
          </ListItemButton>
        </ListItem>
      )}
    </List>
  );
}
