import type { User } from '@kinderwait/contract/users';
import { paths } from '../../../config/paths';

/**
 * Where a freshly signed-in user goes (docs/product/onboarding.md#flows-by-role, role selection
 * being an onboarding step): role selection while they hold no role, else onboarding's step
 * resolver, which shows the next open step or sends a finished onboarding home.
 */
export function pathAfterSignIn(user: User): string {
  return user.roles.length === 0
    ? paths.app.roleSelection.getHref()
    : paths.app.onboardingSteps.getHref();
}
