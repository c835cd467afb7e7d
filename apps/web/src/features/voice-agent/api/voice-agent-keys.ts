import { features } from '@kinderwait/contract/constants';

/** Query keys of the voice agent's dashboard (its settings, widget, conversations, knowledge). */
export const voiceAgentKeys = {
  all: ['voice-agent'] as const,
  settings: () => [...voiceAgentKeys.all, 'settings'] as const,
  widget: () => [...voiceAgentKeys.all, 'widget'] as const,
  conversations: () => [...voiceAgentKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...voiceAgentKeys.all, 'conversation', id] as const,
  knowledgeItems: () => ['knowledge-base', features.voiceAiAgent] as const,
  phoneNumbers: () => [...voiceAgentKeys.all, 'phone-numbers'] as const,
};

/** The feature every voice-agent path is called with. */
export const voiceFeature = { feature: features.voiceAiAgent } as const;
