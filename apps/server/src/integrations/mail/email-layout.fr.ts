import type { Messages } from '../../i18n/messages.ts';
import type english from './email-layout.en.ts';

export default {
  linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  actionLine: '{label} : {url}',
} satisfies Messages<keyof typeof english>;
