import type { RoleCode } from '@kinderwait/contract/constants';
import { useMessages } from '../../lib/i18n/use-messages';
import { roleLabelCatalogue, type RoleLabelKey } from './role-label-messages';

const roleKeys: Record<RoleCode, RoleLabelKey> = {
  SuperAdmin: 'roleSuperAdmin',
  Parent: 'roleParent',
  Licenced: 'roleLicenced',
  Unlicenced: 'roleUnlicenced',
  BabySitter: 'roleBabySitter',
};

/** A role's name in the active language ("Licensed childcare provider", "Service de garde agréé"). */
export function useRoleLabel(): (code: RoleCode) => string {
  const { t } = useMessages(roleLabelCatalogue);
  return (code) => t(roleKeys[code]);
}
