import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './children.en';

/**
 * The children list's and the child information form's words in Canadian French, as a parent in
 * Ontario reads them (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  listPageTitle: 'Vos enfants',
  listPageDescription: 'Vos enfants, leurs besoins de garde et leurs listes d’attente.',
  listTitle: 'Vos enfants',
  listIntro:
    'Chaque enfant a un court profil et un seul ensemble de besoins de garde. Dites-nous de quel service de garde un enfant a besoin, puis inscrivez-vous aux listes d’attente des services de garde qui correspondent.',
  listAddChild: 'Ajouter un enfant',
  listRequestsLink: 'Voir toutes vos demandes de service de garde',
  listLoading: 'Chargement de vos enfants',
  listLoadFailed: 'Nous n’avons pas pu charger vos enfants.',
  retry: 'Réessayer',
  listEmptyTitle: 'Ajoutez votre premier enfant',
  listEmptyText:
    'Commencez par le nom et la date de naissance de votre enfant (une date prévue convient aussi : à Toronto, les familles s’inscrivent souvent aux listes d’attente pour poupons avant la naissance). Dites-nous ensuite de quel service de garde vous avez besoin et voyez les services de garde qui correspondent.',
  listEmptyAction: 'Ajouter votre premier enfant',
  listLabel: 'Enfants',
  cardExpected: 'Naissance prévue le {date}',
  cardNoAgeGroup: 'Plus de 13 ans : au-delà de l’âge de la garde',
  cardWaitlist: 'Liste d’attente :',
  cardNoWaitlist: 'Pas encore de liste d’attente',
  cardNoRequests: 'Besoins de garde indiqués · aucune demande envoyée',
  cardRequests: '{count, plural, one {# demande} other {# demandes}}',
  cardRequestsBest:
    '{count, plural, one {# demande} other {# demandes}} · meilleur rang : {best, selectordinal, one {#er} other {#e}}',
  cardFindCare: 'Trouver un service de garde',
  cardEditCareNeeds: 'Modifier les besoins de garde',
  cardSeeMatches: 'Voir les services qui conviennent',
  cardEditDetails: 'Modifier les renseignements',
  cardForChild: '{action} : {name}',
  formNewTitle: 'Ajouter un enfant',
  formEditTitle: 'Modifier les renseignements de l’enfant',
  formNewPageDescription:
    'Les renseignements d’un enfant, pour les listes d’attente où vous l’inscrivez.',
  formIntro:
    'Seuls le nom et la date de naissance sont nécessaires maintenant. Le reste est ce que les garderies demandent à l’inscription; remplissez-le maintenant ou plus tard.',
  formLoading: 'Chargement des renseignements de l’enfant',
  formLoadFailed: 'Nous n’avons pas pu charger les renseignements de cet enfant.',
  formNotFound: 'Cet enfant n’est pas dans votre compte.',
  formBackToList: 'Retour à vos enfants',
  formSaveNew: 'Enregistrer l’enfant',
  formSaveEdit: 'Enregistrer les modifications',
  formCancel: 'Annuler',
  formFailed: 'L’enfant n’a pas pu être enregistré',
  formCreatedNotice:
    'Nous avons ajouté {name}. Dites-nous maintenant de quel service de garde {name} a besoin.',
  formSavedNotice: 'Les renseignements de {name} ont été enregistrés.',
  sectionAbout: 'À propos de l’enfant',
  sectionLanguages: 'Langues',
  sectionHealth: 'Santé et soins',
  sectionHealthShared:
    'Un service de garde ne voit ces notes, et les autres notes ci-dessous, qu’une fois qu’il offre une place à votre enfant.',
  sectionEmergency: 'Personne à joindre en cas d’urgence',
  sectionLocation: 'Où chercher un service de garde',
  sectionNotes: 'Notes',
  fieldFirstName: 'Prénom',
  fieldLastName: 'Nom de famille',
  fieldDateOfBirth: 'Date de naissance',
  fieldDateOfBirthRequired: 'Le champ « Date de naissance » est obligatoire',
  fieldDateOfBirthHelp: 'Pour un bébé à naître, la date prévue (jusqu’à 9 mois à l’avance).',
  fieldExpectedBirth:
    'Naissance prévue le {date} : nous utiliserons cette date jusqu’à ce que vous la changiez. À Toronto, les familles s’inscrivent souvent aux listes d’attente pour poupons avant la naissance.',
  fieldLanguages: 'Langues à la maison',
  fieldLanguagesHelp:
    'Parlées ou entendues à la maison, jusqu’à 10. Les garderies dont les éducatrices et éducateurs les parlent peuvent l’indiquer.',
  fieldLanguagesLoading: 'Chargement des langues…',
  fieldLanguagesFailed:
    'Nous n’avons pas pu charger la liste des langues. Vous pourrez les ajouter plus tard.',
  fieldAllergies: 'Allergies',
  fieldAllergiesHelp: 'Aliments, médicaments, insectes ou autres, et que faire en cas de réaction.',
  fieldMedicalConditions: 'Problèmes de santé',
  fieldMedications: 'Médicaments',
  fieldMedicationsHelp: 'Donnés pendant la garde, avec la dose et les heures.',
  fieldDietaryNeeds: 'Besoins alimentaires',
  fieldSpecialNeeds: 'Besoins particuliers',
  fieldSpecialNeedsHelp:
    'Besoins liés au développement, au comportement ou à l’accessibilité que le personnel éducateur devrait prévoir.',
  fieldImmunizations: 'Les vaccins de l’enfant sont-ils à jour?',
  fieldImmunizationsHelp:
    'L’Ontario exige des vaccins à jour, ou une exemption, avant le début de la garde.',
  immunizationYes: 'Oui',
  immunizationNo: 'Non',
  immunizationUnknown: 'Je ne sais pas',
  fieldEmergencyContactName: 'Nom de la personne',
  fieldEmergencyContactPhone: 'Numéro de téléphone de la personne',
  fieldEmergencyContactPhoneHelp:
    'Enregistré au format E.164, par exemple +14165550123. Les numéros canadiens peuvent s’écrire 416 555 0123; les autres ont besoin de leur indicatif de pays.',
  fieldEmergencyContactRelationship: 'Lien avec l’enfant',
  fieldEmergencyContactRelationshipHelp: 'Par exemple grand-mère, voisin ou ami de la famille.',
  fieldNotes: 'Autres notes',
  fieldNoteLimit:
    'Tout ce qu’une garderie devrait savoir d’autre. Au plus {max, number} caractères.',
  locationQuestion: 'Où devrions-nous chercher un service de garde pour cet enfant?',
  locationSameAsMine: 'La même que mon adresse',
  locationSameAsMineAddress: 'La même que mon adresse : {address}',
  locationNoParentAddress:
    'Vous n’avez pas encore enregistré d’adresse; les services de garde correspondants en auront besoin. Vous pouvez l’enregistrer lors de vos premiers pas ou dans votre profil, ou donner à cet enfant sa propre adresse ci-dessous.',
  locationParentLoading: 'Recherche de votre adresse enregistrée…',
  locationDifferent: 'Une autre adresse pour cet enfant',
  locationDifferentHelp: 'Par exemple chez l’autre parent ou chez un grand-parent.',
  locationCurrent: 'L’adresse de cet enfant',
  locationChange: 'Choisir une autre adresse',
  locationNote: 'Déplacez l’épingle jusqu’à l’adresse, ou tapez-la.',
  locationRequired:
    'Choisissez l’adresse de cet enfant sur la carte ou tapez-la, ou utilisez votre propre adresse.',
  locationAddressField: 'Adresse trouvée pour l’épingle',
  errorChildNotFound:
    'Cet enfant n’est plus dans votre compte. Retournez à vos enfants et réessayez.',
  errorRateLimited:
    'Trop d’enregistrements en peu de temps. Attendez une minute, puis enregistrez de nouveau.',
  errorValidationFailed:
    'Certains renseignements n’ont pas été acceptés. Vérifiez les champs indiqués ci-dessous.',
} satisfies Messages<keyof typeof english>;
