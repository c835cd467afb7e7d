import type { AgeGroupCode } from './rules/age-group.ts';
import { ageGroupIds } from './rules/age-group.ts';
import type { ProviderTypeCode } from './catalogues.ts';
import { providerTypeIds } from './catalogues.ts';

/**
 * The reference catalogues' words in French (Canada), keyed by the items' stable codes
 * (docs/decisions/i18n.md#catalogue-names-and-french-programs-parent-b). The server's catalogue
 * endpoints serve the English names; these are the one place their French names live, read by the
 * web (every screen that names an item) and by the server (texts written in French). An item
 * without a French name here (one added later) is shown by its English name.
 */

/** A catalogue item's French name and, where the catalogue has one, its description. */
export interface FrenchCatalogueWords {
  name: string;
  description?: string;
}

/** A school plan's French words, with when it runs and what it includes. */
export interface FrenchSchoolPlanWords extends FrenchCatalogueWords {
  period: string;
  typicalHours: string;
  details: readonly string[];
}

export const ageGroupNamesFr = {
  infant: 'Poupons',
  toddler: 'Bambins',
  preschool: 'Préscolaire',
  kindergarten: 'Maternelle',
  'school-age': 'Âge scolaire',
} as const satisfies Record<AgeGroupCode, string>;

export const providerTypesFr = {
  'licensed-centre': {
    name: 'Garderie agréée',
    description:
      'Une garderie agréée par le ministère de l’Éducation de l’Ontario : personnel formé, ratios fixés et inspections régulières. La plupart participent à l’AGJEPC (garde à 10 $ par jour), qui plafonne les frais à 22 $ par jour pour les enfants de moins de 6 ans.',
  },
  'licensed-home': {
    name: 'Service de garde en milieu familial agréé',
    description:
      'La garde au domicile d’une éducatrice, supervisée par une agence de garde en milieu familial agréée qui évalue et visite le domicile. Jusqu’à six enfants de moins de 13 ans.',
  },
  'unlicensed-home': {
    name: 'Service de garde en milieu familial non agréé',
    description:
      'La garde au domicile d’une éducatrice, sans supervision d’une agence. L’Ontario permet jusqu’à cinq enfants de moins de 13 ans, dont au plus trois de moins de deux ans.',
  },
  babysitter: {
    name: 'Gardienne ou nounou',
    description:
      'Une gardienne ou une nounou qui s’occupe de vos enfants chez vous, à l’occasion ou selon un horaire régulier.',
  },
} as const satisfies Record<ProviderTypeCode, FrenchCatalogueWords>;

/** Childcare types by code (migration 0003_seed_catalogues). */
export const childcareTypesFr: Readonly<Record<string, FrenchCatalogueWords>> = {
  'full-time': {
    name: 'Temps plein',
    description:
      'Une garde cinq jours par semaine, pendant la majeure partie de la journée de travail.',
  },
  'part-time': {
    name: 'Temps partiel',
    description:
      'Une garde certains jours de la semaine, ou une partie de la journée, par exemple le matin seulement.',
  },
  'before-after-school': {
    name: 'Avant et après l’école',
    description:
      'La garde des enfants d’âge scolaire avant la cloche du matin et après la sortie des classes, les jours d’école.',
  },
  'drop-in': {
    name: 'Halte-garderie ou garde occasionnelle',
    description: 'Une garde réservée au besoin, à la journée ou à l’heure, sans horaire régulier.',
  },
  'evenings-overnight': {
    name: 'Soirs et nuits',
    description:
      'Une garde après 18 h ou pendant la nuit, pour les parents qui travaillent par quarts ou qui voyagent.',
  },
  weekends: { name: 'Fins de semaine', description: 'Une garde le samedi et le dimanche.' },
};

