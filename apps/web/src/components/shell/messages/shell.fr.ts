import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './shell.en';

/** The words of the app's shell in Canadian French. */
export default {
  loading: 'Chargement',
} satisfies Messages<keyof typeof english>;
