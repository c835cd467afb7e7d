import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './surveys.en';

/**
 * The waitlist survey's words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  pageTitle: 'Quelques questions',
  pageDescription: 'Un court sondage sur votre recherche d’un service de garde.',
  loading: 'Chargement du sondage',
  loadFailed: 'Nous n’avons pas pu charger le sondage.',
  retry: 'Réessayer',
  continueToRequests: 'Aller à vos demandes de place',
  title: 'Aidez-nous à aider les familles de Toronto',
  intro:
    'Vos demandes sont envoyées. Cinq courtes questions sur votre recherche : répondez à celles que vous voulez, nous ne vous le demanderons qu’une fois.',
  textHint: '{length} / {max} caractères',
  submit: 'Envoyer mes réponses',
  skip: 'Passer le sondage',
  noAnswer: 'Répondez à au moins une question, ou passez le sondage.',
  saveFailed: 'Nous n’avons pas pu envoyer vos réponses : {message}',
  skipFailed: 'Nous n’avons pas pu passer le sondage : {message}',
  thanksTitle: 'Merci !',
  thanksText:
    'Vos réponses nous aident à améliorer KinderWait pour les familles qui cherchent un service de garde.',
  seeRequests: 'Voir vos demandes de place',
  errorSurveyNotDue: 'Ce sondage ne vous est pas encore ouvert',
  questionHeard: 'Comment avez-vous entendu parler de KinderWait?',
  heardFriend: 'Un ami ou un membre de la famille',
  heardSearch: 'Un moteur de recherche',
  heardSocial: 'Les réseaux sociaux',
  heardProvider: 'Un service de garde',
  heardOther: 'Autre',
  questionLooking: 'Depuis combien de temps cherchez-vous un service de garde?',
  lookingUnderMonth: 'Moins d’un mois',
  lookingOneToThree: 'De 1 à 3 mois',
  lookingThreeToSix: 'De 3 à 6 mois',
  lookingOverSix: 'Plus de 6 mois',
  questionMatters: 'Qu’est-ce qui compte le plus pour vous dans un service de garde?',
  mattersDistance: 'La distance de la maison',
  mattersCost: 'Le coût',
  mattersHours: 'Les heures d’ouverture',
  mattersLanguage: 'La langue',
  mattersProgram: 'Le programme et l’approche',
  mattersReviews: 'Les avis',
  questionWaitlists: 'Combien de listes d’attente aviez-vous rejointes avant KinderWait?',
  waitlistsNone: 'Aucune',
  waitlistsOneToThree: 'De 1 à 3',
  waitlistsFourToNine: 'De 4 à 9',
  waitlistsTenOrMore: '10 ou plus',
  questionBetter: 'Que pourrions-nous améliorer?',
} satisfies Messages<keyof typeof english>;
