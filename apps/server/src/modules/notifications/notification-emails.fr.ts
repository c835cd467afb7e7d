import type { Messages } from '../../i18n/messages.ts';
import type english from './notification-emails.en.ts';

export default {
  greetingNamed: 'Bonjour {name},',
  openedSubject: '{provider} a une place pour le groupe {ageGroup}',
  openedSpaces:
    '{provider} a ouvert des places dans son groupe {ageGroup}, et {child} est sur sa liste d’attente.',
  openedHow:
    'Le service de garde offre les places dans l’ordre de sa liste d’attente; s’il vous en offre une, vous recevrez un courriel indiquant la date limite pour répondre.',
  openedAction: 'Voir vos demandes et vos rangs',
  alertSubject: 'Une place s’est libérée près de chez vous : {provider}',
  alertSpaces:
    '{provider}, qui correspond à la demande pour {child}, a ouvert des places dans son groupe {ageGroup}.',
  alertHow:
    'Vous avez demandé à recevoir un avis dans ce cas. Envoyez une demande pour vous inscrire sur sa liste d’attente si cela vous intéresse.',
  alertAction: 'Ouvrir votre liste d’attente',
  openedText:
    '{product} : {provider} a ouvert des places dans le groupe {ageGroup}; {child} est sur sa liste d’attente. {url}',
  alertText:
    '{product} : {provider}, qui correspond à la demande pour {child}, a ouvert des places dans le groupe {ageGroup}. {url}',
  reconfirmSubject: 'Cherchez-vous toujours un service de garde pour {child}?',
  reconfirmAsk:
    '{child} est sur des listes d’attente de services de garde. Les services de garde tiennent leurs listes à jour : veuillez confirmer que vous cherchez toujours une place au plus tard le {confirmBy}.',
  reconfirmWithout:
    'Sans réponse d’ici là, les demandes pour {child} deviendront inactives : elles sont conservées avec leurs dates d’origine, et un seul geste suffit pour les réactiver.',
  reconfirmAction: 'Oui, je cherche toujours',
  inactiveSubject: 'Les demandes de liste d’attente pour {child} sont maintenant inactives',
  inactiveWhat:
    'Faute de réponse, les demandes de liste d’attente pour {child} sont maintenant inactives. Les services de garde les voient comme inactives et les passent lorsqu’ils offrent des places.',
  inactiveNothingLost:
    'Rien n’a été supprimé : une confirmation les remet à leurs dates d’origine.',
  inactiveAction: 'Réactiver mes demandes',
} satisfies Messages<keyof typeof english>;
