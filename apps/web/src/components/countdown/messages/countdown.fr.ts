import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './countdown.en';

/** The offer deadline countdown's words in Canadian French (docs/product/glossary.md). */
export default {
  answerBy: 'Répondez d’ici le {date} à {time} (heure de Toronto)',
  left: 'Il reste {clock}',
  leftWithDays: 'Il reste {days, plural, one {# jour} other {# jours}} {clock}',
  passed: 'Le délai pour répondre est passé',
} satisfies Messages<keyof typeof english>;
