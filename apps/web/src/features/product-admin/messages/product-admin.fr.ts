import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './product-admin.en';

/**
 * The SuperAdmin's products screen's words in Canadian French (docs/product/glossary.md).
 * Apostrophes are typographic (’).
 */
export default {
  title: 'Produits et prix',
  intro:
    'Ce que KinderWait vend. Les prix sont en dollars canadiens avant la TVH de l’Ontario (13 %), que le paiement ajoute sur sa propre ligne. Un nouveau prix s’applique aux paiements commencés après l’enregistrement; les abonnements en cours gardent le prix auquel ils ont été achetés. Les noms et les descriptions des produits s’affichent et se modifient ici en anglais, tels qu’ils sont enregistrés ; les familles et les services de garde les lisent en français tant que vous ne les modifiez pas.',
  headDescription: 'Modifier ce que KinderWait vend.',
  loading: 'Chargement des produits',
  loadFailed: 'Nous n’avons pas pu charger les produits.',
  retry: 'Réessayer',
  code: 'Code',
  pricePer: '{price} par mois',
  priceOneOff: '{price} en un paiement',
  onSale: 'En vente',
  offSale: 'Retiré de la vente',
  price: 'Prix avant TVH',
  taxLabel: 'TVH ({rate})',
  total: 'Total avec TVH',
  limits: 'Inclus',
  noLimits: 'Aucune utilisation incluse',
  limitAssistantMessage:
    '{count, plural, one {# message à l’assistant par jour} other {# messages à l’assistant par jour}}',
  limitBroadcast:
    '{count, plural, one {# demande diffusée par mois} other {# demandes diffusées par mois}}',
  limitVoiceMinute:
    '{count, plural, one {# minute d’agent vocal par mois} other {# minutes d’agent vocal par mois}}',
  limitVoiceTestMinute:
    '{count, plural, one {# minute d’appel d’essai par mois} other {# minutes d’appel d’essai par mois}}',
  edit: 'Modifier',
  editLabel: 'Modifier {name}',
  saved: '{name} enregistré.',
  formTitle: 'Modifier {name}',
  formNotEditable:
    'Le code, la devise et la facturation (mensuelle ou en un paiement) ne changent jamais : les paiements, les abonnements et les reçus y renvoient.',
  formName: 'Nom',
  formNameLocked:
    'Le nom d’un produit vendu par abonnement reste tel quel : les abonnements et les vérifications d’accès l’utilisent.',
  formDescription: 'Description',
  formFeatures: 'Ce qui est inclus (un élément par ligne)',
  formPrice: 'Prix avant TVH ($ CA)',
  formCurrency: '$',
  formPriceHelp: 'En dollars et en cents, par exemple 7,99 : de 0,50 $ à 1 000,00 $.',
  formPriceInvalid: 'Entrez un prix en dollars et en cents, par exemple 7,99.',
  formPriceOutOfRange: 'Le prix doit être de 0,50 $ à 1 000,00 $.',
  formOnSale: 'En vente',
  formOnSaleHelp:
    'Retiré de la vente, il n’est plus affiché et ne peut pas être acheté; les abonnements en cours continuent.',
  formLimits: 'Utilisation incluse à chaque période',
  formLimitsHelp:
    'Laissez un champ vide pour n’inclure rien de plus que l’allocation gratuite. Les changements s’appliquent aussitôt aux abonnés actuels.',
  formLimitAssistantMessage: 'Messages à l’assistant par jour',
  formLimitBroadcast: 'Demandes diffusées par mois',
  formLimitVoiceMinute: 'Minutes d’agent vocal par mois',
  formLimitVoiceTestMinute: 'Minutes d’appel d’essai par mois',
  formLimitInvalid: 'Entrez un nombre entier, ou laissez le champ vide.',
  formSave: 'Enregistrer',
  formCancel: 'Annuler',
  formSaveFailed: 'Non enregistré.',
  formNothingChanged: 'Rien n’a encore changé.',
  changesTitle: 'Changements récents',
  changesLoading: 'Chargement des changements',
  changesLoadFailed: 'Nous n’avons pas pu charger les changements.',
  changesNone: 'Aucun changement pour l’instant.',
  changesBy: '{date}, par {email}',
  changesFieldName: 'Nom',
  changesFieldDescription: 'Description',
  changesFieldFeatures: 'Ce qui est inclus',
  changesFieldUnitAmount: 'Prix',
  changesFieldActive: 'En vente',
  changesFieldLimits: 'Utilisation incluse',
  changesYes: 'oui',
  changesNo: 'non',
  changesNothing: 'rien',
  changesLine: '{field} : {before} → {after}',
  errorProductNotFound: 'Ce produit n’existe plus. Rechargez la page.',
  errorProductFieldLocked: 'Ce champ ne peut pas changer pour ce produit.',
  errorValidationFailed: 'Certains champs sont à vérifier.',
} satisfies Messages<keyof typeof english>;
