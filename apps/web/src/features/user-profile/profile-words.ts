import type { ApiErrorCode } from '@kinderwait/contract/errors';
import type { RoleCode } from '@kinderwait/contract/constants';
import type { ErrorWords } from '../../api/error-words';
import { useMessages } from '../../lib/i18n/use-messages';
import type { ProfileField } from './lib/profile-form-schema';
import { profileCatalogue } from './profile-messages';
import type { ProfileMessages } from './profile-messages';

/** What the profile screens say for the errors a save can answer; others show the server's words. */
export function profileErrorWords({ t }: ProfileMessages): ErrorWords {
  return {
    user_name_taken: t('errorUserNameTaken'),
    validation_failed: t('errorValidationFailed'),
    user_not_found: t('errorUserNotFound'),
    rate_limited: t('errorRateLimited'),
  };
}

/** Codes that are about one field: their words show next to it. */
export const profileFieldCodes: Partial<Record<ApiErrorCode, ProfileField>> = {
  user_name_taken: 'userName',
};

/** A role's name, as the profile lists it. */
export function roleName({ t }: ProfileMessages, code: RoleCode): string {
  switch (code) {
    case 'SuperAdmin':
      return t('roleSuperAdmin');
    case 'Parent':
      return t('roleParent');
    case 'Licenced':
      return t('roleLicenced');
    case 'Unlicenced':
      return t('roleUnlicenced');
    case 'BabySitter':
      return t('roleBabySitter');
  }
}

/**
 * The profile routes' own words (their heads, the pending label, the saved notice), in the active
 * language. Suspends while they load; the routes load them first.
 */
export function useProfileRouteWords() {
  const { t } = useMessages(profileCatalogue);
  return {
    title: t('title'),
    description: t('pageDescription'),
    editTitle: t('editTitle'),
    editDescription: t('editPageDescription'),
    loading: t('loading'),
    saved: t('saved'),
  };
}
