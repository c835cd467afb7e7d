import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './voice-agent.en';

/**
 * The voice agent's welcome and onboarding screens' words in Canadian French
 * (docs/product/glossary.md).
 */
export default {
  welcomeTitle: 'Votre agent vocal IA',
  welcomeDescription: 'Ce que l’agent vocal fait pour un service de garde, et comment l’obtenir.',
  welcomeIntro:
    'Un agent vocal répond aux familles quand vous ne pouvez pas le faire. Il apprend de votre site Web et des documents que vous lui donnez, répond aux questions les plus fréquentes des familles à partir de votre profil à jour, dit quand il ne sait pas et prend un message pour vous.',
  welcomeDoesHeading: 'Ce qu’il fait',
  welcomeDoesAnswers:
    'Il répond aux questions courantes : vos heures, l’âge des enfants que vous accueillez, vos frais et la façon de s’inscrire à votre liste d’attente.',
  welcomeDoesDiscloses:
    'Il dit à chaque personne qui appelle qu’elle parle à un assistant automatisé.',
  welcomeDoesMessages:
    'Il prend un message (nom, numéro pour rappeler, âge de l’enfant, question) et vous l’envoie, ou donne le numéro de votre choix quand quelqu’un veut parler à une personne.',
  welcomeCostHeading: 'Ce qu’il coûte',
  welcomePrice:
    '{name} : {amount} avant taxes, {monthly, select, yes {par mois} other {une seule fois}}',
  welcomePricesUnavailable: 'Les prix sont affichés à l’écran des forfaits.',
  welcomeLoadingPrices: 'Chargement des prix',
  welcomeWayInHeading: 'Comment l’obtenir',
  welcomeWayInBuy: 'Achetez la configuration à l’écran des forfaits.',
  welcomeWayInChat:
    'Donnez au clavardage de configuration le nom de votre entreprise, le message d’accueil qu’entendent les personnes qui appellent, le téléphone qui reçoit les appels transférés et votre site Web.',
  welcomeWayInDashboard:
    'Dans le tableau de bord de votre agent, ajoutez vos documents, faites-lui lire votre site Web, testez-le et installez son widget sur votre site Web.',
  welcomePhoneNote:
    'Votre agent répond aux familles dans un clavardage sur votre site Web, et vous pouvez lui parler par écrit ou de vive voix dans son tableau de bord. Avec l’abonnement Voice Assistant Phone Number, vous lui donnez un numéro de téléphone de Toronto dans son tableau de bord, et il répond aux appels faits à ce numéro.',
  welcomeBuyHeading: 'Obtenir l’agent vocal',
  welcomeBuy:
    'La configuration est un achat unique, avec les minutes vocales sur lesquelles comptent les conversations de votre agent.',
  welcomeBuyLink: 'Voir les prix de l’agent vocal et l’acheter',
  welcomeHaveHeading: 'Configurer votre agent vocal',
  welcomeHave:
    'Votre achat est actif. Présentez votre entreprise au clavardage de configuration, puis gérez votre agent dans son tableau de bord.',
  welcomeSetUpLink: 'Configurer votre agent vocal',
  welcomeDashboardLink: 'Ouvrir le tableau de bord de votre agent',
  welcomeOtherRole:
    'L’agent vocal s’adresse aux garderies agréées et aux services de garde en milieu familial, qui répondent aux appels des familles.',
  welcomeSwitchRole:
    'Vous avez aussi un rôle de service de garde : passez à ce rôle sous « Agir en tant que » dans le menu pour obtenir l’agent vocal.',
  welcomeLoading: 'Chargement de vos achats',
  onboardingTitle: 'Configurer votre agent vocal',
  onboardingDescription: 'La configuration de votre agent vocal.',
  onboardingIntro:
    'Votre achat vous donne la configuration de l’agent vocal. Le clavardage de configuration vous demande le nom de votre entreprise, le message d’accueil qu’entendent les personnes qui appellent, vos numéros de téléphone et votre site Web, et les enregistre pour votre agent.',
  onboardingChatLink: 'Ouvrir le clavardage de configuration',
  onboardingSetUp:
    'Les renseignements de votre agent sont enregistrés. Ajoutez ce qu’il doit savoir, testez-le et modifiez ses paramètres dans son tableau de bord.',
  onboardingNotSetUp:
    'Une fois que le clavardage de configuration aura enregistré vos renseignements, le tableau de bord de votre agent s’ouvrira ici.',
  onboardingDashboardLink: 'Ouvrir le tableau de bord de votre agent',
  onboardingChecking: 'Vérification de la configuration de votre agent',
  onboardingSubscriptionsLink: 'Voir vos abonnements dans votre profil',
} satisfies Messages<keyof typeof english>;
