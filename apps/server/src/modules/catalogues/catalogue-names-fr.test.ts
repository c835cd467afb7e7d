import type {
  ChildcareTypesResponse,
  LanguagesResponse,
  ProviderTypesResponse,
  SchoolPlansResponse,
} from '@kinderwait/contract';
import {
  ageGroupNameFrById,
  cataloguesApiPaths,
  childcareTypesFr,
  languageNamesFr,
  providerTypesFr,
  schoolPlansFr,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../test/test-app.ts';

/**
 * Every item the catalogue endpoints serve, as the migrations seed them, has its French words in
 * the contract (docs/decisions/i18n.md#catalogue-names-and-french-programs-parent-b): a new item
 * without them fails here, not on a French screen.
 */
forEachDatabase((t) => {
  const items = async <T>(url: string): Promise<T> =>
    (await t.app().inject({ method: 'GET', url })).json<T>();

  describe('the catalogues in French', () => {
    it('name every age group, provider type, childcare type and school plan', async () => {
      for (const group of await t.app().services.catalogues.ageGroups()) {
        expect(ageGroupNameFrById(group.id), group.name).toBeDefined();
      }
      const types = await items<ProviderTypesResponse>(cataloguesApiPaths.providerTypes);
      for (const type of types.items) expect(providerTypesFr[type.code].name).not.toBe('');
      const kinds = await items<ChildcareTypesResponse>(cataloguesApiPaths.childcareTypes);
      expect(kinds.items.map((item) => item.code).sort()).toEqual(
        Object.keys(childcareTypesFr).sort(),
      );
      const plans = await items<SchoolPlansResponse>(cataloguesApiPaths.schoolPlans);
      expect(plans.items.map((item) => item.code).sort()).toEqual(
        Object.keys(schoolPlansFr).sort(),
      );
    });

    it('name every language, French names lower-case as French writes them', async () => {
      const languages = await items<LanguagesResponse>(cataloguesApiPaths.languages);
      expect(languages.map((language) => language.code).sort()).toEqual(
        Object.keys(languageNamesFr).sort(),
      );
      expect(languageNamesFr.en).toBe('anglais');
      expect(languageNamesFr.fr).toBe('français');
    });
  });
});
