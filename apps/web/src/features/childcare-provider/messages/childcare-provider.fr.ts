import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './childcare-provider.en';

/**
 * The provider profile screen's words in Canadian French, as a provider in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  pageTitle: 'Le profil de votre service de garde',
  pageDescription:
    'Ce que les familles voient de votre service de garde : renseignements, tarifs, emplacement, places et heures.',
  loading: 'Chargement du profil de votre service de garde',
  loadFailed: 'Nous n’avons pas pu charger le profil de votre service de garde.',
  retry: 'Réessayer',
  save: 'Enregistrer',
  saved: 'Enregistré.',
  storedOtherwise:
    'Enregistré, mais le serveur a gardé autre chose que ce qui a été saisi : les champs montrent ce qu’il a gardé.',
  saveFailed: 'Cette partie n’a pas été enregistrée. Vérifiez les champs indiqués ci-dessous.',
  assistantIntro: 'Vous préférez répondre à quelques questions?',
  assistantLink: 'Remplir votre profil avec l’assistant IA',
  claimIntro: 'Vous gérez une garderie agréée à Toronto?',
  claimLink: 'Revendiquez-la dans la liste de la Ville de Toronto',
  notSetUp:
    'Votre profil n’est pas encore créé : remplissez les renseignements et enregistrez pour le créer.',
  detailsHeading: 'Votre service de garde',
  detailsName: 'Nom',
  detailsType: 'Type de service de garde',
  detailsDescription: 'Description',
  detailsLanguages: 'Langues parlées',
  detailsChildcareTypes: 'Types de garde offerts',
  feesHeading: 'Tarifs et coordonnées',
  feesDailyFee: 'Tarif par jour ($ CA)',
  feesHourlyFee: 'Tarif à l’heure ($ CA)',
  feesHelp: 'En dollars, par exemple 65,00',
  feesNotAnAmount: 'Entrez un montant en dollars, par exemple 65,00',
  contactPhone: 'Numéro de téléphone',
  contactPhoneHelp: 'Avec l’indicatif du pays, par exemple +14165550123',
  contactEmail: 'Courriel',
  contactWebsite: 'Site Web',
  ageGroupsHeading: 'Groupes d’âge, places et heures',
  ageGroupsEmpty: 'Aucun groupe d’âge pour l’instant. Ajoutez les âges que vous accueillez.',
  ageGroupsAdd: 'Ajouter un groupe d’âge',
  ageGroupsRemove: 'Retirer ce groupe d’âge : {group}',
  ageGroupsGroup: 'Groupe d’âge',
  ageGroupsSpaces: 'Places libres – {group}',
  ageGroupsStartDate: 'Libre à partir du – {group}',
  hoursLegend: 'Heures d’ouverture – {group}',
  hoursOpen: '{day} : ouvert',
  hoursOpenName: '{day} : ouvert – {group}',
  hoursOpens: '{day}, ouverture',
  hoursOpensName: '{day}, ouverture – {group}',
  hoursCloses: '{day}, fermeture',
  hoursClosesName: '{day}, fermeture – {group}',
  hoursClosed: 'Fermé',
  dayMonday: 'Lundi',
  dayTuesday: 'Mardi',
  dayWednesday: 'Mercredi',
  dayThursday: 'Jeudi',
  dayFriday: 'Vendredi',
  daySaturday: 'Samedi',
  daySunday: 'Dimanche',
  errorRateLimited: 'Trop de tentatives en peu de temps. Attendez une minute, puis réessayez.',
} satisfies Messages<keyof typeof english>;
