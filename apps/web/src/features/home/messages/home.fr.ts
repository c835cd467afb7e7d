import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './home.en';

/**
 * The words of /home in Canadian French, as a parent or a provider in Ontario reads them (the
 * terms of docs/product/glossary.md).
 */
export default {
  headTitle: 'Bienvenue',
  headDescription: 'Votre accueil {product}.',
  accountLoading: 'Chargement de votre compte',
  title: 'Bienvenue sur {product}',
  greeting: 'Bonjour {firstName}.',
  greetingWithRole: 'Bonjour {firstName}. Rôle actif : {role}.',
  nextHeading: 'Prochaines étapes',
  loading: 'Chargement de vos prochaines étapes',
  loadFailed:
    'Nous n’avons pas pu charger où vous en êtes. Les étapes ci-dessous ouvrent quand même chaque écran.',
  retry: 'Réessayer',
  statusDone: 'Fait',
  statusNext: 'Prochaine étape',
  statusLater: 'Plus tard',

  profileTitle: 'Vérifiez votre profil',
  profileText:
    'Ajoutez un numéro de téléphone et choisissez votre langue pour que les services de garde et les familles vous joignent comme vous le préférez.',
  profileLink: 'Ouvrir votre profil',

  offerTitle: '{provider} offre une place à {child}',
  offerText:
    '{ageGroup}, à partir du {startDate}. Répondez avant le {deadline}, sinon la place passe à la famille suivante.',
  offerLink: 'Répondre à l’offre',
  addChildTitle: 'Ajoutez vos enfants',
  addChildTodo:
    'Chaque enfant a un court profil : un prénom et une date de naissance suffisent pour le jumeler au bon groupe d’âge.',
  addChildDone: 'Vous avez ajouté {names}.',
  addChildAdd: 'Ajouter un enfant',
  addChildSee: 'Voir vos enfants',
  describeCareTitle: 'Décrivez la garde dont vous avez besoin',
  describeCareTodo:
    'Une fois un enfant ajouté, un court assistant vous demande le type de garde, les jours, la date de début, la distance que vous pouvez parcourir et votre mode de paiement.',
  describeCareNext:
    'Dites-nous de quelle garde {child} a besoin : le type de garde, les jours, la date de début, la distance que vous pouvez parcourir et votre mode de paiement.',
  describeCareDone:
    'Les besoins de garde sont indiqués pour chaque enfant. Vous pouvez les modifier en tout temps.',
  describeCareStart: 'Décrire la garde pour {child}',
  describeCareChange: 'Modifier les besoins de garde pour {child}',
  describeCareChildren: 'Aller à vos enfants',
  matchesTitle: 'Voyez les services de garde qui conviennent',
  matchesTodo:
    'Une fois la garde d’un enfant décrite, vous voyez les services de garde qui conviennent, en liste et sur une carte, et vous vous inscrivez à leur liste d’attente aussitôt.',
  matchesNext:
    'Voyez les services de garde qui conviennent à {child} et inscrivez-vous à leur liste d’attente en quelques clics.',
  matchesDone:
    'Vous avez rejoint des listes d’attente. Les nouveaux services de garde qui conviennent s’ajoutent à votre liste dès leur arrivée.',
  matchesSee: 'Voir les services de garde pour {child}',
  matchesChildren: 'Aller à vos enfants',
  requestsTitle: 'Vos demandes',
  requestsTodo:
    'Chaque liste d’attente à laquelle vous vous inscrivez s’affiche ici, avec le rang de votre enfant.',
  requestsActive:
    'Vous êtes sur {count, plural, one {# liste d’attente} other {# listes d’attente}}.',
  requestsActiveBest:
    'Vous êtes sur {count, plural, one {# liste d’attente} other {# listes d’attente}}. Meilleur rang : {best}.',
  requestsLink: 'Voir vos demandes',

  claimTitle: 'Revendiquez la fiche de votre garderie',
  claimTodo:
    'Chaque garderie agréée de Toronto est déjà répertoriée à partir des données ouvertes de la Ville. Trouvez la vôtre et prouvez qu’elle est à vous avec un code envoyé à son numéro de téléphone publié.',
  claimDone: 'Vous gérez {name}.',
  claimClaim: 'Revendiquer votre fiche',
  claimProfile: 'Ouvrir le profil de votre garderie',
  setUpTitle: 'Créez votre profil de service de garde',
  setUpTodo:
    'Décrivez votre service, les types de garde que vous offrez, vos tarifs et comment les familles vous joignent.',
  setUpDone: 'Votre profil {name} est créé.',
  setUpUnnamed: 'Votre profil est créé.',
  setUpStart: 'Créer votre profil',
  setUpEdit: 'Modifier votre profil',
  spacesTitle: 'Places et heures',
  spacesTodo:
    'Ajoutez les groupes d’âge que vous accueillez, vos places libres, leur date de disponibilité et vos heures de la semaine, pour que les familles qui vous conviennent vous trouvent.',
  spacesDone:
    '{groups, plural, one {# groupe d’âge} other {# groupes d’âge}}, {spaces, plural, one {# place libre} other {# places libres}}. Tenez-les à jour : les familles qui attendent une place dans un groupe sont avisées quand ses places augmentent.',
  spacesAdd: 'Ajouter des places et des heures',
  spacesUpdate: 'Mettre à jour les places et les heures',
  waitlistTitle: 'Votre liste d’attente',
  waitlistNoProfile:
    'Les familles pourront s’inscrire à votre liste d’attente une fois votre profil créé.',
  waitlistEmpty:
    'Aucune famille n’est encore sur votre liste d’attente. Les familles s’y inscrivent à partir des services de garde qui leur conviennent.',
  waitlistCounts:
    '{waiting, plural, one {# famille en attente} other {# familles en attente}} · {fresh, plural, one {# nouvelle} other {# nouvelles}} ces 7 derniers jours · {offered, plural, one {# offre en attente de réponse} other {# offres en attente de réponse}}',
  waitlistUnknown:
    'Ouvrez votre liste d’attente pour voir les familles qui y sont et les offres que vous avez faites.',
  waitlistLink: 'Ouvrir votre liste d’attente',

  apiTitle: 'Référence de l’API',
  apiText:
    'Chaque point de terminaison avec les schémas de sa requête et de sa réponse, générés à partir de la validation du serveur, y compris l’attribution des rôles.',
  apiLink: 'Ouvrir la référence de l’API',
  productsTitle: 'Produits et prix',
  productsText:
    'Modifiez ce qui est vendu : prix, descriptions, limites d’un forfait et mise en vente, avec un historique de chaque changement.',
  productsLink: 'Modifier les produits et les prix',
} satisfies Messages<keyof typeof english>;
