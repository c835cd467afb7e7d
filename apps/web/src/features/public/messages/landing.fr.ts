import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './landing.en';

/** The landing page in Canadian French, as a parent in Ontario reads it. */
export default {
  headTitle:
    '{product} : trouvez un service de garde à {city} et inscrivez-vous aux listes d’attente au même endroit',
  headDescription:
    'Voyez toutes les garderies agréées de {city}, décrivez une seule fois la garde dont votre enfant a besoin et inscrivez-vous aux listes d’attente en quelques clics. Les services de garde tiennent une liste d’attente juste et priorisée et comblent leurs places libres plus vite.',
  heroEyebrow: 'Services de garde à Toronto',
  heroTitle: 'Trouvez un service de garde et inscrivez-vous aux listes d’attente, au même endroit',
  heroText:
    'Voyez toutes les garderies agréées de Toronto, ainsi que les services de garde en milieu familial et les gardiennes et gardiens. Décrivez une seule fois la garde dont votre enfant a besoin, voyez qui correspond et inscrivez-vous à leurs listes d’attente sans remplir le même formulaire encore et encore.',
  heroProviders:
    'Vous dirigez une garderie ou gardez des enfants chez vous? <link>Voyez ce que KinderWait fait pour les services de garde</link>.',
  signUp: 'S’inscrire',
  signIn: 'Se connecter',
  figuresHeading: 'Toronto en chiffres',
  figuresCentres: 'garderies agréées',
  figuresSpaces: 'places autorisées',
  dataSource: 'Source : {publisher}, « {dataset} », instantané du {date}.',
  familiesEyebrow: 'Pour les familles',
  familiesTitle: 'Comment ça fonctionne pour les parents',
  familiesIntro:
    'Chercher une place à Toronto, c’est souvent appeler des dizaines de garderies et remplir le même formulaire pour chacune. KinderWait en fait cinq étapes.',
  familyStepSignInTitle: 'Connectez-vous avec un lien par courriel',
  familyStepSignInText:
    'Entrez votre adresse courriel et ouvrez le lien que nous vous envoyons. Aucun mot de passe à créer ni à oublier.',
  familyStepChildrenTitle: 'Ajoutez vos enfants',
  familyStepChildrenText:
    'Un nom et une date de naissance suffisent pour commencer. Nous trouvons le groupe d’âge de chaque enfant : poupon, bambin, préscolaire ou âge scolaire.',
  familyStepNeedsTitle: 'Décrivez la garde dont vous avez besoin, une seule fois',
  familyStepNeedsText:
    'Type de garde, jours et heures, date de début, distance que vous pouvez parcourir et mode de paiement. Nous les gardons pour chaque demande que vous envoyez.',
  familyStepMatchesTitle: 'Voyez les services de garde qui correspondent',
  familyStepMatchesText:
    'Garderies agréées, services de garde en milieu familial agréés et gardiennes et gardiens indépendants près de chez vous, filtrés selon les besoins de votre enfant.',
  familyStepJoinTitle: 'Inscrivez-vous aux listes d’attente en quelques clics',
  familyStepJoinText:
    'Envoyez votre demande à plusieurs services de garde à la fois, voyez où en est chacune et retirez une demande quand vos plans changent.',
  providersEyebrow: 'Pour les services de garde',
  providersTitle: 'Une liste d’attente juste, sans la paperasse',
  providersIntro:
    'Pour les garderies agréées, les services de garde en milieu familial agréés et les gardiennes et gardiens indépendants : sachez qui attend, comblez vos places plus vite et passez moins de temps au téléphone.',
  providerClaimTitle: 'Revendiquez votre fiche',
  providerClaimText:
    'Les garderies agréées sont déjà inscrites à partir des données ouvertes de la Ville de Toronto. Revendiquez la vôtre pour ajouter vos groupes d’âge, vos heures et vos places libres.',
  providerWaitlistTitle: 'Tenez une liste d’attente priorisée',
  providerWaitlistText:
    'Chaque demande arrive avec l’âge de l’enfant, son horaire et sa date de début. Classez la liste selon votre propre politique écrite de liste d’attente.',
  providerSpotTitle: 'Prévenez les familles quand une place se libère',
  providerSpotText:
    'Avisez les familles en tête de votre liste dès qu’une place est libre, au lieu de téléphoner en suivant un tableur.',
  providerBroadcastTitle: 'Diffusez vos places libres',
  providerBroadcastText:
    'Décrivez vos places libres à notre assistant IA, puis envoyez-les aux familles des environs dont les besoins correspondent et qui ont demandé à être avisées. Les familles vous diffusent aussi leurs demandes : répondez d’un geste.',
  providerVoiceTitle: 'Un agent vocal IA pour vos familles',
  providerVoiceText:
    'Un assistant conçu à partir de votre site Web et de vos documents répond aux questions courantes des familles dans un clavardage sur votre site et à son propre numéro de téléphone de Toronto, prend des messages pour vous et ne promet jamais de place.',
  openDataEyebrow: 'Données ouvertes',
  openDataTitle: 'Toutes les garderies agréées de Toronto, dès le premier jour',
  openDataText:
    'Nous affichons les {centres} garderies agréées et leurs {spaces} places autorisées à partir des données ouvertes de la Ville de Toronto : vous voyez de vraies options près de chez vous avant même qu’une seule garderie s’inscrive. Les places autorisées sont la capacité d’une garderie, pas ses places libres : celles-ci s’affichent quand son exploitant revendique la fiche.',
  openDataSource:
    'Source : {publisher}, « {dataset} », instantané du {date}. {attribution}. <link>Licences et sources de données</link>',
  openDataFactLicence:
    'Vérifiez le permis de toute garderie dans l’outil de recherche de services de garde de l’Ontario.',
  openDataFactNoFee:
    'Les garderies agréées ne peuvent pas vous demander de frais ni de dépôt pour vous inscrire à leur liste d’attente.',
  openDataFactPrivacy:
    'Les services de garde voient les renseignements sur votre enfant seulement quand vous leur envoyez une demande.',
  guidesEyebrow: 'Guides',
  guidesTitle: 'Choisissez en toute confiance',
  guideSafetyTitle: 'Choisir un service de garde sécuritaire',
  guideSafetyText:
    'Ce que vous apprend un permis, les règles de la garde en milieu familial non agréée et les questions à poser lors d’une visite.',
  guideBlogTitle: 'Lire le blogue',
  guideBlogText:
    'Le fonctionnement des listes d’attente à Toronto, la garde agréée et non agréée en Ontario, et l’aide pour les frais.',
  guideHelpTitle: 'Questions et réponses',
  guideHelpText:
    'Le fonctionnement de la connexion, ce que les services de garde voient de votre famille et comment nous joindre.',
  closingTitle: 'Commencez votre recherche aujourd’hui',
  closingText:
    'Décrire la garde dont vous avez besoin prend quelques minutes. Les services de garde peuvent revendiquer leur fiche avec la même inscription.',
} as const satisfies Messages<keyof typeof english>;
