import type {
  VoiceAnswerSource,
  VoiceConversationChannel,
  VoiceConversationOutcome,
  VoiceMessage,
} from '@kinderwait/contract';
import { voiceFactNames } from '@kinderwait/contract';
import type { AssistantEngine } from '../../integrations/llm/assistant-engine.ts';
import type { Language } from '../../i18n/language.ts';
import { summaryPrompt, summaryWordsIn } from './conversation-summary-words.ts';
import { storedAnswerText } from './stored-answer.ts';
import { firstSummary } from './voice-conversation-view.ts';

/**
 * The after-call summary (docs/product/voice-agent.md#after-the-call): what a finished
 * conversation was about, as the provider reads it in the list and in its details.
 */
export interface SummaryInput {
  channel: VoiceConversationChannel;
  outcome: VoiceConversationOutcome;
  message: VoiceMessage | null;
  durationSeconds: number;
  turns: readonly { role: 'caller' | 'agent'; text: string; sources: VoiceAnswerSource[] }[];
  /** The provider's language: the summary is written for them, whatever the caller spoke. */
  language: Language;
}

/** The model's summary is cut to this, as a list line must stay short. */
export const summaryMaxLength = 600;

/** The engine's id for the summary request (no tools, one turn). */
export const voiceSummaryAssistantId = 'voice-agent-summary';

/** What the answers stood on, in the order first used: the facts' topics and passages' names. */
function topicsOf(
  turns: SummaryInput['turns'],
  summaryWords: ReturnType<typeof summaryWordsIn>,
): string[] {
  const topics: string[] = [];
  for (const source of turns.flatMap((turn) => turn.sources)) {
    const fact =
      source.kind === 'fact' ? voiceFactNames.find((name) => name === source.name) : undefined;
    const topic =
      source.kind === 'passage'
        ? // A document's name without its extension ("Parent handbook.pdf": "Parent handbook").
          summaryWords.document(source.itemName.replace(/\.[a-z0-9]{1,5}$/i, ''))
        : fact === undefined
          ? null
          : summaryWords.factTopics[fact];
    if (topic !== null && topic !== '' && !topics.includes(topic)) topics.push(topic);
  }
  return topics;
}

/**
 * The local engine's summary: deterministic, from what the conversation holds (the sources its
 * answers used, the message taken, the outcome), so the same conversation always reads the same.
 */
export function localSummary(input: SummaryInput): string {
  const words = summaryWordsIn(input.language);
  const topics = topicsOf(input.turns, words);
  const firstWords = input.turns.find((turn) => turn.role === 'caller')?.text;
  const asked =
    topics.length > 0
      ? words.askedAbout(words.list(topics.slice(0, 5)))
      : firstWords === undefined
        ? words.saidNothing
        : words.askedFirst(firstSummary(firstWords).slice(0, 120));
  const message =
    input.message === null
      ? null
      : words.messageTaken(
          input.message.name,
          input.message.callbackNumber,
          input.message.question,
        );
  return [
    words.opening(words.channels[input.channel], words.duration(input.durationSeconds)),
    asked,
    message,
    words.outcomes[input.outcome],
  ]
    .filter((part) => part !== null)
    .join(' ');
}

/** The transcript as the model reads it: one line a turn, then what came of it. */
function transcriptText(input: SummaryInput): string {
  return [
    ...input.turns.map((turn) => `${turn.role === 'caller' ? 'Caller' : 'Agent'}: ${turn.text}`),
    `Outcome: ${input.outcome}`,
    ...(input.message === null
      ? []
      : [
          `Message taken: ${input.message.name}, ${input.message.callbackNumber}, child's age ${input.message.childAge}: ${input.message.question}`,
        ]),
  ].join('\n');
}

/**
 * The summary: the model's when an AI provider is configured (`engine` not null), the local one
 * otherwise, and also when the model fails or says nothing (reported through `onModelError`).
 */
export async function writeSummary(
  input: SummaryInput,
  engine: AssistantEngine | null,
  today: string,
  onModelError: (error: unknown) => void,
): Promise<string> {
  if (engine === null || input.turns.length === 0) return localSummary(input);
  try {
    const turn = await engine.reply({
      assistantId: voiceSummaryAssistantId,
      systemPrompt: `${summaryPrompt} ${summaryWordsIn(input.language).promptLanguage}`,
      messages: [{ role: 'user', content: transcriptText(input), hiddenContent: null }],
      tools: [],
      context: { today, firstName: null, profile: null },
    });
    const text = storedAnswerText(turn.text).replace(/\s+/g, ' ');
    if (text !== '') {
      return text.length <= summaryMaxLength ? text : `${text.slice(0, summaryMaxLength - 1)}…`;
    }
    onModelError(new Error('The model wrote an empty summary'));
  } catch (error) {
    onModelError(error);
  }
  return localSummary(input);
}
