import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/assistant-chat.en';

/** The keys of the assistant chat's messages: the English catalogue's. */
export type AssistantChatKey = keyof typeof english;

/** The assistant chat's words in the active language, with its formatter. */
export type AssistantChatMessages = FeatureMessages<AssistantChatKey>;

/** The assistant chat's words, one chunk per language (docs/decisions/i18n.md). */
export const assistantChatCatalogue = defineCatalogue<AssistantChatKey>('assistant-chat', {
  en: () => import('./messages/assistant-chat.en'),
  fr: () => import('./messages/assistant-chat.fr'),
});
