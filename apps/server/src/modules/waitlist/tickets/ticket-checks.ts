import type { FeeBracket, WaitlistData } from '@kinderwait/contract';
import { formatValidationDetail, waitlistErrorCodes, waitlistMessages } from '@kinderwait/contract';
import { AppError, invalidRequest } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { WaitlistChild } from '../waitlist-shared.ts';
import { torontoToday } from '../waitlist-shared.ts';

/** The checks of a ticket's data against the clock, the child and the catalogues. */
export interface TicketChecks {
  /**
   * 400 for a start date out of range (past, more than 3 years ahead, or before the child's
   * expected birth) or an id its catalogue lacks.
   */
  checkData(data: WaitlistData, child: Pick<WaitlistChild, 'dateOfBirth'>): Promise<void>;
  /** Every fee bracket, daily then hourly. */
  feeBrackets(): Promise<FeeBracket[]>;
}

/** The catalogues a ticket's ids are checked against. */
export type TicketCatalogues = Pick<
  CataloguesService,
  'providerTypes' | 'childcareTypes' | 'schoolPlans' | 'feeBrackets'
>;

export function createTicketChecks(clock: Clock, catalogues: TicketCatalogues): TicketChecks {
  const feeBrackets = async (): Promise<FeeBracket[]> => {
    const [daily, hourly] = await Promise.all([
      catalogues.feeBrackets('Daily'),
      catalogues.feeBrackets('Hourly'),
    ]);
    return [...daily, ...hourly];
  };

  /**
   * 400 for a start date in the past or too far ahead; 400 start_date_before_birth for one
   * before an expected birth (the child would have no age group on it: matching could only say
   * "too old").
   */
  const checkStartDate = (startDate: string, dateOfBirth: string): void => {
    const { today, latest } = torontoToday(clock());
    const path = ['body', 'RequestedStartDate'];
    if (startDate < today)
      throw invalidRequest([{ path, message: waitlistMessages.startDateInPast }]);
    if (startDate > latest)
      throw invalidRequest([{ path, message: waitlistMessages.startDateTooFar }]);
    if (startDate < dateOfBirth) {
      const message = waitlistMessages.startDateBeforeBirth(dateOfBirth);
      throw new AppError(
        400,
        waitlistErrorCodes.startDateBeforeBirth,
        message,
        formatValidationDetail([{ path, message }]),
      );
    }
  };

  /** 400 unknown_catalogue_id naming the first list with an id its catalogue lacks. */
  const checkCatalogueIds = async (
    lists: Pick<
      WaitlistData,
      'ProviderTypes' | 'ChildcareTypes' | 'SchoolPlans' | 'PaymentOptions'
    >,
  ): Promise<void> => {
    const [providerTypes, childcareTypes, schoolPlans, brackets] = await Promise.all([
      catalogues.providerTypes(),
      catalogues.childcareTypes(),
      catalogues.schoolPlans(),
      feeBrackets(),
    ]);
    const known: [keyof typeof lists, Set<number>][] = [
      ['ProviderTypes', new Set(providerTypes.map((item) => item.id))],
      ['ChildcareTypes', new Set(childcareTypes.map((item) => item.id))],
      ['SchoolPlans', new Set(schoolPlans.map((item) => item.id))],
      ['PaymentOptions', new Set(brackets.map((item) => item.id))],
    ];
    for (const [field, ids] of known) {
      const unknown = lists[field].find((id) => !ids.has(id));
      if (unknown !== undefined) {
        const message = waitlistMessages.unknownCatalogueId(field, unknown);
        throw new AppError(
          400,
          waitlistErrorCodes.unknownCatalogueId,
          message,
          formatValidationDetail([{ path: ['body', field], message }]),
        );
      }
    }
  };

  return {
    feeBrackets,
    checkData: async (data, child) => {
      checkStartDate(data.RequestedStartDate, child.dateOfBirth);
      await checkCatalogueIds(data);
    },
  };
}
