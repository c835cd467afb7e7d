import type { User } from '@kinderwait/contract/users';
import { paths } from '../../../config/paths';

/**
 * Where a freshly signed-in user goes (SPEC 4, role selection being an onboarding step): role
 * selection while they hold no role, else home. The later onboarding steps (location, voice
 * agent) arrive with their own screens and will be resolved here.
 */
export function pathAfterSignIn(user: User): string {
  return user.roles.length === 0 ? paths.app.roleSelection.getHref() : paths.app.home.getHref();
}
