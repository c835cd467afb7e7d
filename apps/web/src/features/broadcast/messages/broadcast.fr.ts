import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './broadcast.en';

/**
 * The broadcast screens' words in Canadian French (docs/product/glossary.md): a broadcast is a
 * « diffusion », a spot a « place », a provider a « service de garde ». Apostrophes are
 * typographic (’): in an ICU message a straight one before a brace would quote it. A space comes
 * before « : » and « ; ».
 */
export default {
  sectionTitle: 'Diffusion',
  sectionDescription:
    'Envoyez le besoin de garde d’un enfant à tous les services de garde correspondants d’un coup, ou annoncez vos places libres aux familles des environs.',
  retry: 'Réessayer',
  loading: 'Chargement',
  backToOrders: 'Retour à vos diffusions',
  failedWithReason: '{failed} {reason}',

  priceTitle: 'Diffusez le besoin de garde de votre enfant',
  priceIntro:
    'Une diffusion envoie le besoin de garde de votre enfant, une seule fois, à chaque service de garde sur {productName} dont le profil peut accueillir votre enfant. Il répond « nous pouvons offrir une place à partir du … » ou « pas pour l’instant », et vous choisissez.',
  priceAdvantagesHeading: 'Ce que fait une diffusion',
  priceAdvantageReach:
    'Elle joint d’un coup tous les services de garde correspondants : le moyen le plus rapide de sortir d’une liste d’attente.',
  priceAdvantagePrivacy:
    'Les services de garde voient le besoin, jamais votre nom, vos coordonnées ni votre adresse, jusqu’à ce que vous en acceptiez un.',
  priceAdvantageChoose:
    'Vous voyez qui est intéressé, avec la date de début, les frais et la distance, et vous en acceptez un : cela devient une offre à laquelle vous répondez comme à toute autre.',
  priceAdvantageOpen: 'Les réponses restent ouvertes pendant {days} jours.',
  priceHeading: 'Prix',
  priceLoading: 'Chargement du prix',
  priceFailed: 'Nous n’avons pas pu charger le prix.',
  priceLine: '{total} par diffusion ({beforeTax} + {taxLabel} {tax})',
  priceTaxName: 'TVH ({rate})',
  priceAllowanceHeading: 'Inclus dans votre forfait',
  priceAllowanceLoading: 'Chargement de vos diffusions de ce mois-ci',
  priceAllowanceLeft:
    '{remaining, plural, one {# diffusion restante} other {# diffusions restantes}} sur {limit} ce mois-ci.',
  priceAllowanceNoneIncluded:
    'Votre forfait ne comprend aucune diffusion : chacune se paie séparément.',
  priceAllowanceUsed:
    'Vous avez utilisé {limit, plural, one {la diffusion} other {les # diffusions}} que votre forfait comprend ce mois-ci : les suivantes se paient séparément.',
  priceStart: 'Lancer une diffusion',
  priceOrdersLink: 'Voir vos diffusions',
  priceInvitationsLink: 'Places que des services de garde vous ont signalées',

  selectChildTitle: 'Pour quel enfant est la diffusion?',
  selectChildIntro:
    'Choisissez l’enfant dont vous voulez envoyer le besoin de garde aux services de garde correspondants.',
  selectChildLoadFailed: 'Nous n’avons pas pu charger vos enfants.',
  selectChildNoChildren:
    'Ajoutez d’abord un enfant : une diffusion décrit le besoin de garde d’un seul enfant.',
  selectChildAddChild: 'Ajouter un enfant',
  broadcastFor: 'Diffusion pour {firstName}',
  selectChildTicketNote: 'Part des besoins de garde que vous avez décrits pour la liste d’attente.',
  selectChildNoTicketNote: 'Vous décrivez les besoins de garde à l’écran suivant.',

  filtersIntro:
    'Ces choix partent des besoins de garde inscrits sur la liste d’attente de votre enfant. Modifiez-les au besoin pour cette diffusion : les services de garde dont le profil correspond la reçoivent.',
  filtersLoadFailed: 'Nous n’avons pas pu charger cet enfant.',
  filtersWhereHeading: 'Quels services de garde, et à quelle distance',
  filtersCareHeading: 'Quel type de garde',
  filtersWhenHeading: 'Quand',
  filtersFeesHeading: 'Frais que vous pourriez payer',
  filtersReach:
    'Cette diffusion joindra {count, plural, one {# service de garde} other {# services de garde}}',
  filtersReachCounting: 'Calcul des services de garde que cette diffusion joindra…',
  filtersReachIncomplete:
    'Choisissez au moins un type de service de garde et une date de début pour voir qui elle joindra.',
  filtersReachFailed: 'Nous n’avons pas pu compter les services de garde :',
  filtersReachMissingLocation: '{reason} <link>Indiquer l’adresse</link>',
  filtersReachNone: '<strong>{reach}</strong>. {reason}',
  continueToPayment: 'Passer au paiement',
  filtersCreating: 'Préparation de votre diffusion…',
  createFailed: 'La diffusion n’a pas été créée :',

  payHeading: 'Envoyer la diffusion',
  payUseAllowance:
    'Utiliser 1 de vos {remaining, plural, one {# diffusion} other {# diffusions}} de ce mois-ci',
  payUseAllowanceUnknown: 'Utiliser 1 de vos diffusions de ce mois-ci',
  payPrice: 'Payer {total}',
  sending: 'Envoi…',
  payCheckingOut: 'Ouverture de la page de paiement…',
  payNoneLeft:
    'Vous avez utilisé les diffusions de ce mois-ci : payez celle-ci, ou attendez le mois prochain.',
  payFailed: 'La diffusion n’a pas été envoyée :',

  ordersTitle: 'Vos diffusions',
  ordersIntro:
    'Chaque diffusion que vous avez envoyée, la plus récente d’abord, avec les réponses reçues.',
  ordersLoading: 'Chargement de vos diffusions',
  ordersEmpty: 'Aucune diffusion pour l’instant.',
  forChild: 'Pour {firstName}',
  ordersSpotOf: 'Vos places du groupe {ageGroup}',
  ordersSentOn: 'Envoyée le {date}',
  stateAwaitingPayment: 'Pas encore payée',
  stateSentToProviders:
    'Envoyée à {reached, plural, one {# service de garde} other {# services de garde}}',
  stateSentToFamilies: 'Envoyée à {reached, plural, one {# famille} other {# familles}}',
  stateExpired: 'Expirée : n’accepte plus de réponses',
  stateWithdrawn: 'Retirée',
  ordersAnswers:
    'Réponses à ce jour : {interested} {interested, plural, one {intéressé} other {intéressés}}, {notNow} pas pour l’instant, {pending} en attente',
  ordersRequests:
    '{count, plural, one {# famille a envoyé une demande} other {# familles ont envoyé une demande}}',
  ordersOpen: 'Ouvrir',
  ordersOpenLabel: 'Ouvrir la diffusion {what}',
  ordersDelete: 'Supprimer',
  ordersDeleteLabel: 'Supprimer la diffusion {what}',
  ordersDeleteTitle: 'Supprimer cette diffusion?',
  ordersDeleteText:
    'Les services de garde ne la verront plus et ne pourront plus y répondre. Une place que vous avez déjà acceptée reste : sa demande et son offre sont conservées.',
  ordersDeleteConfirm: 'Supprimer la diffusion',
  ordersDeleteCancel: 'La garder',
  ordersDeleteFailed: 'La diffusion n’a pas été supprimée :',
  ordersInterestLink: 'Voir qui est intéressé',

  orderTitle: 'Votre diffusion',
  orderLoadFailed: 'Nous n’avons pas pu charger cette diffusion.',
  orderSentWhat: 'Ce qui a été envoyé',
  orderChild: 'Enfant',
  orderAgeAtStart: 'Âge à la date de début',
  ageGroupLabel: 'Groupe d’âge',
  startDateLabel: 'Date de début',
  scheduleLabel: 'Horaire',
  anySchedule: 'N’importe quand dans la semaine',
  orderProviderTypes: 'Types de services de garde',
  careKindsLabel: 'Types de garde',
  orderSchoolPlans: 'Projets scolaires',
  feesLabel: 'Frais',
  distanceLabel: 'Distance',
  orderWithin: 'À {km, number} km ou moins',
  any: 'Indifférent',
  orderSpaces: 'Places',
  orderSpaceCount: '{count, plural, one {# place} other {# places}}',
  orderAvailableFrom: 'Disponible à partir du',
  orderReachedHeading: 'Portée',
  orderEstimated: 'Estimation à la création : {count}',
  orderCreatedAt: 'Créée le {when}',
  orderPaidAt: 'Payée le {when}',
  orderPaidAtAllowance: 'Payée le {when} avec les diffusions de votre forfait',
  orderPaidAtCard: 'Payée le {when} par carte',
  orderSentAt: 'Envoyée le {when}',
  orderExpiresAt: 'Ouverte aux réponses jusqu’au {when}',
  orderNotPaid: 'Cette diffusion n’est pas encore payée; elle n’a donc pas été envoyée.',

  providerTypeLicensedCentre: 'Garderie agréée',
  providerTypeLicensedHome: 'Service de garde en milieu familial agréé',
  providerTypeUnlicensedHome: 'Service de garde en milieu familial non agréé',
  providerTypeBabysitter: 'Gardienne ou gardien',

  interestTitle: 'Services de garde intéressés',
  interestIntro:
    'Les services de garde qui peuvent offrir une place. Acceptez-en un et cela devient une offre à laquelle vous répondez à l’écran de vos demandes; leurs coordonnées sont communiquées une fois que vous acceptez.',
  interestLoadFailed: 'Nous n’avons pas pu charger les réponses.',
  interestEmpty:
    'Aucun service de garde n’a encore répondu « intéressé ». Vous êtes avisé de chaque réponse.',
  interestStartDate: 'Peut commencer le {date}',
  interestAgeGroup: 'Groupe d’âge : {name}',
  interestSpacesUnknown: 'Places non précisées',
  interestSpaces: '{count, plural, one {# place libre} other {# places libres}}',
  kmAway: 'À {km, number} km',
  interestDailyFee: '{amount} par jour',
  interestHourlyFee: '{amount} l’heure',
  interestNoFee: 'Frais non précisés',
  interestFeesBoth: '{daily} · {hourly}',
  interestCwelcc: 'AGJEPC (garde à 10 $ par jour)',
  interestLicensed: 'Agréé',
  interestNote: 'Leur note',
  interestAccept: 'Accepter',
  interestAcceptLabel: 'Accepter l’offre de place faite par {name}',
  interestDecline: 'Refuser',
  interestDeclineLabel: 'Refuser l’offre faite par {name}',
  interestAccepted: 'Acceptée : l’offre est à l’écran de vos demandes.',
  interestSeeOffer: '{accepted} <link>Répondre à l’offre</link>',
  interestDeclined: 'Refusée',
  answerFailed: 'Votre réponse n’a pas été enregistrée :',

  invitationsTitle: 'Places près de chez vous',
  invitationsIntro:
    'Des services de garde des environs vous ont signalé des places libres qui conviennent aux besoins de garde de votre enfant. Envoyez une demande pour vous inscrire à leur liste d’attente en un geste.',
  invitationsLoadFailed: 'Nous n’avons pas pu charger ces places.',
  invitationsEmpty:
    'Aucun service de garde ne vous a encore signalé de place. Activez les alertes de disponibilité pour en être avisé.',
  invitationsSpaces: '{count, plural, one {# place} other {# places}} dans le groupe {ageGroup}',
  invitationsFrom: 'À partir du {date}',
  invitationsOnWaitlist: 'Votre enfant est déjà sur la liste d’attente de ce service de garde.',
  invitationsSend: 'Envoyer une demande',
  invitationsSendLabel: 'Envoyer une demande à {provider} pour {child}',
  invitationsSent:
    'Demande envoyée : votre enfant est sur la liste d’attente de ce service de garde.',
  invitationsSeeRequests: '{sent} <link>Voir vos demandes</link>',
  invitationsClosed: 'Fermée',
  invitationsFailed: 'La demande n’a pas été envoyée :',

  incomingTitle: 'Familles à la recherche d’un service de garde',
  incomingIntro:
    'Les diffusions des familles qui correspondent à votre profil, les plus récentes d’abord. Le nom et les coordonnées des familles ne s’affichent qu’une fois votre réponse acceptée.',
  incomingLoadFailed: 'Nous n’avons pas pu charger les diffusions des familles.',
  incomingEmpty:
    'Aucune diffusion de famille ne correspond encore à votre profil. Tenez vos groupes d’âge et vos places à jour.',
  incomingHeading: '{age}, {ageGroup}',
  ageMonths: '{months} mois',
  ageYears: '{years, plural, one {# an} other {# ans}}',
  ageYearsMonths: '{years, plural, one {# an} other {# ans}} {months} mois',
  incomingAgeAtStart: 'Âge au début',
  incomingDistanceValue: 'À {km, number} km de chez vous',
  incomingReceived: 'Reçue le {date}',
  answerInterested: 'Intéressé',
  answerNotNow: 'Pas pour l’instant',
  incomingYourAnswer: 'Votre réponse : {answer}',
  incomingOffered: 'Vous avez offert le groupe {ageGroup} à partir du {date}',
  incomingDecidedAccepted: 'La famille a accepté : sa demande est sur votre liste d’attente.',
  incomingDecidedDeclined: 'La famille a choisi un autre service de garde.',
  incomingClosed: 'Fermée : retirée ou expirée',
  incomingInterestedLabel: 'Intéressé par la diffusion {what}',
  incomingNotNowLabel: 'Pas pour l’instant pour la diffusion {what}',
  incomingDialogTitle: 'Offrir une place',
  incomingNoteLabel: 'Note pour la famille (facultatif)',
  incomingNoteCount: '{length} / {max}',
  incomingNoteTooLong: '{max} caractères au maximum',
  incomingNoteTooLongCount: '{tooLong} ({count})',
  incomingAnswerOffered: '{answer} · {offered}',
  incomingNoAgeGroups: 'Ajoutez d’abord à votre profil les groupes d’âge que vous accueillez.',
  incomingProfileLink: '{noAgeGroups} <link>Ouvrir votre profil</link>',
  incomingSend: 'Envoyer la réponse',
  cancel: 'Annuler',

  profileTitle: 'Votre profil de diffusion',
  profileIntro:
    'Ce que la recherche de correspondances utilise et ce que voient les familles quand vous répondez à une diffusion : vos groupes d’âge, places, dates de début, heures, services, frais et langues.',
  profileChatLink: 'Le remplir en clavardant avec AI Broadcast',
  profileIncomingLink: 'Voir les familles à la recherche d’un service de garde',
  profileSpotsHeading: 'Annoncez vos places aux familles des environs',
  profileSpotsIntro:
    'Envoyez les places libres d’un groupe d’âge aux familles des environs dont les besoins de garde correspondent et qui ont demandé à être avisées des ouvertures : votre propre liste d’attente d’abord, puis les autres.',
  profileNoAgeGroups: 'Ajoutez d’abord ci-dessous un groupe d’âge avec des places libres.',
  profileSpotLine: '{spaces, plural, one {# place libre} other {# places libres}}',
  profileSpotLineFrom:
    '{spaces, plural, one {# place libre} other {# places libres}}, à partir du {from}',
  profileTell: 'Annoncer ces places aux familles des environs',
  profileTellLabel: 'Annoncer ces places aux familles des environs : {ageGroup}',
  profileReach: 'Cette diffusion joindra {count, plural, one {# famille} other {# familles}}',
  profileReachNone: '{reach}. {reason}',
  profileReachCounting: 'Calcul des familles qu’elle joindra…',
  profileReachFailed: 'Nous n’avons pas pu compter les familles :',

  indexNone:
    'Les diffusions s’adressent aux parents qui cherchent un service de garde et aux services de garde qui ont des places libres.',
  indexHomeLink: 'Retour à votre page d’accueil',

  errorBroadcastOrderNotFound: 'Diffusion introuvable',
  errorBroadcastAnswerNotFound: 'Réponse introuvable pour cette diffusion',
  errorBroadcastDeliveryNotFound: 'Diffusion introuvable',
  errorBroadcastInvitationNotFound: 'Invitation introuvable',
  errorBroadcastReachesNoOne:
    'Aucun service de garde sur KinderWait ne correspond encore à ces choix : cette diffusion ne joindrait personne. Élargissez la distance, les types de garde ou la date de début.',
  errorSpotReachesNoOne:
    'Aucune famille des environs ayant activé les alertes de disponibilité ne correspond encore à ces places : cette diffusion ne joindrait personne.',
  errorBroadcastOrderNotPayable: 'Cette diffusion est déjà payée, retirée ou expirée.',
  errorBroadcastClosed:
    'Cette diffusion est fermée : elle a été retirée, elle a expiré ou la famille a décidé.',
  errorAgeGroupNotOffered: 'Vous n’offrez pas ce groupe d’âge',
  errorNoSpacesToBroadcast:
    'Ce groupe d’âge n’a aucune place libre. Indiquez d’abord ses places libres dans votre profil.',
  errorUnsupportedFilter: 'Seul le filtre "IsPaid eq true" est pris en charge',
  errorChildLocationMissing:
    'Enregistrez d’abord votre adresse (ou celle de l’enfant) : la recherche mesure la distance à partir du domicile de l’enfant',
  errorChildNotFound: 'Enfant introuvable',
  errorRateLimited: 'Trop de tentatives en peu de temps. Attendez une minute, puis réessayez.',
  failedToFetchBroadcastOrders: 'Impossible de charger les diffusions',
} satisfies Messages<keyof typeof english>;
