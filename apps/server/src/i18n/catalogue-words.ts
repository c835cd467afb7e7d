import { ageGroupNameFrById, languageNamesFr } from '@kinderwait/contract';
import type { Language } from './language.ts';

/** An age group as the catalogue gives it: its id (fixed by migration) and English name. */
export interface NamedAgeGroup {
  id: number;
  name: string;
}

/**
 * An age group's name in a text's language (docs/decisions/i18n.md): the catalogue stores English
 * names and the contract keeps the French by id, so an email or a text names the group in its
 * recipient's language. English is the stored name as it is; a group without French words keeps
 * its English name.
 */
export const ageGroupNameIn = (group: NamedAgeGroup, language: Language): string =>
  language === 'fr' ? (ageGroupNameFrById(group.id) ?? group.name) : group.name;

/** A spoken language's name (the catalogue's English "French") in a text's language ("français"). */
export const languageNameIn = (item: { code: string; name: string }, language: Language): string =>
  language === 'fr' ? (languageNamesFr[item.code] ?? item.name) : item.name;
