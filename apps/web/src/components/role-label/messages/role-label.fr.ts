import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './role-label.en';

export default {
  roleSuperAdmin: 'Administratrice ou administrateur',
  roleParent: 'Parent',
  roleLicenced: 'Service de garde agréé',
  roleUnlicenced: 'Service de garde en milieu familial (non agréé)',
  roleBabySitter: 'Gardienne ou gardien d’enfants',
} satisfies Messages<keyof typeof english>;
