import { createContext } from 'react';
import type { Language } from './language';

/**
 * Saves a signed-in user's language choice to their profile (`preferredLanguage`). The app layer
 * provides it (it composes the profile's update); shared components and features only call it.
 * Null where nothing is to be saved (tests, the prerender).
 */
export const LanguageSaverContext = createContext<((language: Language) => void) | null>(null);
