import { relayLanguageCodes, twilioWebhookPaths } from '@kinderwait/contract';
import type { RelayCall, Speech } from '../../integrations/telephony/call-twiml.ts';
import { agentLanguage } from '../voice-agent/agent-language.ts';
import type { VoiceAgent } from '../voice-assistants/voice-assistants.service.ts';
import { phoneCallWordsIn } from './phone-call-words.ts';

/** ConversationRelay's voices are Amazon Polly's neural ones of the names the settings offer. */
export const relayVoice = (voice: string): string => `${voice}-Neural`;

/**
 * The Canadian French voice that stands in for the agent's English one: Polly's fr-CA neural
 * voices are Gabrielle and Liam; the settings' voices are women's (Joanna, Ruth) or men's.
 */
export const frenchRelayVoice = (voice: string): string =>
  voice === 'Matthew' || voice === 'Stephen' ? 'Liam-Neural' : 'Gabrielle-Neural';

/** How our own words (not the agent's) are said on a French agent's calls; English: Twilio's default. */
export function agentSpeech(agent: Pick<VoiceAgent, 'language' | 'voice'>): Speech {
  if (agentLanguage(agent) === 'en') return {};
  const man = agent.voice === 'Matthew' || agent.voice === 'Stephen';
  return { language: 'fr-CA', voice: man ? 'Polly.Liam-Neural' : 'Polly.Gabrielle-Neural' };
}

/** The WebSocket's address: PUBLIC_ORIGIN with ws(s) for http(s). */
export function relayUrlOf(publicOrigin: string): string {
  const url = new URL(twilioWebhookPaths.relay, publicOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * How Twilio hands a call to the agent: in the agent's language first (its greeting, the notice
 * and the voice), the other language listed second so a caller can switch to it.
 */
export function agentRelayCall(
  agent: Pick<VoiceAgent, 'greeting' | 'language' | 'voice'>,
  conversationId: string,
  publicOrigin: string,
): RelayCall {
  const english = { code: relayLanguageCodes.en, voice: relayVoice(agent.voice) };
  const french = { code: relayLanguageCodes.fr, voice: frenchRelayVoice(agent.voice) };
  const language = agentLanguage(agent);
  const [first, second] = language === 'fr' ? [french, english] : [english, french];
  return {
    relayUrl: relayUrlOf(publicOrigin),
    actionUrl: new URL(twilioWebhookPaths.connectAction, publicOrigin).toString(),
    welcomeGreeting: `${agent.greeting} ${phoneCallWordsIn(language).disclosure}`,
    language: first.code,
    voice: first.voice,
    languages: [first, second],
    parameters: { conversationId },
  };
}
