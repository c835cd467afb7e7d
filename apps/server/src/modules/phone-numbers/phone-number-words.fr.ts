import type { Messages } from '../../i18n/messages.ts';
import type english from './phone-number-words.en.ts';

export default {
  readyText:
    '{product} : votre agent vocal répond maintenant aux appels au {number}. Tableau de bord : {url}',
  readySubject: 'Votre agent vocal répond aux appels au {number}',
  ready:
    'Le numéro de téléphone de votre agent vocal est le {number}. Votre agent répond dès maintenant aux appels à ce numéro.',
  openAgent: 'Ouvrir l’agent vocal',
  failedSubject: 'Nous n’avons pas pu obtenir un numéro {areaCode} pour votre agent vocal',
  failedTaken:
    'Le numéro {areaCode} que vous avez choisi a été acheté par quelqu’un d’autre avant que nous puissions l’obtenir pour votre agent vocal. Rien ne vous a été facturé pour ce numéro.',
  failedUnavailable:
    'Nous avons essayé plusieurs fois d’obtenir un numéro de téléphone {areaCode} pour votre agent vocal, sans succès. Rien ne vous a été facturé pour ce numéro.',
  searchAgain: 'Cherchez un autre numéro sur la page de l’agent vocal.',
  releasingSubject: 'Le numéro {number} de votre agent vocal cessera de fonctionner le {day}',
  releasing:
    'Votre abonnement Voice Assistant Phone Number a pris fin. Le {day}, nous rendrons le numéro {number} à la compagnie de téléphone, et les appels à ce numéro n’arriveront plus à votre agent vocal.',
  subscribeAgain: 'Abonnez-vous de nouveau d’ici là pour garder le numéro.',
} satisfies Messages<keyof typeof english>;
