import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './care-filters.en';

/**
 * The care-needs filters' words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’): in an ICU message a straight one
 * before a brace would quote it.
 */
export default {
  providerTypesLegend: 'Types de services de garde',
  providerTypesRequired: 'Veuillez choisir au moins un type de service de garde dans la liste',
  distanceLabel: 'À quelle distance de la maison?',
  distanceValue: 'À {km} km ou moins',
  distanceHint: 'Mesurée en ligne droite depuis l’adresse de l’enfant.',
  childcareTypesLegend: 'Types de garde',
  childcareTypesAny: 'Aucune case cochée : n’importe quel type de garde.',
  schoolPlansLegend: 'Formules scolaires',
  schoolPlansAny: 'Aucune case cochée : n’importe quelle formule.',
  careInFrenchLabel: 'Garde en français seulement',
  careInFrenchHint:
    'Programmes en français et d’immersion française : les services de garde qui offrent la garde en français.',
  startDateLabel: 'Date de début souhaitée',
  startDateHint:
    'Le premier jour où vous avez besoin d’un service de garde (aujourd’hui ou plus tard).',
  startDateRequired: 'Choisissez la date de début de la garde.',
  startDateHintExpected:
    'Le premier jour où vous avez besoin d’un service de garde : la naissance prévue de {firstName} ({birth}) ou plus tard.',
  startDateInPast: 'La date de début souhaitée ne peut pas être passée',
  startDateTooFar: 'La date de début souhaitée ne peut pas dépasser 3 ans à partir d’aujourd’hui',
  startDateBeforeBirth:
    'La date de début ne peut pas précéder la naissance prévue de {firstName} ({birth}).',
  schedulePickerLabel: 'Moments préférés de la semaine',
  paymentTabsLabel: 'Mode de tarification',
  paymentTabDaily: 'À la journée',
  paymentTabHourly: 'À l’heure',
  paymentTabChosen: '{tab} ({count})',
  paymentLegendDaily: 'Frais à la journée',
  paymentLegendHourly: 'Frais à l’heure',
  paymentAny: 'Aucune case cochée : n’importe quels frais.',
  feeUpToDaily: 'Jusqu’à {max} par jour',
  feeUpToHourly: 'Jusqu’à {max} de l’heure',
  feeRangeDaily: 'De {min} à {max} par jour',
  feeRangeHourly: 'De {min} à {max} de l’heure',
  feeMoreDaily: 'Plus de {min} par jour',
  feeMoreHourly: 'Plus de {min} de l’heure',
  feeCwelccCap: '{bracket} (le plafond de l’AGJEPC)',
  retry: 'Réessayer',
  loadingCatalogue: 'Chargement des choix',
  catalogueFailed: 'Nous n’avons pas pu charger les choix.',
} satisfies Messages<keyof typeof english>;
