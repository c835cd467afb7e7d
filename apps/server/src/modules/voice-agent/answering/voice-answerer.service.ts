import { z } from 'zod';
import type { AssistantEngine, EngineMessage } from '../../../integrations/llm/assistant-engine.ts';
import type { VoicePassage } from '../../../integrations/llm/voice-answering.ts';
import {
  voiceAnsweringAssistantId,
  voiceSearchQuery,
} from '../../../integrations/llm/voice-answering.ts';
import type { KnowledgeBaseService } from '../../knowledge-base/knowledge-base.service.ts';
import { answeringPrompt } from './answering-prompt.ts';
import type { TurnRecord } from './answering-tools.ts';
import { answeringTools, sourcesOf } from './answering-tools.ts';
import type { LiveFactsDeps } from './live-facts.ts';
import { readLiveFacts } from './live-facts.ts';
import type { MessageDraft } from './message-taking.ts';
import {
  cancelsMessage,
  completeMessage,
  messageQuestionsIn,
  missingFields,
  readField,
  spokenNumber,
} from './message-taking.ts';
import { spokenAnswer, spokenSentences } from './spoken-answer.ts';
import {
  callUsIn,
  disclosureIn,
  howCanIHelp,
  messageTakenIn,
  onlyAsksForLanguage,
  spoken,
  turnLanguage,
} from './spoken-words.ts';
import { agentLanguage } from '../agent-language.ts';
import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import { createSpokenStream } from './spoken-stream.ts';
import type {
  VoiceAnswer,
  VoiceAnswerer,
  VoiceAnswerInput,
  VoiceDialogueState,
} from './voice-answerer.ts';

/**
 * The answering engine (docs/product/voice-agent.md#the-answering-engine): one caller turn in,
 * the spoken answer out. The engine (local or AI SDK) answers with tools bound to this provider
 * only; the message-taking dialogue and the spoken rules are kept here, the same for both.
 */
export interface VoiceAnswererDeps extends LiveFactsDeps {
  engine: AssistantEngine;
  knowledgeBase: Pick<KnowledgeBaseService, 'searchChunks'>;
}

/** Passages an answer is chosen from. */
export const passagesPerSearch = 3;

const Draft = z.object({
  name: z.string().nullable(),
  callbackNumber: z.string().nullable(),
  childAge: z.string().nullable(),
  question: z.string().nullable(),
});
const StoredState = z.object({
  disclosed: z.boolean(),
  message: Draft.nullable(),
  language: z.enum(['en', 'fr']).optional(),
});

/** The stored state as this version reads it: anything else starts afresh, notice said. */
function stateOf(state: VoiceDialogueState | null): VoiceDialogueState {
  if (state === null) return { disclosed: false, message: null };
  const parsed = StoredState.safeParse(state);
  return parsed.success ? parsed.data : { disclosed: true, message: null };
}

function askNext(draft: MessageDraft, lead: string | null, language: ReplyLanguage): string {
  const [next] = missingFields(draft);
  return [lead, next === undefined ? null : messageQuestionsIn(language)[next]]
    .filter((part) => part !== null)
    .join(' ');
}

