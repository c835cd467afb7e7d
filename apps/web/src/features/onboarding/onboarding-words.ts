import type { RoleCode } from '@kinderwait/contract/constants';
import type { ErrorWords } from '../../api/error-words';
import { useMessages } from '../../lib/i18n/use-messages';
import { onboardingCatalogue } from './onboarding-messages';
import type { OnboardingMessages } from './onboarding-messages';

/** What the onboarding screens say for the errors their calls can answer; others show the server's. */
export function onboardingErrorWords({ t }: OnboardingMessages): ErrorWords {
  return {
    provider_role_conflict: t('errorProviderRoleConflict'),
    role_assignment_forbidden: t('errorRoleAssignmentForbidden'),
    email_mismatch: t('errorEmailMismatch'),
    rate_limited: t('errorRateLimited'),
  };
}

/** What each role is for, in the words of the person choosing it. */
export function roleChoiceWords(
  { t }: OnboardingMessages,
  code: RoleCode,
): { title: string; description: string } {
  switch (code) {
    case 'SuperAdmin':
      return { title: t('roleSuperAdminTitle'), description: t('roleSuperAdminDescription') };
    case 'Parent':
      return { title: t('roleParentTitle'), description: t('roleParentDescription') };
    case 'Licenced':
      return { title: t('roleLicencedTitle'), description: t('roleLicencedDescription') };
    case 'Unlicenced':
      return { title: t('roleUnlicencedTitle'), description: t('roleUnlicencedDescription') };
    case 'BabySitter':
      return { title: t('roleBabySitterTitle'), description: t('roleBabySitterDescription') };
  }
}

/**
 * The role selection route's own words (its head, the pending label, the way out), in the active
 * language. Suspends while they load; the route loads them first.
 */
export function useRoleSelectionRouteWords() {
  const { t } = useMessages(onboardingCatalogue);
  return {
    pageTitle: t('roleSelectionPageTitle'),
    pageDescription: t('roleSelectionPageDescription'),
    loadingAccount: t('loadingAccount'),
    signOut: t('notYouSignOut'),
  };
}

/**
 * The words of the onboarding step resolver (/onboarding/steps), in the active language. Suspends
 * while they load; the route loads them first.
 */
export function useOnboardingStepsWords() {
  const messages = useMessages(onboardingCatalogue);
  const { t } = messages;
  return {
    pageTitle: t('stepsPageTitle'),
    pageDescription: t('stepsPageDescription'),
    loading: t('stepsLoading'),
    loadFailed: t('stepsLoadFailed'),
    retry: t('retry'),
    locationSubmit: t('stepsLocationSubmit'),
    stepFailed: t('stepFailed'),
    errorWords: onboardingErrorWords(messages),
  };
}
