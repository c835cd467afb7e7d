import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/voice-agent-dashboard.en';

/** The keys of the voice agent dashboard's messages: the English catalogue's. */
export type VoiceAgentDashboardKey = keyof typeof english;

/** The dashboard's words in the active language, with its formatter. */
export type DashboardMessages = FeatureMessages<VoiceAgentDashboardKey>;

/**
 * The dashboard's words, their own chunk per language, so the welcome screen does not fetch them
 * (docs/decisions/i18n.md).
 */
export const voiceAgentDashboardCatalogue = defineCatalogue<VoiceAgentDashboardKey>(
  'voice-agent-dashboard',
  {
    en: () => import('./messages/voice-agent-dashboard.en'),
    fr: () => import('./messages/voice-agent-dashboard.fr'),
  },
);
