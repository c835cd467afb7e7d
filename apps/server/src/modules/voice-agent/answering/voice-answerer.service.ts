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
import { answeringTools, callUsText, sourcesOf, transferText } from './answering-tools.ts';
import type { LiveFactsDeps } from './live-facts.ts';
import { readLiveFacts } from './live-facts.ts';
import type { MessageDraft } from './message-taking.ts';
import {
  cancelsMessage,
  completeMessage,
  messageCancelledText,
  messageQuestions,
  messageStartText,
  missingFields,
  readField,
  spokenNumber,
} from './message-taking.ts';
import { disclosureOf, spokenAnswer, spokenSentences } from './spoken-answer.ts';
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
const StoredState = z.object({ disclosed: z.boolean(), message: Draft.nullable() });

/** The stored state as this version reads it: anything else starts afresh, notice said. */
function stateOf(state: VoiceDialogueState | null): VoiceDialogueState {
  if (state === null) return { disclosed: false, message: null };
  const parsed = StoredState.safeParse(state);
  return parsed.success ? parsed.data : { disclosed: true, message: null };
}

function askNext(draft: MessageDraft, lead: string | null): string {
  const [next] = missingFields(draft);
  return [lead, next === undefined ? null : messageQuestions[next]]
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
  ): VoiceAnswer => {
    const state = (message: MessageDraft | null): VoiceDialogueState => ({
      disclosed: true,
      message,
    });
    if (cancelsMessage(text)) {
      return reply(spokenAnswer(messageCancelledText, disclosure), state(null));
    }
    const [field] = missingFields(draft);
    const filled =
      field === undefined ? draft : { ...draft, [field]: readField(field, text) ?? draft[field] };
    const message = completeMessage(filled);
    if (message !== null) {
      const done = `Thank you, ${message.name}. The centre will call you back at ${spokenNumber(message.callbackNumber)}.`;
      return {
        ...reply(spokenAnswer(done, disclosure), state(null)),
        outcome: 'message_taken',
        ended: true,
        message,
      };
    }
    const retry =
      field !== undefined && filled[field] === null
        ? field === 'callbackNumber'
          ? "Sorry, I didn't catch a full phone number with its area code."
          : "Sorry, I didn't catch that."
        : null;
    return reply(spokenAnswer(askNext(filled, retry), disclosure), state(filled));
  };

  const answerer: VoiceAnswerer = {
    async answer(input) {
      const dialogue = stateOf(input.state);
      const disclosure = dialogue.disclosed ? null : disclosureOf(input.agent.businessName);
      if (dialogue.message !== null) return messageTurn(dialogue.message, input.text, disclosure);

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
            return (factsRead ??= readLiveFacts(deps, input.providerUserId));
          },
          search: (query) => {
            input.onLookup?.();
            return search(input.providerUserId, query);
          },
          redirectPhoneNumber: input.agent.redirectPhoneNumber,
          canPassCall: input.channel !== 'widget',
        },
        record,
        (draft) => askNext(draft, messageStartText),
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
        context: { today: input.today, firstName: null, profile: null },
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
      if (said.length === 0) return wholeAnswer(input, turn.text, record, sources, disclosure);
      // Said as it came: the answer is those sentences, then what a transfer or message adds.
      const saidText = said.join(' ');
      if (!takenOver()) return reply(saidText, { disclosed: true, message: null }, sources);
      const rest = wholeAnswer(input, turn.text, record, sources, null);
      const passed = rest.outcome === 'transferred' && saidText.includes('pass you');
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
  ): VoiceAnswer => {
    if (record.transferred) {
      const words =
        input.channel === 'widget'
          ? callUsText(input.agent.redirectPhoneNumber)
          : text.includes('pass you')
            ? text
            : transferText;
      return {
        ...reply(spokenAnswer(words, disclosure), { disclosed: true, message: null }),
        outcome: 'transferred',
        ended: true,
      };
    }
    if (record.message !== null) {
      if (completeMessage(record.message) !== null) {
        return messageTurn(record.message, '', disclosure);
      }
      return reply(
        spokenAnswer(askNext(record.message, messageStartText), disclosure),
        { disclosed: true, message: record.message },
        sources,
      );
    }
    return reply(spokenAnswer(text, disclosure), { disclosed: true, message: null }, sources);
  };

  return answerer;
}

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
