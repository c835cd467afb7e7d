import type { LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import type { AssistantTurnInput } from './assistant-engine.ts';
import { createAiSdkAssistantEngine } from './ai-sdk-engine.ts';
import type { ReplyLanguage } from './reply-language.ts';
import { voiceAnsweringAssistantId } from './voice-answering.ts';

const reply: LanguageModelV4GenerateResult = {
  content: [{ type: 'text', text: 'Bonjour !' }],
  finishReason: { unified: 'stop', raw: undefined },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 5, text: 5, reasoning: undefined },
  },
  warnings: [],
};

const turn = (assistantId: string, language?: ReplyLanguage): AssistantTurnInput => ({
  assistantId,
  systemPrompt: 'You help providers.',
  messages: [{ role: 'user', content: 'Bonjour', hiddenContent: null }],
  tools: [],
  context: {
    today: '2026-11-23',
    firstName: 'Ada',
    profile: null,
    ...(language === undefined ? {} : { language }),
  },
});

/** What the model was told, as one text. */
async function promptOf(input: AssistantTurnInput): Promise<string> {
  const model = new MockLanguageModelV4({ doGenerate: reply });
  await createAiSdkAssistantEngine(model).reply(input);
  return JSON.stringify(model.doGenerateCalls[0]?.prompt);
}

describe('the AI SDK engine and the user’s language', () => {
  it('tells the model to answer in Canadian French, with the glossary’s terms, when the user’s language is French', async () => {
    const prompt = await promptOf(turn('broadcast-onboarding-licenced-childcare-provider', 'fr'));
    expect(prompt).toContain('Answer in Canadian French (fr-CA)');
    expect(prompt).toContain('AGJEPC (garde à 10 $ par jour)');
    expect(prompt).toContain('Today is 2026-11-23 in Toronto.');
  });

  it('tells the voice agent’s model the caller’s language too', async () => {
    expect(await promptOf(turn(voiceAnsweringAssistantId, 'fr'))).toContain(
      'Answer in Canadian French (fr-CA)',
    );
  });

  it('adds nothing for English, or when no language is given', async () => {
    for (const input of [
      turn('broadcast-onboarding-licenced-childcare-provider', 'en'),
      turn('broadcast-onboarding-licenced-childcare-provider'),
      turn(voiceAnsweringAssistantId),
    ]) {
      expect(await promptOf(input)).not.toContain('French');
    }
  });
});
