import type { ErrorWords } from '../../../api/error-words';
import { useMessages } from '../../../lib/i18n/use-messages';
import { assistantChatCatalogue } from '../assistant-chat-messages';
import { assistantChatErrorWords } from '../lib/chat-words';

export interface OnboardingChatWords {
  back: string;
  loading: string;
  completed: string;
  completionFailed: string;
  errorWords: ErrorWords;
}

/**
 * The words the onboarding chat's frame shows around the chat (its wait, its configuration error,
 * its completion notices), in the active language. Suspends until the catalogue is loaded.
 */
export function useOnboardingChatWords(): OnboardingChatWords {
  const words = useMessages(assistantChatCatalogue);
  const { t } = words;
  return {
    back: t('back'),
    loading: t('loading'),
    completed: t('completed'),
    completionFailed: t('completionFailed'),
    errorWords: assistantChatErrorWords(words),
  };
}
