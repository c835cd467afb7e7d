import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './user-context.en';

export default {
  loadFailed: 'Nous n’avons pas pu charger votre compte.',
  retry: 'Réessayer',
} as const satisfies Messages<keyof typeof english>;
