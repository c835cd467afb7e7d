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
  /**
   * Provider types, each `selected` when the waitlist ticket `waitingListTicketId` of the caller's
   * child asks for it; nothing is selected for an anonymous caller or another family's ticket.
   */
  providerTypes(
    waitingListTicketId: string | undefined,
    callerUserId: string | undefined,
  ): Promise<ProviderType[]>;
  childcareTypes(): Promise<ChildcareType[]>;
  schoolPlans(): Promise<SchoolPlanSummary[]>;
  /** One school plan with its details; 404 when the id is unknown. */
  schoolPlan(id: number): Promise<SchoolPlan>;
  feeBrackets(paymentOption: PaymentOption): Promise<FeeBracket[]>;
  languages(): Promise<Language[]>;
}

/** The provider types a ticket of the user's child asks for (the waitlist module answers). */
export type TicketProviderTypes = (userId: string, ticketId: string) => Promise<readonly number[]>;

const noneSelected: readonly number[] = [];

export function createCataloguesService(
  db: Database,
  ticketProviderTypes: TicketProviderTypes,
): CataloguesService {
  return {
    ageGroups: () => listAgeGroups(db),
    providerTypes: async (waitingListTicketId, callerUserId) => {
      const [types, selectedIds] = await Promise.all([
        listProviderTypes(db),
        waitingListTicketId === undefined || callerUserId === undefined
          ? noneSelected
          : ticketProviderTypes(callerUserId, waitingListTicketId),
      ]);
      return types.map((type) => ({ ...type, selected: selectedIds.includes(type.id) }));
    },
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
