import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/voice-agent.en';

/** The keys of the voice agent's welcome and onboarding messages: the English catalogue's. */
export type VoiceAgentKey = keyof typeof english;

/** The welcome and onboarding screens' words in the active language, with its formatter. */
export type VoiceAgentMessages = FeatureMessages<VoiceAgentKey>;

/** The welcome and onboarding screens' words, one chunk per language (docs/decisions/i18n.md). */
export const voiceAgentCatalogue = defineCatalogue<VoiceAgentKey>('voice-agent', {
  en: () => import('./messages/voice-agent.en'),
  fr: () => import('./messages/voice-agent.fr'),
});
