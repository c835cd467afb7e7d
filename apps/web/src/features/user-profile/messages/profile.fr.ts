import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './profile.en';

/**
 * The profile screens' words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  title: 'Votre profil',
  pageDescription: 'Vos renseignements et vos rôles.',
  editPageDescription: 'Modifiez vos renseignements.',
  editTitle: 'Modifier votre profil',
  editButton: 'Modifier le profil',
  firstName: 'Prénom',
  lastName: 'Nom de famille',
  name: 'Nom',
  email: 'Courriel',
  emailReadOnly:
    'Vous vous connectez avec cette adresse courriel : elle ne peut donc pas être modifiée ici.',
  userName: 'Nom d’utilisateur',
  userNameHint:
    'Facultatif. Un nom d’utilisateur compte de 3 à 30 caractères : d’abord une lettre, puis des lettres, des chiffres, « . », « _ » ou « - ».',
  noUserName: 'Non choisi',
  phone: 'Numéro de téléphone',
  phoneHint:
    'Facultatif. Les numéros canadiens peuvent s’écrire 416 555 0123; les autres, avec leur indicatif de pays, comme +44 20 7946 0958.',
  noPhone: 'Non indiqué',
  language: 'Langue préférée',
  memberSince: 'Membre depuis',
  rolesTitle: 'Vos rôles',
  rolesIntro:
    'Vous agissez avec un seul rôle à la fois. Changer de rôle change ce que vous voyez et ce que vous pouvez faire.',
  noRoles: 'Vous n’avez pas encore choisi de rôle.',
  activeRole: 'Actif',
  switchTo: 'Passer à ce rôle',
  switchToRole: 'Passer à ce rôle : {role}',
  addRole: 'Ajouter un rôle',
  chooseRole: 'Choisir votre rôle',
  save: 'Enregistrer les modifications',
  cancel: 'Annuler',
  saveFailed: 'Vos modifications n’ont pas été enregistrées.',
  saved: 'Votre profil a été enregistré.',
  loadFailed: 'Nous n’avons pas pu charger votre profil.',
  retry: 'Réessayer',
  loading: 'Chargement de votre profil',
  roleSuperAdmin: 'Administrateur',
  roleParent: 'Parent',
  roleLicenced: 'Service de garde agréé',
  roleUnlicenced: 'Service de garde en milieu familial (non agréé)',
  roleBabySitter: 'Gardienne ou gardien d’enfants',
  errorUserNameTaken: 'Ce nom d’utilisateur est déjà pris. Essayez-en un autre.',
  errorValidationFailed:
    'Certains de vos renseignements n’ont pas été acceptés. Vérifiez-les et enregistrez de nouveau.',
  errorUserNotFound:
    'Nous ne trouvons plus votre compte. Déconnectez-vous, reconnectez-vous et réessayez.',
  errorRateLimited:
    'Trop d’enregistrements en peu de temps. Attendez une minute, puis enregistrez de nouveau.',
} satisfies Messages<keyof typeof english>;
