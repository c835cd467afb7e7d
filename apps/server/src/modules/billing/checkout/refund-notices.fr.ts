import type { Messages } from '../../../i18n/messages.ts';
import type english from './refund-notices.en.ts';

export default {
  greetingNamed: 'Bonjour {name},',
  greeting: 'Bonjour,',
  refundedSubject: 'Nous avons remboursé votre paiement pour {plan}',
  refundedWhy:
    'Vous avez déjà {plan} : votre nouveau paiement de {total} n’a donc rien activé de nouveau. Nous l’avons remboursé en entier; votre abonnement {plan} continue comme avant.',
  refundedHow:
    'Un deuxième paiement pour le même forfait était ouvert, et les deux ont été payés. Rien d’autre ne change dans votre compte.',
  seePayments: 'Voir vos paiements',
  bankDelay: 'Votre banque affichera le remboursement d’ici 5 à 10 jours ouvrables.',
  questions: 'Des questions? Écrivez à {supportEmail}.',
  duplicateSubject:
    'Vous aviez {plan} en double : nous avons mis fin à un abonnement et l’avons remboursé',
  duplicateWhat:
    'Votre compte avait deux abonnements {plan} en même temps, et les deux ont été facturés. Cela n’aurait jamais dû arriver, et nous en sommes désolés.',
  duplicateDone:
    'Nous avons mis fin au deuxième et remboursé en entier son dernier paiement de {total}. Votre premier abonnement {plan} continue comme avant; vous n’avez rien à faire.',
  failedSubject: 'Échec du remboursement : {plan} ({total})',
  failedWhat:
    'Un paiement de {total} pour {plan} a été encaissé pour un forfait que l’acheteur avait déjà. {product} a essayé {attempts} fois de le rembourser chez Stripe et de mettre fin à l’abonnement qu’il a créé, sans succès.',
  failedHow:
    'Remboursez-le dans le tableau de bord de Stripe : paiement {checkout}. L’acheteur a toujours un abonnement; le paiement apparaît comme payé jusqu’à ce que le remboursement de Stripe arrive.',
  openStripe: 'Ouvrir les paiements Stripe',
  superAdmin: 'Vous recevez ce message parce que vous êtes SuperAdmin.',
} satisfies Messages<keyof typeof english>;
