import { fetchCurrentUser, setCurrentUser } from '../features/user-context/api/get-current-user';
import { updateUser } from '../features/user-profile/api/update-user';
import type { Language } from '../lib/i18n/language';
import { readToken } from '../lib/storage';

/**
 * Saves a signed-in user's language choice as their profile's `preferredLanguage`, through the
 * profile's own update (its other fields as they are), and keeps the answer as the current user.
 * Loaded only when a signed-in user uses the switch, so public pages do not carry it.
 */
export async function saveProfileLanguage(language: Language): Promise<void> {
  if (readToken() === null) return;
  const user = await fetchCurrentUser();
  if (user.preferredLanguage === language) return;
  const saved = await updateUser({
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    preferredLanguage: language,
  });
  setCurrentUser(saved);
}
