import {
  ageGroupNameFrById,
  childcareTypesFr,
  languageNamesFr,
  providerTypesFr,
  schoolPlansFr,
} from '@kinderwait/contract/catalogue-names';
import type { FrenchCatalogueWords } from '@kinderwait/contract/catalogue-names';
import type { ProviderTypeCode } from '@kinderwait/contract/catalogues';
import { useLanguage } from './i18n/i18n-provider';
import type { Language } from './i18n/language';

/*
 * The reference catalogues' items in the active language
 * (docs/decisions/i18n.md#catalogue-names-and-french-programs-parent-b). The server serves the
 * English words; the French ones live in the contract (catalogue-names.ts), keyed by the items'
 * stable codes (ids for age groups), so every screen words an item the same way. An item with no
 * French words yet keeps the server's.
 */

/** A catalogue item as the endpoints serve it: its code, English name and description. */
export interface CatalogueItemWords {
  name: string;
  description?: string;
}

function pick<T extends CatalogueItemWords>(
  item: T,
  language: Language,
  french: FrenchCatalogueWords | undefined,
): T {
  if (language === 'en' || french === undefined) return item;
  return {
    ...item,
    name: french.name,
    ...(item.description === undefined
      ? {}
      : { description: french.description ?? item.description }),
  };
}

/** An age group's name ("Toddler", "Bambins"), by its id (fixed by migration). */
export function ageGroupName(language: Language, group: { id: number; name: string }): string {
  if (language === 'en') return group.name;
  return ageGroupNameFrById(group.id) ?? group.name;
}

/** A provider type with its name and description in the language. */
export function providerTypeWords<T extends CatalogueItemWords & { code: ProviderTypeCode }>(
  language: Language,
  item: T,
): T {
  return pick(item, language, providerTypesFr[item.code]);
}

/** A provider type's name by its code alone (a match, a request name only the code). */
export function providerTypeName(language: Language, code: ProviderTypeCode, english: string) {
  return language === 'en' ? english : providerTypesFr[code].name;
}

/** A childcare type with its name and description in the language. */
export function childcareTypeWords<T extends CatalogueItemWords & { code: string }>(
  language: Language,
  item: T,
): T {
  return pick(item, language, childcareTypesFr[item.code]);
}

/** A school plan as the list serves it, or with its details as one plan's page does. */
export type SchoolPlanItem = CatalogueItemWords & {
  code: string;
  period?: string;
  typicalHours?: string;
  details?: readonly string[];
};

/**
 * A school plan with its name and description in the language, and, for a plan's details (GET
 * /api/school-plans/{id}), when it runs and what it includes.
 */
export function schoolPlanWords<T extends SchoolPlanItem>(language: Language, item: T): T {
  const french = language === 'en' ? undefined : schoolPlansFr[item.code];
  const worded = pick(item, language, french);
  if (french === undefined || item.period === undefined) return worded;
  return {
    ...worded,
    period: french.period,
    typicalHours: french.typicalHours,
    details: [...french.details],
  };
}

/**
 * A language's name in the active language ("French", "français"); its own name (`nativeName`,
 * "Français", "中文") is never translated.
 */
export function languageName(language: Language, item: { code: string; name: string }): string {
  if (language === 'en') return item.name;
  return languageNamesFr[item.code] ?? item.name;
}

/** The helpers above bound to the active language, for components. */
export function useCatalogueWords() {
  const language = useLanguage();
  return {
    language,
    ageGroupName: (group: { id: number; name: string }) => ageGroupName(language, group),
    providerType: <T extends CatalogueItemWords & { code: ProviderTypeCode }>(item: T) =>
      providerTypeWords(language, item),
    childcareType: <T extends CatalogueItemWords & { code: string }>(item: T) =>
      childcareTypeWords(language, item),
    schoolPlan: <T extends SchoolPlanItem>(item: T) => schoolPlanWords(language, item),
    languageName: (item: { code: string; name: string }) => languageName(language, item),
  };
}
