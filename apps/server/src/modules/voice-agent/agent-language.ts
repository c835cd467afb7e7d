import type { VoiceAgentSettings } from '@kinderwait/contract';
import { relayLanguageCodes } from '@kinderwait/contract';
import type { ReplyLanguage } from '../../integrations/llm/reply-language.ts';

/**
 * The language an agent starts a conversation in: the one its provider chose in the settings. The
 * greeting is said in it and a caller is answered in it until they are heard in the other.
 */
export const agentLanguage = (agent: Pick<VoiceAgentSettings, 'language'>): ReplyLanguage =>
  agent.language === relayLanguageCodes.fr ? 'fr' : 'en';