/** School plans by code (migration 0003_seed_catalogues), hours on the 24-hour clock. */
export const schoolPlansFr: Readonly<Record<string, FrenchSchoolPlanWords>> = {
  'before-and-after-school': {
    name: 'Avant et après l’école',
    description:
      'Une garde avant la cloche du matin et après la sortie des classes, chaque jour d’école.',
    period: 'Les jours d’école, de septembre à juin',
    typicalHours: 'De 7 h à 8 h 45 et de 15 h 30 à 18 h',
    details: [
      'Un déjeuner ou une collation le matin, et une collation l’après-midi',
      'Le personnel accompagne les enfants à leur classe et à la sortie quand le programme est dans l’école ou à côté',
      'Du temps pour les devoirs, des jeux dehors et des activités calmes',
      'Les enfants de la maternelle (moins de 6 ans) dans un programme de l’AGJEPC paient des frais réduits',
    ],
  },
  'before-school': {
    name: 'Avant l’école seulement',
    description: 'Une garde tôt le matin, jusqu’à la cloche.',
    period: 'Les jours d’école, de septembre à juin',
    typicalHours: 'De 7 h à 8 h 45',
    details: [
      'Un déjeuner ou une collation le matin',
      'Les enfants sont accompagnés à leur classe ou dans la cour d’école à la cloche',
      'Convient aux familles qui commencent à travailler tôt et peuvent venir chercher leur enfant à la sortie des classes',
    ],
  },
  'after-school': {
    name: 'Après l’école seulement',
    description: 'Une garde de la sortie des classes jusqu’à l’arrivée des parents.',
    period: 'Les jours d’école, de septembre à juin',
    typicalHours: 'De 15 h 30 à 18 h',
    details: [
      'Une collation l’après-midi',
      'De l’aide aux devoirs, des jeux dehors, des arts et des sports',
      'La plupart des programmes ferment à 18 h ; des frais de retard s’appliquent souvent après',
    ],
  },
  'pa-days-and-holidays': {
    name: 'Journées pédagogiques et congés scolaires',
    description:
      'Une garde à la journée quand l’école est fermée : journées pédagogiques et congé d’hiver.',
    period:
      'Environ sept journées pédagogiques par année et les deux semaines du congé d’hiver, fin décembre',
    typicalHours: 'De 7 h 30 à 18 h',
    details: [
      'L’inscription ouvre habituellement quelques semaines avant chaque journée',
      'Les enfants apportent un dîner, sauf si le programme le fournit',
      'Les sorties et les journées thématiques sont courantes',
      'Souvent offert par le même programme que la garde avant et après l’école',
    ],
  },
  'march-break-camp': {
    name: 'Camp de la relâche de mars',
    description: 'Un camp de jour pendant la relâche de mars en Ontario.',
    period: 'Une semaine à la mi-mars',
    typicalHours: 'De 9 h à 16 h, avec une garde prolongée de 7 h 30 à 18 h',
    details: [
      'Réservé à la semaine, parfois à la journée',
      'Des sports, des sciences, des arts et des sorties',
      'Offert par la Ville de Toronto, le YMCA, les centres communautaires et des camps privés',
    ],
  },
  'summer-camp': {
    name: 'Camp d’été',
    description: 'Un camp de jour, à la journée complète, en juillet et en août.',
    period: 'Juillet et août, à la semaine',
    typicalHours: 'De 9 h à 16 h, avec une garde prolongée de 7 h 30 à 18 h',
    details: [
      'Des sessions d’une semaine ; bien des familles combinent plusieurs camps',
      'De la natation, des sports, des arts, la nature et des sorties',
      'Les camps populaires sont complets dès les premiers jours d’inscription, souvent en janvier ou en février',
      'Les enfants apportent un dîner, de la crème solaire et une bouteille d’eau',
    ],
  },
  'school-closures': {
    name: 'Journée complète lors des fermetures d’école',
    description: 'Une garde à la journée quand les écoles ferment de façon imprévue.',
    period: 'Les journées de tempête, les conflits de travail et les autres fermetures',
    typicalHours: 'De 7 h 30 à 18 h',
    details: [
      'Offerte à court préavis, habituellement aux enfants déjà inscrits au programme',
      'Certains programmes ouvrent quand les autobus scolaires sont annulés mais que les écoles restent ouvertes',
      'Demandez comment le programme avise les familles qu’il est ouvert',
    ],
  },
};

/**
 * Languages' names in French by code (a language's own name, `nativeName`, stays as it is:
 * "Français", "中文").
 */
export const languageNamesFr: Readonly<Record<string, string>> = {
  en: 'anglais',
  fr: 'français',
  cmn: 'mandarin',
  yue: 'cantonais',
  tl: 'tagalog (filipino)',
  es: 'espagnol',
  pt: 'portugais',
  ta: 'tamoul',
  fa: 'persan (farsi)',
  ur: 'ourdou',
  ru: 'russe',
  it: 'italien',
  ar: 'arabe',
  ko: 'coréen',
  pa: 'pendjabi',
  vi: 'vietnamien',
  gu: 'gujarati',
  bn: 'bengali',
  pl: 'polonais',
  el: 'grec',
  hi: 'hindi',
  so: 'somali',
  tr: 'turc',
  uk: 'ukrainien',
  hu: 'hongrois',
  ro: 'roumain',
  sr: 'serbe',
  hr: 'croate',
  sq: 'albanais',
  am: 'amharique',
  ti: 'tigrigna',
  he: 'hébreu',
  ja: 'japonais',
  de: 'allemand',
  ne: 'népalais',
  te: 'télougou',
  ml: 'malayalam',
  yo: 'yoruba',
  ase: 'langue des signes américaine (ASL)',
};

const ageGroupCodeById = new Map<number, AgeGroupCode>(
  Object.entries(ageGroupIds).map(([code, id]) => [id, code as AgeGroupCode]),
);
const providerTypeCodeById = new Map<number, ProviderTypeCode>(
  Object.entries(providerTypeIds).map(([code, id]) => [id, code as ProviderTypeCode]),
);

/** An age group's French name by id (ids are fixed by migration), e.g. for `ageGroupName`. */
export function ageGroupNameFrById(id: number): string | undefined {
  const code = ageGroupCodeById.get(id);
  return code === undefined ? undefined : ageGroupNamesFr[code];
}

/** A provider type's French words by id (ids are fixed by migration). */
export function providerTypeFrById(id: number): FrenchCatalogueWords | undefined {
  const code = providerTypeCodeById.get(id);
  return code === undefined ? undefined : providerTypesFr[code];
}

/** The code of the language whose providers give care in French (the French-programs filter). */
export const frenchLanguageCode = 'fr';
