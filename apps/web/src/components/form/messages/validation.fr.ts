import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './validation.en';

/** Validation messages in Canadian French (docs/product/glossary.md). */
export default {
  addressIncomplete:
    'L’adresse doit comprendre le numéro, la rue, la ville, la province ou l’État et le pays.',
  distanceRange: 'La distance doit être entre 1 et 50 km.',
  providerTypesRequired: 'Choisissez au moins un type de service de garde dans la liste.',
  requestedStartDateFormat: 'La date de début souhaitée doit être une date (AAAA-MM-JJ).',
  requestedStartDateInPast: 'La date de début souhaitée ne peut pas être passée.',
  requestedStartDateTooFar:
    'La date de début souhaitée peut être au plus dans 3 ans à compter d’aujourd’hui.',
  requestedStartDateBeforeBirth:
    'La date de début souhaitée ne peut pas précéder la date de naissance de l’enfant ({dateOfBirth}).',
  weightRange: 'Le poids doit être un nombre entier de 0 à 100.',
  deadlineRange: 'Le délai de réponse à l’offre doit être de 1 à 10 jours ouvrables.',
  startDateFormat: 'La date de début doit être une date (AAAA-MM-JJ).',
  startDateInPast: 'La date de début ne peut pas être passée.',
  startDateTooFar: 'La date de début peut être au plus dans 3 ans à compter d’aujourd’hui.',
  deadlineFormat: 'La date limite doit être une date (AAAA-MM-JJ).',
  deadlineTooSoon: 'La date limite doit être après aujourd’hui.',
  deadlineTooFar: 'La date limite peut être au plus dans 30 jours à compter d’aujourd’hui.',
  nameTooLong: 'Le champ « {field} » peut compter au plus {maximum, number} caractères.',
  nameCharacters:
    'Le champ « {field} » ne peut contenir que des lettres, des espaces, des traits d’union, des apostrophes et des points.',
  dateOfBirthFormat: 'La date de naissance doit être une date (AAAA-MM-JJ).',
  dateOfBirthTooFarAhead:
    'Une date de naissance prévue peut être au plus dans 9 mois à compter d’aujourd’hui.',
  dateOfBirthTooOld:
    'Les listes d’attente des services de garde sont pour les enfants de 13 ans et moins.',
  ruleRequired: 'Le champ « {field} » est obligatoire.',
  ruleAlphaSpaces: 'Le champ « {field} » ne peut contenir que des lettres et des espaces.',
  rulePostalCode: 'Le champ « {field} » n’a pas un format valide.',
  ruleDefault: 'Le champ « {field} » n’est pas valide.',
  phoneNotE164: 'Le numéro de téléphone doit être au format E.164, par exemple +14151231234.',
  phoneNotPossible:
    'Ce numéro de téléphone n’est pas possible pour son indicatif de pays, par exemple +14151231234.',
  unsafeSingleLine:
    'Ce texte ne doit pas contenir de saut de ligne, d’autre caractère de contrôle ni d’Unicode invalide.',
  unsafeMultiLine:
    'Ce texte ne doit pas contenir de caractère de contrôle (autre que les tabulations et les sauts de ligne) ni d’Unicode invalide.',
  claimCodeFormat: 'Entrez le code à 6 chiffres.',
  notADate: 'Entrez une date réelle au format AAAA-MM-JJ.',
  endBeforeStart: 'L’heure de fin doit suivre l’heure de début.',
  overlappingHours: 'Cette période chevauche une autre période de la même journée.',
  listedTwice: 'Cet élément figure deux fois.',
  webAddressNotHttp: 'Entrez une adresse Web commençant par http:// ou https://.',
  webAddressWithCredentials: 'Entrez une adresse Web sans nom d’utilisateur ni mot de passe.',
  openingTimeFormat: 'Entrez une heure comme 08:30.',
  closingTimeFormat: 'Entrez une heure comme 18:00.',
  closingBeforeOpening: 'L’heure de fermeture doit suivre l’heure d’ouverture.',
  originFormat: 'Entrez une origine comme https://www.example.ca (sans chemin).',
  timeFormat: 'Entrez une heure au format HH:mm.',
  surveyDataInvalid: 'Les réponses au sondage ne sont pas valides.',
  userNameFormat:
    'Un nom d’utilisateur compte de 3 à 30 caractères : une lettre d’abord, puis des lettres, des chiffres, « . », « _ » ou « - ».',
  userNameTaken: 'Ce nom d’utilisateur est déjà pris.',
  emailNotValid: 'Entrez une adresse courriel valide.',
  emailTaken: 'Un compte existe déjà avec cette adresse courriel. Connectez-vous plutôt.',
  invalidInput: 'Cette valeur n’est pas valide.',
  invalidEmail: 'Cette adresse courriel n’est pas valide.',
  textTooLong:
    '{maximum, plural, one {Ce texte peut compter au plus # caractère.} other {Ce texte peut compter au plus # caractères.}}',
  textTooShort:
    '{minimum, plural, one {Ce texte doit compter au moins # caractère.} other {Ce texte doit compter au moins # caractères.}}',
  numberTooBig: 'La valeur doit être d’au plus {maximum, number}.',
  numberTooSmall: 'La valeur doit être d’au moins {minimum, number}.',
  listTooLong:
    '{maximum, plural, one {Choisissez au plus # élément.} other {Choisissez au plus # éléments.}}',
  listTooShort:
    '{minimum, plural, one {Choisissez au moins # élément.} other {Choisissez au moins # éléments.}}',
  fieldFirstName: 'Prénom',
  fieldLastName: 'Nom de famille',
  notValid: 'Cette valeur n’est pas valide.',
  required: 'Ce champ est obligatoire.',
} satisfies Messages<keyof typeof english>;
