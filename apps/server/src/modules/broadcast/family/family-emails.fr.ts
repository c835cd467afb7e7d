import type { Messages } from '../../../i18n/messages.ts';
import type english from './family-emails.en.ts';

export default {
  greetingNamed: 'Bonjour {name},',
  greeting: 'Bonjour,',
  interestedSubject: '{provider} aimerait accueillir {child}',
  notNowSubject: '{provider} a répondu à la demande diffusée pour {child}',
  interested:
    '{provider} a répondu à votre demande diffusée pour {child} : ce service de garde peut offrir une place. Comparez les réponses et acceptez celle qui vous convient; vos coordonnées ne sont communiquées qu’à ce moment-là.',
  notNow: '{provider} a répondu à votre demande diffusée pour {child} : pas pour l’instant.',
  answersAction: 'Voir les réponses',
  interestedText:
    '{product} : {provider} aimerait accueillir {child}. Voyez les réponses dans l’application.',
  notNowText:
    '{product} : {provider} a répondu à la demande diffusée pour {child} : pas pour l’instant.',
  digestSubject:
    '{count, plural, one {Une famille cherche un service de garde que vous offrez} other {# familles cherchent un service de garde que vous offrez}}',
  digest:
    '{count, plural, one {Une famille cherche} other {# familles cherchent}} un service de garde qui correspond à votre profil sur {product}. Répondez « Intéressé » ou « Pas pour l’instant »; la famille voit qui est intéressé et fait son choix.',
  digestAction: 'Voir les demandes diffusées',
} satisfies Messages<keyof typeof english>;
