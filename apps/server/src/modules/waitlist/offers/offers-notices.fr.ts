import type { Messages } from '../../../i18n/messages.ts';
import type english from './offers-notices.en.ts';

export default {
  greetingNamed: 'Bonjour {name},',
  greeting: 'Bonjour,',
  offerMadeSubject: '{provider} offre une place à {child} : répondez au plus tard le {due}',
  offerMadeSpot:
    '{provider} offre à {child} une place dans son groupe {ageGroup}, à partir du {startDate}.',
  offerMadeDeadline:
    'Veuillez accepter ou refuser l’offre au plus tard à la fin de la journée du <strong>{due}</strong> (heure de Toronto). Sans réponse d’ici là, la place ira à la famille suivante sur la liste d’attente.',
  offerMadeOneStep: 'Accepter ou refuser en une étape : {link}',
  offerMadeLinkLabel: 'Accepter ou refuser l’offre',
  offerMadeLinkNote:
    'Ce lien ne répond qu’à cette offre, une seule fois. Vous pouvez aussi répondre sur la page de vos demandes dans {product}.',
  offerMadeText:
    '{product} : {provider} offre une place à {child}. Répondez d’ici le {due} : {link}',
  offerExpiredSubject: 'L’offre faite par {provider} a expiré',
  offerExpired:
    'L’offre faite par {provider} pour {child} a expiré à la fin de la journée du {due}. {child} garde son rang sur la liste d’attente.',
  offerWithdrawnSubject: '{provider} a retiré son offre',
  offerWithdrawn:
    '{provider} a retiré son offre pour {child}. {child} garde son rang sur la liste d’attente.',
  offerAcceptedSubject: 'Offre acceptée pour {child}',
  offerAccepted:
    'La famille a accepté votre offre d’une place pour {child} dans votre groupe {ageGroup}, à partir du {startDate}. L’inscription est confirmée, et le groupe compte une place disponible de moins.',
  offerDeclinedSubject: 'Offre refusée pour {child}',
  offerDeclined:
    'La famille a refusé votre offre d’une place pour {child} dans votre groupe {ageGroup}. Votre liste d’attente dans {product} indique la famille suivante.',
} satisfies Messages<keyof typeof english>;