export function createVoiceAnswerer(deps: VoiceAnswererDeps): VoiceAnswerer {
  const search = async (userId: string, query: string): Promise<VoicePassage[]> => {
    const text = voiceSearchQuery(query);
    if (text === '') return [];
    const matches = await deps.knowledgeBase.searchChunks(userId, text, passagesPerSearch);
    return matches.map(({ itemKey, itemName, sourceUrl, text: passage, rank }) => ({
      itemKey,
      itemName,
      sourceUrl,
      text: passage,
      rank,
    }));
  };

  /** A message under way: the caller's words fill the field asked, then the next is asked. */
  const messageTurn = (
    draft: MessageDraft,
    text: string,
    disclosure: string | null,
    language: ReplyLanguage,
  ): VoiceAnswer => {
    const state = (message: MessageDraft | null): VoiceDialogueState => ({
      disclosed: true,
      message,
      ...languageState(language),
    });
    if (cancelsMessage(text)) {
      return reply(
        spokenAnswer(spoken('messageCancelled', language), disclosure, language),
        state(null),
      );
    }
    const [field] = missingFields(draft);
    const filled =
      field === undefined ? draft : { ...draft, [field]: readField(field, text) ?? draft[field] };
    const message = completeMessage(filled);
    if (message !== null) {
      const done = messageTakenIn(message.name, spokenNumber(message.callbackNumber), language);
      return {
        ...reply(spokenAnswer(done, disclosure, language), state(null)),
        outcome: 'message_taken',
        ended: true,
        message,
      };
    }
    const retry =
      field !== undefined && filled[field] === null
        ? spoken(field === 'callbackNumber' ? 'missedNumber' : 'missed', language)
        : null;
    return reply(
      spokenAnswer(askNext(filled, retry, language), disclosure, language),
      state(filled),
    );
  };

  const answerer: VoiceAnswerer = {
    async answer(input) {
      const dialogue = stateOf(input.state);
      // Before the caller is heard in a language, the agent's own (its provider's choice) holds.
      const language = turnLanguage(
        input.text,
        input.language,
        dialogue.language ?? agentLanguage(input.agent),
      );
      const disclosure = dialogue.disclosed
        ? null
        : disclosureIn(input.agent.businessName, language);
      if (dialogue.message !== null) {
        return messageTurn(dialogue.message, input.text, disclosure, language);
      }
      // "Français": the caller chose the language; the agent offers its help in it.
      if (onlyAsksForLanguage(input.text)) {
        return reply(spokenAnswer(howCanIHelp[language], disclosure, language), {
          disclosed: true,
          message: null,
          ...languageState(language),
        });
      }

      const record: TurnRecord = {
        facts: new Map(),
        passages: [],
        transferred: false,
        message: null,
      };
      let factsRead: ReturnType<typeof readLiveFacts> | null = null;
      const tools = answeringTools(
        {
          facts: () => {
            input.onLookup?.();
            return (factsRead ??= readLiveFacts(deps, input.providerUserId, language));
          },
          search: (query) => {
            input.onLookup?.();
            return search(input.providerUserId, query);
          },
          redirectPhoneNumber: input.agent.redirectPhoneNumber,
          canPassCall: input.channel !== 'widget',
          language,
        },
        record,
        (draft) => askNext(draft, spoken('messageStart', language), language),
      );
      const messages: EngineMessage[] = [
        ...input.history.map((turn) => ({
          role: turn.role === 'caller' ? ('user' as const) : ('assistant' as const),
          content: turn.text,
          hiddenContent: null,
        })),
        { role: 'user', content: input.text, hiddenContent: null },
      ];
      const streamed =
        input.onSentence === undefined ? null : createSpokenStream(disclosure, input.onSentence);
      // Once a transfer or a message takes the turn over, the engine's words are not said.
      const takenOver = () => record.transferred || record.message !== null;
      const turn = await deps.engine.reply({
        assistantId: voiceAnsweringAssistantId,
        systemPrompt: answeringPrompt(input.agent, input.today),
        messages,
        tools,
        context: { today: input.today, firstName: null, profile: null, language },
        ...(streamed === null
          ? {}
          : {
              onTextDelta: (delta: string) => {
                if (takenOver()) streamed.stop();
                else streamed.push(delta);
              },
            }),
      });
      if (takenOver()) streamed?.stop();
      const said = streamed?.finish() ?? [];
      const sources = usedSources(record, turn.text);
      if (said.length === 0) {
        return wholeAnswer(input, turn.text, record, sources, disclosure, language);
      }
      // Said as it came: the answer is those sentences, then what a transfer or message adds.
      const saidText = said.join(' ');
      if (!takenOver()) {
        return reply(
          saidText,
          { disclosed: true, message: null, ...languageState(language) },
          sources,
        );
      }
      const rest = wholeAnswer(input, turn.text, record, sources, null, language);
      const passed = rest.outcome === 'transferred' && passesCall(saidText);
      return { ...rest, text: passed ? saidText : `${saidText} ${rest.text}` };
    },
  };

  /**
   * The answer once the engine's turn is over, as said whole: a transfer's words, the next
   * question of a message, or the engine's text under the spoken rules.
   */
  const wholeAnswer = (
    input: VoiceAnswerInput,
    text: string,
    record: TurnRecord,
    sources: VoiceAnswer['sources'],
    disclosure: string | null,
    language: ReplyLanguage,
  ): VoiceAnswer => {
    const state = (message: MessageDraft | null): VoiceDialogueState => ({
      disclosed: true,
      message,
      ...languageState(language),
    });
    if (record.transferred) {
      const words =
        input.channel === 'widget'
          ? callUsIn(input.agent.redirectPhoneNumber, language)
          : passesCall(text)
            ? text
            : spoken('transfer', language);
      return {
        ...reply(spokenAnswer(words, disclosure, language), state(null)),
        outcome: 'transferred',
        ended: true,
      };
    }
    if (record.message !== null) {
      if (completeMessage(record.message) !== null) {
        return messageTurn(record.message, '', disclosure, language);
      }
      return reply(
        spokenAnswer(
          askNext(record.message, spoken('messageStart', language), language),
          disclosure,
          language,
        ),
        state(record.message),
        sources,
      );
    }
    return reply(spokenAnswer(text, disclosure, language), state(null), sources);
  };

  return answerer;
}

/** The state's language: English, the default, is left out, so English states read as before. */
const languageState = (language: ReplyLanguage): Pick<VoiceDialogueState, 'language'> =>
  language === 'en' ? {} : { language };

/** Whether the engine's words already pass the call on ("I'll pass you", "je vous passe"). */
const passesCall = (text: string): boolean => /pass you|vous passe/i.test(text);

function reply(
  text: string,
  state: VoiceDialogueState,
  sources: VoiceAnswer['sources'] = [],
): VoiceAnswer {
  return { text, sources, outcome: 'answered', ended: false, message: null, state };
}

/**
 * The sources the answer stood on: of the passages given, those it quotes when it quotes any
 * (the local engine does); otherwise every passage and fact the engine was given.
 */
function usedSources(record: TurnRecord, text: string): VoiceAnswer['sources'] {
  const said = spokenSentences(text);
  const quoted = record.passages.filter((passage) =>
    said.some((sentence) => sentence.length > 12 && passage.text.includes(sentence.slice(0, -1))),
  );
  const unused = /\bdon't know\b/i.test(text) ? [] : record.passages;
  return sourcesOf({ ...record, passages: quoted.length > 0 ? quoted : unused });
}
