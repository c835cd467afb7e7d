import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './press.en';

/** The press page in Canadian French (docs/product/glossary.md). */
export default {
  pressTitle: 'Presse',
  pressHeadDescription:
    'Faits, logos et personne-ressource pour la presse de {productName}, la plateforme de services de garde de {city}.',
  pressAndMedia: 'Presse et médias',
  lead: 'Des faits, des logos et une personne-ressource pour les journalistes qui écrivent sur {productName} ou sur les services de garde à {city}.',
  aboutHeading: 'À propos de {productName}',
  about:
    '{productName} est une plateforme de services de garde pour {city}. Les parents décrivent une seule fois les besoins de garde de leur enfant, voient les garderies agréées, les services de garde en milieu familial agréés et les services de garde indépendants qui correspondent, et s’inscrivent sur leurs listes d’attente au même endroit. Les services de garde tiennent une liste d’attente par ordre de priorité, avisent les familles quand une place se libère et diffusent leurs places libres aux familles des environs, et les parents diffusent une demande de garde pour leur enfant à tous les services de garde qui correspondent ; un agent vocal IA répond aux questions des familles sur le site Web du service de garde et à son propre numéro de téléphone de Toronto. {productName} répertorie toutes les garderies agréées de la ville à partir des données ouvertes de la Ville de Toronto. L’entreprise est établie à {city}, en {province}.',
  factsHeading: 'En bref',
  factHeadquarters: 'Siège social : {address}.',
  factCatalogue:
    'Répertoire : {centres} garderies agréées offrant {spaces} places autorisées, selon le jeu de données « {datasetName} » de {publisher} (version du {snapshotDate}).',
  factCapacity:
    'Les places autorisées sont une capacité, et non des places libres : veuillez ne pas les présenter comme des places disponibles.',
  factParents:
    'Pour les parents : connexion par lien envoyé par courriel, une seule description des besoins de garde par enfant, plusieurs listes d’attente.',
  factProviders:
    'Pour les services de garde : revendication de fiche, listes d’attente par ordre de priorité, diffusion des places libres et un agent vocal IA qui répond aux questions des familles sur leur site Web.',
  assetsHeading: 'Éléments de marque',
  assetsUse:
    'Vous pouvez utiliser ces fichiers pour illustrer un reportage sur {productName}. Veuillez ne pas modifier les couleurs ni les proportions, ni combiner le logo avec d’autres marques.',
  assetLogoDark: 'Logo pour fonds foncés (SVG)',
  assetLogoLight: 'Logo pour fonds clairs (SVG)',
  assetAppIcon: 'Icône de l’application (SVG)',
  assetSocialCard: 'Carte pour les réseaux sociaux, 1200 × 630 (PNG)',
  logoAlt: 'Logo de {productName}',
  coloursHeading: 'Couleurs',
  colourBlue: 'Bleu KinderWait',
  colourSun: 'Jaune aurore',
  colourInk: 'Encre de nuit',
  colourWhite: 'Blanc',
  contactHeading: 'Contact pour la presse',
  contact:
    'Écrivez à <email>{pressEmail}</email>. Nous répondons aux demandes des médias en un jour ouvrable et pouvons vous mettre en contact avec nos fondateurs, ainsi qu’avec des parents et des services de garde qui ont accepté de parler à la presse.',
} satisfies Messages<keyof typeof english>;
