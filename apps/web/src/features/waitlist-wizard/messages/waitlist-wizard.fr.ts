import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './waitlist-wizard.en';

/**
 * The waitlist wizard's words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’): in an ICU message a straight one
 * before a brace would quote it.
 */
export default {
  pageTitle: 'Décrivez le service de garde dont vous avez besoin',
  pageDescription:
    'L’assistant de liste d’attente : le service de garde dont votre enfant a besoin, où et quand.',
  heading: 'Service de garde pour {firstName}',
  loading: 'Chargement de l’assistant de liste d’attente',
  loadFailed: 'Nous n’avons pas pu charger la liste d’attente de cet enfant.',
  retry: 'Réessayer',
  progress: 'Étape {index} sur {count}',
  back: 'Retour',
  next: 'Suivant',
  matchesSoFar:
    '{total, plural, one {{count} service de garde correspond pour l’instant} other {{count} services de garde correspondent pour l’instant}}',
  countingMatches: 'Décompte des services de garde qui correspondent…',
  matchesAfterChoices:
    'Nous comptons les services de garde qui correspondent dès que les types de garde et les frais sont choisis.',
  countFailed: 'Nous n’avons pas pu compter les services de garde qui correspondent :',
  stepProviderTypes: 'Quel type de service de garde?',
  stepChildcareTypes: 'Quel type de garde?',
  stepSchoolPlans: 'Formules pour l’âge scolaire',
  stepScheduleAvailability: 'Quand avez-vous besoin d’un service de garde?',
  stepDailyPayment: 'Combien pouvez-vous payer?',
  stepFiltersConfirmation: 'Vérifier et enregistrer',
  providerTypesIntro: 'Choisissez tous les types de services de garde qui vous conviendraient.',
  childcareTypesIntro:
    'Choisissez les types de garde qui conviendraient. Ne cochez rien si tous conviennent.',
  schoolPlansIntro:
    'Votre enfant sera d’âge scolaire : choisissez les formules autour de la journée d’école dont vous avez besoin. Ne cochez rien si toutes conviennent.',
  schoolPlansDetailsShort: 'Détails',
  schoolPlansDetails: 'Détails : {name}',
  schoolPlanBackToList: 'Retour aux formules scolaires',
  schoolPlanPeriod: 'Quand',
  schoolPlanTypicalHours: 'Heures habituelles',
  schoolPlanIncludes: 'Ce qui est compris',
  schoolPlanChoose: 'Choisir cette formule',
  schoolPlanRemove: 'Retirer cette formule',
  schoolPlanLoadFailed: 'Nous n’avons pas pu charger cette formule.',
  schoolPlanLoading: 'Chargement des choix',
  paymentIntro:
    'Choisissez les frais que vous pourriez payer, à la journée ou à l’heure. Ne cochez rien si tous conviennent.',
  confirmationIntro: 'Vérifiez vos choix. Vous pouvez modifier chacun d’eux avant d’enregistrer.',
  confirmationDistance: 'Distance',
  confirmationProviderTypes: 'Types de services de garde',
  confirmationChildcareTypes: 'Types de garde',
  confirmationCareInFrench: 'Garde en français',
  confirmationSchoolPlans: 'Formules scolaires',
  confirmationStartDate: 'Date de début souhaitée',
  confirmationSchedule: 'Horaire',
  confirmationPayment: 'Frais',
  changeDistance: 'Modifier la distance',
  changeProviderTypes: 'Modifier les types de services de garde',
  changeChildcareTypes: 'Modifier les types de garde',
  changeCareInFrench: 'Modifier la garde en français',
  changeSchoolPlans: 'Modifier les formules scolaires',
  changeStartDate: 'Modifier la date de début souhaitée',
  changeSchedule: 'Modifier l’horaire',
  changePayment: 'Modifier les frais',
  confirmationAny: 'Peu importe',
  confirmationNotChosen: 'Pas encore choisi',
  confirmationInFrenchOnly: 'Programmes en français et d’immersion française seulement',
  distanceValue: 'À {km} km ou moins',
  create: 'Enregistrer et voir les services de garde qui correspondent',
  update: 'Enregistrer les modifications et voir les services de garde qui correspondent',
  saving: 'Enregistrement…',
  saveFailed: 'Vos choix n’ont pas été enregistrés :',
  errorWaitlistTicketNotFound: 'Fiche de liste d’attente introuvable',
  errorWaitlistTicketExists: 'Cet enfant a déjà une fiche de liste d’attente ; modifiez-la plutôt',
  errorChildLocationMissing:
    'Enregistrez d’abord votre adresse (ou celle de l’enfant) : la recherche mesure la distance depuis le domicile de l’enfant',
  errorChildOutOfAgeRange:
    'Les listes d’attente des services de garde sont pour les enfants de 13 ans et moins',
  errorChildNotFound: 'Cet enfant ne fait pas partie de vos enfants.',
  errorChildNotFoundOnLoad: 'Enfant introuvable',
  errorStartDateBeforeBirth:
    'La date de début ne peut pas précéder la naissance prévue de {firstName} ({birth}).',
  errorRateLimited: 'Trop de tentatives en peu de temps. Attendez une minute, puis réessayez.',
} satisfies Messages<keyof typeof english>;
