import { toSafeText } from '@kinderwait/contract';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config.ts';
import type { AssistantEngine } from './assistant-engine.ts';
import { createLocalAssistantEngine } from './local/local-assistant-engine.ts';

/** Ollama's OpenAI-compatible API on its default port. */
export const ollamaDefaultBaseUrl = 'http://localhost:11434/v1';

type AssistantConfig = Pick<Config, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL'>;

/**
 * The embedded local engine unless AI_PROVIDER names a provider (the config has checked its
 * model, key and base URL). The AI SDK and its providers are loaded only then.
 */
export async function createAssistantEngine(config: AssistantConfig): Promise<AssistantEngine> {
  if (config.AI_PROVIDER === 'local') return withSafeText(createLocalAssistantEngine());
  const [{ createAiSdkAssistantEngine }, model] = await Promise.all([
    import('./ai-sdk-engine.ts'),
    languageModel(config),
  ]);
  return withSafeText(createAiSdkAssistantEngine(model));
}

/**
 * The model's words are outside text the conversation stores and shows: they pass the text rule
 * of every field (docs/product/platform.md#text-we-accept) where they enter, cleaned rather than
 * refused, since the user asked nothing wrong. Multi-line: a reply has paragraphs.
 */
export function withSafeText(engine: AssistantEngine): AssistantEngine {
  const clean = (text: string): string => toSafeText(text, { multiLine: true });
  return {
    reply: async (input) => {
      const turn = await engine.reply(input);
      return {
        ...turn,
        text: clean(turn.text),
        toolCalls: turn.toolCalls.map((call) => ({
          name: clean(call.name),
          result: clean(call.result),
        })),
      };
    },
  };
}

async function languageModel(config: AssistantConfig): Promise<LanguageModel> {
  const { AI_PROVIDER: provider, AI_API_KEY: apiKey, AI_BASE_URL: baseURL } = config;
  const modelId = config.AI_MODEL;
  if (modelId === undefined)
    throw new Error(`AI_MODEL must be set when AI_PROVIDER is ${provider}`);
  switch (provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({ apiKey, baseURL })(modelId);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ apiKey, baseURL })(modelId);
    }
    case 'ollama':
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      const url = baseURL ?? (provider === 'ollama' ? ollamaDefaultBaseUrl : undefined);
      if (url === undefined) throw new Error('AI_BASE_URL must be set for openai-compatible');
      return createOpenAICompatible({ name: provider, baseURL: url, apiKey })(modelId);
    }
    case 'local':
      throw new Error('The local engine is not an AI SDK model');
  }
}
