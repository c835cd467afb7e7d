import type { ErrorWords } from '../../api/error-words';
import type { WaitlistWizardStep } from '../../config/paths';
import { calendarDateWords } from '../../lib/i18n/dates';
import type { WaitlistWizardMessages } from './waitlist-wizard-messages';

/** A step's title ("What kind of provider?"). */
export function stepTitle({ t }: WaitlistWizardMessages, step: WaitlistWizardStep): string {
  switch (step) {
    case 'provider-types':
      return t('stepProviderTypes');
    case 'childcare-types':
      return t('stepChildcareTypes');
    case 'school-plans':
      return t('stepSchoolPlans');
    case 'schedule-availability':
      return t('stepScheduleAvailability');
    case 'daily-payment':
      return t('stepDailyPayment');
    case 'filters-confirmation':
      return t('stepFiltersConfirmation');
  }
}

/** Words for a child or ticket that could not be loaded. */
export function waitlistWizardLoadErrorWords({ t }: WaitlistWizardMessages): ErrorWords {
  return {
    child_not_found: t('errorChildNotFoundOnLoad'),
    waitlist_ticket_not_found: t('errorWaitlistTicketNotFound'),
  };
}

/**
 * Error codes the wizard's calls can answer, in the parent's words; a start date before the
 * child's expected birth names the child and the date.
 */
export function waitlistWizardErrorWords(
  messages: WaitlistWizardMessages,
  child: { firstName: string; dateOfBirth: string },
): ErrorWords {
  const { t, intl, language } = messages;
  return {
    waitlist_ticket_not_found: t('errorWaitlistTicketNotFound'),
    waitlist_ticket_exists: t('errorWaitlistTicketExists'),
    child_location_missing: t('errorChildLocationMissing'),
    child_out_of_age_range: t('errorChildOutOfAgeRange'),
    child_not_found: t('errorChildNotFound'),
    start_date_before_birth: t('errorStartDateBeforeBirth', {
      firstName: child.firstName,
      birth: calendarDateWords(intl, language, child.dateOfBirth),
    }),
    rate_limited: t('errorRateLimited'),
  };
}

/** The wizard page's title and description, for its route's head. */
export function wizardPageHead({ t }: WaitlistWizardMessages): {
  title: string;
  description: string;
} {
  return { title: t('pageTitle'), description: t('pageDescription') };
}
