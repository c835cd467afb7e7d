import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './billing.en';

/**
 * The billing screens' words in Canadian French (docs/product/glossary.md): a plan is a
 * « forfait », an add-on an « option », HST the « TVH ». Apostrophes are typographic (’): in an
 * ICU message a straight one before a brace would quote it. A space comes before « : » and
 * « ; ».
 */
export default {
  retry: 'Réessayer',
  seePlans: 'Voir les forfaits et options',
  seeSubscriptions: 'Voir vos abonnements dans votre profil',
  paymentHistory: 'Historique des paiements',

  headPricingDescription: 'Ce que vend KinderWait, TVH comprise.',
  headCompleteTitle: 'Merci',
  headCompleteDescription: 'Votre paiement a été reçu.',
  headHistoryDescription: 'Vos paiements et vos reçus.',
  headLimitTitle: 'Limite atteinte',
  headLimitDescription: 'Ce qui est épuisé et quand cela se renouvelle.',
  headCheckoutDescription: 'Payez votre commande.',

  pricingTitle: 'Forfaits et options',
  pricingIntro:
    'Les prix sont en dollars canadiens. La TVH de l’Ontario (13 %) s’ajoute et figure sur sa propre ligne.',
  pricingLoading: 'Chargement des forfaits',
  pricingLoadFailed: 'Nous n’avons pas pu charger les forfaits.',
  pricingNone:
    'Il n’y a rien à acheter pour votre rôle actuel. S’inscrire sur une liste d’attente est toujours gratuit.',
  pricingCarouselLabel: 'Forfaits',
  pricingSlideLabel: '{position} sur {count}',
  pricingPrevious: 'Forfait précédent',
  pricingNext: 'Forfait suivant',
  pricingShowTier: 'Afficher {name}',
  pricingBeforeTaxMonthly: 'avant taxes, par mois',
  pricingBeforeTaxOnce: 'avant taxes, paiement unique',
  taxLabel: 'TVH ({rate})',
  pricingTaxLine: '{label} : {amount}',
  pricingTotalLine: 'Total : {amount}',
  pricingIncludes: 'Ce qui est compris',
  pricingCheckout: 'Acheter {name}',
  pricingHeld: 'Vous l’avez déjà',
  // Product names differ in gender (« Diffusion », « Numéro… »): no adjective agrees with one.
  pricingHeldNote: 'Vous avez déjà {name} dans votre compte.',
  pricingManage: 'Le gérer dans votre profil',
  pricingRedirecting: 'Redirection vers le paiement…',
  pricingHistory: 'Votre historique des paiements',

  completeTitle: 'Merci de votre paiement',
  completeActive: 'Vous avez maintenant {name} dans votre compte.',
  completeConfirming: 'Nous confirmons votre paiement pour {name}. Cela prend quelques instants.',
  completeReceived:
    'Votre paiement pour {name} a été reçu. Il apparaîtra dans votre profil dès qu’il sera confirmé.',
  completeGeneric: 'Votre paiement a été reçu.',
  completeRefusedTitle: 'Ce paiement a été remboursé',
  completeRefusedAlreadySubscribed:
    'Vous avez déjà {name} : ce paiement n’a donc rien activé de nouveau et vous est remboursé en entier. Votre abonnement {name} continue comme avant.',
  completeRefusedDuplicateSubscription:
    'Vous aviez {name} en double : nous avons mis fin au deuxième abonnement et remboursé ce paiement en entier. Votre premier abonnement {name} continue comme avant.',
  completeHistory: 'Voir votre historique des paiements et votre reçu',
  completeVoiceOnboarding: 'Configurer votre agent vocal',

  historyLoading: 'Chargement de vos paiements',
  historyLoadFailed: 'Nous n’avons pas pu charger vos paiements.',
  historyEmpty: 'Vous n’avez encore rien payé.',
  historyProducts: 'Produits',
  historyLineQuantity: '{name} × {quantity}',
  historyRenewal: '{products} (renouvellement mensuel)',
  historyBeforeTax: 'Avant taxes',
  // The tax's name says it is a tax, and its rate is already in parentheses: « TVH (13 %) ».
  historyTax: '{label}',
  historyTotal: 'Total',
  historyStatus: 'Statut',
  historyStatusPaid: 'Payé',
  historyStatusPartiallyRefunded: 'Remboursé en partie',
  historyStatusRefunded: 'Remboursé',
  historyStatusBecause: '{status} ({reason})',
  historyRefusalAlreadySubscribed: 'vous aviez déjà ce forfait',
  historyRefusalDuplicateSubscription:
    'un deuxième abonnement à un forfait que vous aviez déjà, maintenant terminé',
  historyReceipt: 'Reçu',
  historyViewReceipt: 'Reçu du {date}',
  historyLoadMore: 'Afficher plus',

  receiptTitle: 'Reçu',
  receiptNumber: 'Numéro du reçu : {number}',
  receiptDate: 'Date du paiement : {date}',
  receiptSeller: 'Vendu par : {name}, {address}, {email}',
  receiptTaxNumber: 'Numéro d’inscription à la TVH : {number}',
  receiptBilledTo: 'Facturé à : {name}, {email}',
  receiptRefunded: 'Remboursé : {amount}',
  receiptPrint: 'Imprimer',
  receiptClose: 'Fermer',
  receiptLoading: 'Chargement du reçu',
  receiptLoadFailed: 'Nous n’avons pas pu charger ce reçu.',

  limitTitle: 'Vous avez atteint une limite de votre forfait',
  limitRanOutAssistantMessage:
    'Vous avez utilisé tous les messages à l’assistant que votre forfait comprend aujourd’hui.',
  limitRanOutBroadcast:
    'Vous avez utilisé toutes les diffusions que votre forfait comprend ce mois-ci.',
  limitRanOutVoiceMinute:
    'Vous avez utilisé toutes les minutes d’agent vocal que votre forfait comprend ce mois-ci.',
  limitRanOutVoiceTestMinute:
    'Vous avez utilisé toutes les minutes d’appels d’essai que votre forfait comprend ce mois-ci.',
  limitUnknown: 'Vous avez épuisé une partie de ce que votre forfait comprend.',
  limitRenews: 'Renouvellement le {when} (heure de Toronto).',
  limitMore:
    'Pour en avoir plus dès maintenant, choisissez un forfait ou une option qui en comprend plus.',
  limitHome: 'Retour à l’accueil',

  subscriptionsTitle: 'Vos abonnements',
  subscriptionsNone: 'Vous n’avez aucun abonnement.',
  subscriptionsRenews: 'Renouvellement le {date}',
  subscriptionsEnds: 'Se termine le {date} ; il ne sera pas renouvelé',
  subscriptionsOneOff: 'Payé une seule fois ; il ne se renouvelle pas',
  subscriptionsCancel: 'Annuler à la fin de la période : {name}',
  subscriptionsCancelShort: 'Annuler à la fin de la période',
  subscriptionsResume: 'Garder l’abonnement : {name}',
  subscriptionsResumeShort: 'Garder l’abonnement',
  subscriptionsPortal: 'Gérer la facturation avec Stripe',

  errorReturnUrlNotAllowed: 'Les adresses de retour doivent être des pages de ce site.',
  errorProductNotForRole:
    'Ce produit n’est pas vendu à votre rôle actuel. Changez de rôle dans votre profil.',
  errorUnknownProduct: 'Ce produit n’est plus vendu.',
  errorPaymentModeMismatch: 'Ce produit ne peut pas être acheté de cette façon.',
  errorAlreadySubscribed: 'Vous l’avez déjà. Il figure dans votre profil.',
  errorPaymentsUnavailable:
    'Les paiements ne sont pas disponibles pour le moment. Rien n’a été facturé ; veuillez réessayer.',
  errorPaymentProviderUnavailable: 'Ce service de paiement n’est pas offert ici.',
  errorSubscriptionNotFound: 'Cet abonnement est introuvable.',
  errorSubscriptionNotCancellable: 'Cet achat ne se renouvelle pas : il n’y a donc rien à annuler.',
  errorCustomerPortalUnavailable: 'Il n’y a pas encore de compte de facturation à gérer.',
  errorCheckoutSessionNotFound:
    'Ce paiement est introuvable. Il appartient peut-être à un autre compte.',
  errorExpiredCard: 'Votre carte est expirée. Rien n’a été facturé.',
  errorCardDeclined: 'Votre carte a été refusée. Rien n’a été débité.',
  errorInsufficientFunds: 'Les fonds de votre carte sont insuffisants. Rien n’a été débité.',
  errorUnsupportedTestCard: 'Utilisez une des cartes d’essai de Stripe, par exemple {card}',
  errorProductSoldFromItsPage:
    'Une diffusion se paie depuis sa propre page : lancez-la à partir des diffusions dans le menu.',

  sandboxTitle: 'Paiement',
  sandboxBadge: 'Paiements d’essai : aucune vraie carte n’est débitée',
  sandboxLoading: 'Chargement de votre commande',
  sandboxSummary: 'Résumé de la commande',
  orderProduct: 'Produit',
  orderQuantity: 'Quantité',
  orderAmount: 'Montant',
  orderSubtotal: 'Sous-total',
  orderTotal: 'Total',
  sandboxPerMonth: 'Se renouvelle chaque mois jusqu’à ce que vous annuliez.',
  sandboxCardNumber: 'Numéro de carte',
  sandboxCardHint: 'Utilisez un numéro de carte d’essai.',
  sandboxTestCards: 'Numéros de cartes d’essai',
  sandboxTestCardPays: 'est acceptée',
  sandboxTestCardDeclined: 'est refusée',
  sandboxTestCardSecondStep: 'demande une deuxième étape',
  sandboxPay: 'Payer {amount}',
  sandboxCancel: 'Annuler',
  sandboxPaying: 'Paiement en cours…',
  sandboxSecondStepTitle: 'Confirmez ce paiement',
  sandboxSecondStepText:
    'Votre banque vous demande de confirmer ce paiement (un essai de 3-D Secure).',
  sandboxConfirm: 'Confirmer le paiement',
  sandboxClosed: 'Ce paiement ne peut plus être effectué (statut : {status})',
  sandboxStatusOpen: 'ouvert',
  sandboxStatusRequiresAction: 'confirmation requise',
  sandboxStatusPaid: 'payé',
  sandboxStatusCanceled: 'annulé',
  sandboxStatusExpired: 'expiré',
  sandboxRefusedAlreadySubscribed:
    'Vous avez déjà {name} : ce paiement n’a donc pas été effectué. Rien n’a été facturé.',
  sandboxRefusedDuplicateSubscription:
    'Vous aviez {name} en double : nous avons mis fin au deuxième abonnement et remboursé son paiement.',
  sandboxReturnHome: 'Retour aux forfaits',
  sandboxExpiry: 'Expiration (MM/AA)',
  sandboxExpiryPlaceholder: 'MM/AA',
  sandboxCvc: 'CVC',
  sandboxPostalCode: 'Code postal',
  sandboxDetailsHint:
    'Avec une carte d’essai : toute date d’expiration future, 3 chiffres au choix et n’importe quel code postal.',
  sandboxFieldCardNumber: 'Entrez un numéro de carte.',
  sandboxFieldExpiry: 'Entrez le mois et l’année inscrits sur la carte, sous la forme MM/AA.',
  sandboxFieldCvc: 'Entrez les 3 ou 4 chiffres au dos de la carte.',
  sandboxFieldPostalCode: 'Entrez le code postal de facturation.',
} satisfies Messages<keyof typeof english>;
