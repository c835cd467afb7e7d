import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './availability-picker.en';

/**
 * The availability picker's words in Canadian French (docs/product/glossary.md). The times of day
 * say their hours, on the 24-hour clock, as matching reads them: morning 6 h to 12 h, afternoon
 * 12 h to 17 h, evening 17 h to 21 h, night 21 h to 6 h.
 */
export default {
  defaultLabel: 'Quand avez-vous besoin d’un service de garde?',
  tabsLabel: 'Afficher la semaine par',
  dayTab: 'Jour',
  dayTabHint:
    'Toute la semaine : une ligne par jour, une colonne par moment de la journée. Choisissez une case pour l’ajouter ou la retirer.',
  timeName: '{time, select, Morning {Matin} Afternoon {Après-midi} Evening {Soir} other {Nuit}}',
  timeTabHint:
    '{time, select, Morning {Le matin (de 6 h à 12 h)} Afternoon {L’après-midi (de 12 h à 17 h)} Evening {Le soir (de 17 h à 21 h)} other {La nuit (de 21 h à 6 h)}}, chaque jour de la semaine. Choisissez un jour pour l’ajouter ou le retirer.',
  keyboardHint:
    'Les flèches passent d’une case à l’autre ; Espace ou Entrée ajoute ou retire une case.',
  cellName:
    '{day} {time, select, Morning {matin} Afternoon {après-midi} Evening {soir} other {nuit}}',
  shortTime: '{time, select, Morning {Mat.} Afternoon {Ap.-m.} Evening {Soir} other {Nuit}}',
  sentence: 'Mes disponibilités préférées : {entries}',
  sentenceEntry:
    '{day} - {time, select, Morning {matin} Afternoon {après-midi} Evening {soir} other {nuit}}',
  nothingChosen:
    'Aucun moment choisi pour l’instant : n’importe quel moment de la semaine convient.',
  clear: 'Tout effacer',
} satisfies Messages<keyof typeof english>;
