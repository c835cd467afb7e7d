import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './onboarding.en';

/**
 * The onboarding screens' words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  roleSelectionPageTitle: 'Choisissez votre rôle',
  roleSelectionPageDescription: 'Comment utiliserez-vous l’application?',
  loadingAccount: 'Chargement de votre compte',
  notYouSignOut: 'Ce n’est pas vous? Déconnectez-vous',
  firstRoleTitle: 'Comment utiliserez-vous KinderWait?',
  firstRoleIntro:
    'Choisissez ce qui vous décrit le mieux. Vous pourrez ajouter un deuxième rôle plus tard dans votre profil, par exemple si vous êtes parent et offrez aussi un service de garde.',
  addRoleTitle: 'Ajouter ou changer de rôle',
  addRoleIntro:
    'Choisissez un de vos rôles pour agir avec ce rôle, ou ajoutez-en un : vous pouvez être parent et aussi un type de service de garde.',
  legend: 'Choisissez un rôle',
  submit: 'Continuer',
  held: 'Vous avez ce rôle',
  active: 'Votre rôle actif',
  providerHeld: 'Vous avez déjà un rôle de service de garde',
  rolesFailed: 'Nous n’avons pas pu charger les rôles.',
  retry: 'Réessayer',
  loadingRoles: 'Chargement des rôles',
  noChoice: 'Veuillez choisir au moins un rôle dans la liste',
  roleSuperAdminTitle: 'Administrateur',
  roleSuperAdminDescription: 'Gère la plateforme.',
  roleParentTitle: 'Je cherche un service de garde',
  roleParentDescription:
    'Ajoutez vos enfants, décrivez le service de garde dont vous avez besoin et inscrivez-vous à plusieurs listes d’attente à la fois.',
  roleLicencedTitle: 'Je dirige une garderie agréée',
  roleLicencedDescription:
    'Revendiquez la fiche de votre garderie, tenez une liste d’attente par ordre de priorité et prévenez les familles quand une place se libère.',
  roleUnlicencedTitle: 'J’offre un service de garde en milieu familial (non agréé)',
  roleUnlicencedDescription:
    'Présentez aux familles votre service de garde en milieu familial, vos places libres et votre liste d’attente.',
  roleBabySitterTitle: 'Je suis gardienne ou gardien d’enfants, ou nounou',
  roleBabySitterDescription:
    'Laissez les familles vous trouver pour une garde régulière ou occasionnelle.',
  stepsPageTitle: 'Premiers pas',
  stepsPageDescription: 'La prochaine étape de la configuration de votre compte.',
  stepsLoading: 'Chargement de votre prochaine étape',
  stepsLoadFailed: 'Nous n’avons pas pu charger vos premiers pas.',
  stepsLocationSubmit: 'Enregistrer et continuer',
  stepFailed: 'Nous n’avons pas pu enregistrer cette étape. Réessayez.',
  errorProviderRoleConflict:
    'Vous avez déjà un rôle de service de garde, et un compte ne peut en avoir qu’un.',
  errorRoleAssignmentForbidden: 'Ce rôle ne peut pas être ajouté à votre compte.',
  errorEmailMismatch:
    'Votre compte a changé depuis l’ouverture de cette page. Rechargez la page et réessayez.',
  errorRateLimited: 'Trop de tentatives en peu de temps. Attendez une minute, puis réessayez.',
} satisfies Messages<keyof typeof english>;
