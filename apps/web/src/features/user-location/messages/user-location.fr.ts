import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './user-location.en';

/** The words about the seeker's location in Canadian French (docs/product/glossary.md). */
export default {
  retry: 'Réessayer',
  errorChildrenLocationNotAllowed:
    'Votre rôle ne permet pas de déplacer vos enfants avec votre adresse.',
  errorRateLimited: 'Trop de tentatives en peu de temps. Attendez une minute, puis réessayez.',
} satisfies Messages<keyof typeof english>;
