import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './location.en';

/**
 * The location selector's and its map's words in Canadian French, as a parent in Ontario reads
 * them (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  seekerTitle: 'Indiquez une adresse',
  providerTitle: 'Indiquez l’emplacement de votre service de garde',
  addressHeading: 'Adresse',
  edit: 'Modifier',
  save: 'Enregistrer',
  addressLabel: 'Adresse',
  loadingAddress: 'Chargement de l’adresse…',
  note: 'Remarque : cliquez sur le bouton Modifier et déplacez l’épingle jusqu’à votre adresse',
  addressIncomplete:
    'L’adresse doit comprendre le numéro civique, la rue, la ville, la province ou l’État et le pays.',
  mapLabel: 'Carte de l’adresse. En mode modification, faites glisser l’épingle pour la changer.',
  mapLoading: 'Chargement de la carte',
  pinLabel: 'Épingle de l’emplacement',
  typeAddress: 'Taper l’adresse à la place',
  geocoderUnavailable:
    'Nous n’avons pas pu trouver d’adresse pour cet endroit. Tapez l’adresse ci-dessous; l’épingle indique la position.',
  manualLegend: 'L’adresse, tapée',
  locating: 'Recherche de l’adresse sur la carte…',
  placed:
    'L’épingle est à l’adresse que vous avez tapée. Faites-la glisser si elle n’est pas tout à fait au bon endroit.',
  approximate:
    'Position approximative : près de {postalArea}, le centre de la zone de ce code postal. Nous n’avons pas trouvé l’adresse exacte, les distances sont donc approximatives. Faites glisser l’épingle jusqu’à votre porte pour qu’elles soient exactes.',
  notPlaced:
    'Nous n’avons pas pu placer cette adresse sur la carte. Vérifiez la rue, le numéro et le code postal (un code de Toronto), ou faites glisser l’épingle jusqu’à l’endroit.',
  noSuggestions: 'Aucune adresse correspondante',
  partHouseNumber: 'Numéro civique',
  partRoad: 'Rue',
  partCity: 'Ville',
  partState: 'Province ou État',
  partPostcode: 'Code postal',
  partCountry: 'Pays',
} satisfies Messages<keyof typeof english>;
