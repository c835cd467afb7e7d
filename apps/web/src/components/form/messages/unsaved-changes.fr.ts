import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './unsaved-changes.en';

/** The unsaved changes question in Canadian French (docs/product/glossary.md). */
export default {
  title: 'Quitter sans enregistrer?',
  text: 'Certaines modifications de cette page ne sont pas encore enregistrées. Si vous quittez maintenant, elles seront perdues.',
  stay: 'Rester sur cette page',
  leave: 'Quitter sans enregistrer',
} satisfies Messages<keyof typeof english>;
