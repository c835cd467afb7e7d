import type {
  AgeGroup,
  ChildcareType,
  FeeBracket,
  Language,
  PaymentOption,
  ProviderType,
  SchoolPlan,
  SchoolPlanSummary,
} from '@kinderwait/contract';
import { cataloguesErrorCodes, cataloguesMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../db/database.ts';
import {
  findSchoolPlan,
  listAgeGroups,
  listChildcareTypes,
  listFeeBrackets,
  listLanguages,
  listProviderTypes,
  listSchoolPlans,
} from './catalogues.repository.ts';

/** The reference catalogues (seeded by migration): read-only for now. */
export interface CataloguesService {
  ageGroups(): Promise<AgeGroup[]>;
  /** Provider types, none `selected` (the waitlist module marks a ticket's choices). */
  providerTypes(): Promise<ProviderType[]>;
  childcareTypes(): Promise<ChildcareType[]>;
  schoolPlans(): Promise<SchoolPlanSummary[]>;
  /** One school plan with its details; 404 when the id is unknown. */
  schoolPlan(id: number): Promise<SchoolPlan>;
  feeBrackets(paymentOption: PaymentOption): Promise<FeeBracket[]>;
  languages(): Promise<Language[]>;
}

export function createCataloguesService(db: Database): CataloguesService {
  // The five age groups are fixed by migration and every waitlist and requests list names them:
  // read once per process (a failed read is not kept). Copies, so no caller changes another's.
  let ageGroups: Promise<AgeGroup[]> | undefined;
  const readAgeGroups = (): Promise<AgeGroup[]> => {
    ageGroups ??= listAgeGroups(db).catch((error: unknown) => {
      ageGroups = undefined;
      throw error;
    });
    return ageGroups;
  };
  return {
    ageGroups: async () => (await readAgeGroups()).map((group) => ({ ...group })),
    providerTypes: async () =>
      (await listProviderTypes(db)).map((type) => ({ ...type, selected: false })),
    childcareTypes: () => listChildcareTypes(db),
    schoolPlans: () => listSchoolPlans(db),
    schoolPlan: async (id) => {
      const plan = await findSchoolPlan(db, id);
      if (plan === undefined) {
        throw new AppError(
          404,
          cataloguesErrorCodes.schoolPlanNotFound,
          cataloguesMessages.schoolPlanNotFound,
        );
      }
      return plan;
    },
    feeBrackets: (paymentOption) => listFeeBrackets(db, paymentOption),
    languages: () => listLanguages(db),
  };
}
