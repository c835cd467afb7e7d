import type { Messages } from '../../i18n/messages.ts';
import type english from './listing-claim-texts.en.ts';

export default {
  text: '{code} est votre code {product} pour gérer {listing}. Il expire dans {minutes} minutes. Si personne chez vous ne l’a demandé, ignorez ce message.',
  callHello:
    'Bonjour. Ici {product}, avec un code pour la personne qui a demandé à gérer {listing} sur {product}.',
  callCode: 'Votre code est : {digits}.',
  callAgain: 'Je répète, votre code est : {digits}.',
  callExpiry:
    'Il expire dans {minutes} minutes. Si personne chez vous ne l’a demandé, vous pouvez raccrocher. Au revoir.',
} satisfies Messages<keyof typeof english>;
