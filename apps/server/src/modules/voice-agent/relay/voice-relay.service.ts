import { randomUUID } from 'node:crypto';
import type { VoiceConversationChannel } from '@kinderwait/contract';
import { relayCloseCodes, relayLanguageCodes } from '@kinderwait/contract';
import { z } from 'zod';
import type { UsageService } from '../../usage/usage.service.ts';
import type {
  VoiceAgent,
  VoiceAssistantsService,
} from '../../voice-assistants/voice-assistants.service.ts';
import { englishOfferText, frenchOfferText, spoken } from '../answering/spoken-words.ts';
import { agentLanguage } from '../agent-language.ts';
import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import type { VoiceConversationRow } from '../voice-agent.repository.ts';
import {
  addTurns,
  findConversation,
  findConversationById,
  insertConversation,
  updateConversation,
} from '../voice-agent.repository.ts';
import { storedAnswerText } from '../stored-answer.ts';
import { queueSummary } from '../voice-agent.jobs.ts';
import type { VoiceTurnDeps } from '../voice-turn-store.ts';
import { askTurn, keepTurn } from '../voice-turn-store.ts';
import type { RelayCall, RelayOpening } from './relay-call.ts';
import { amendLastAgentTurn, endOpenConversation } from './relay.repository.ts';
import { failureIn, pressedZeroText, testCallCaller } from './relay-words.ts';

/**
 * The conversations live calls hold (docs/product/voice-agent.md#live-calls-the-relay): a phone
 * call's session finds the conversation Twilio's incoming-call webhook started; a provider's test
 * call starts its own, counted against the plan's test call minutes.
 */
export interface VoiceRelayService {
  /** The phone call a Twilio session names, or a refusal (unknown, ended, not a phone call). */
  openPhoneCall(conversationId: string | undefined): Promise<RelayOpening>;
  /**
   * The provider's test call with their own agent: a new conversation, or the continuation of
   * one of their own test calls. Another's conversation is unknown.
   */
  openTestCall(userId: string, conversationId: string | undefined): Promise<RelayOpening>;
}

export interface VoiceRelayServiceDeps extends VoiceTurnDeps {
  voiceAssistants: Pick<VoiceAssistantsService, 'agentOf'>;
  usage: Pick<UsageService, 'consume' | 'usageOf'>;
}

const unknownConversation = {
  refused: { code: relayCloseCodes.unknownConversation, reason: 'Unknown or ended conversation' },
};

const minuteMs = 60_000;

export function createVoiceRelayService(deps: VoiceRelayServiceDeps): VoiceRelayService {
  const { db, clock } = deps;

  const testMinutesLeft = async (userId: string): Promise<number> =>
    (await deps.usage.usageOf(userId)).find((item) => item.kind === 'voiceTestMinute')?.remaining ??
    0;

  const callOf = (
    agent: VoiceAgent,
    conversationId: string,
    channel: VoiceConversationChannel,
  ): RelayCall => {
    const current = async (): Promise<VoiceConversationRow> => {
      const row = await findConversationById(db, conversationId);
      if (row === undefined) throw new Error('The conversation of a live call went away');
      return row;
    };
    const storedCallerText = (text: string) => storedAnswerText(text);

    return {
      greeting: channel === 'test' ? agent.greeting : null,
      language: agentLanguage(agent),
      // Twilio speaks the phone's greeting in the agent's language; the other language is offered
      // in its own words after it.
      offer: channel === 'phone' ? otherLanguageOffer(agentLanguage(agent)) : null,
      async ask(text, onLookup, onSentence, language) {
        const conversation = await current();
        const callerText = storedCallerText(text);
        const asked = await askTurn(deps, agent, conversation, channel, callerText, {
          onLookup,
          onSentence,
          language,
        });
        return {
          text: asked.answer.text,
          transferTo:
            asked.answer.outcome === 'transferred' && agent.redirectPhoneNumber !== ''
              ? agent.redirectPhoneNumber
              : null,
          keep: async (said) =>
            (await keepTurn(deps, agent, conversation, channel, callerText, asked, said)).ended,
        };
      },
      async handoff(language) {
        const conversation = await current();
        const to = agent.redirectPhoneNumber === '' ? null : agent.redirectPhoneNumber;
        const text = to === null ? failureIn(language) : spoken('transfer', language);
        const now = clock();
        await db.transaction(async (tx) => {
          await addTurns(tx, conversationId, [
            { role: 'caller', text: pressedZeroText, sources: [], at: now },
            { role: 'agent', text, sources: [], at: now },
          ]);
          await updateConversation(tx, conversationId, {
            outcome: to === null ? conversation.outcome : 'transferred',
            summary: conversation.summary,
            state:
              to === null
                ? { disclosed: true, message: emptyDraft, ...stateLanguage(language) }
                : { disclosed: true, message: null, ...stateLanguage(language) },
            message: conversation.message,
            lastTurnAt: now,
            endedAt: to === null ? null : now,
          });
          if (to !== null) await queueSummary(deps.jobs, tx, conversationId, now);
        });
        return { text, to };
      },
      async failed(callerText, language) {
        const conversation = await current();
        const now = clock();
        const failureText = failureIn(language);
        // The message-taking needs no engine: the next turns fill it in one field at a time.
        await db.transaction(async (tx) => {
          await addTurns(tx, conversationId, [
            { role: 'caller', text: storedCallerText(callerText), sources: [], at: now },
            { role: 'agent', text: failureText, sources: [], at: now },
          ]);
          await updateConversation(tx, conversationId, {
            outcome: conversation.outcome,
            summary: conversation.summary,
            state: { disclosed: true, message: emptyDraft, ...stateLanguage(language) },
            message: conversation.message,
            lastTurnAt: now,
            endedAt: null,
          });
        });
        return failureText;
      },
      amendLastAnswer: (said) => amendLastAgentTurn(db, conversationId, storedAnswerText(said)),
      async finish(how) {
        const conversation = await current();
        if (conversation.endedAt !== null) return;
        const now = clock();
        await endOpenConversation(db, conversationId, {
          ...(how === 'dropped' ? { outcome: 'abandoned' } : {}),
          endedAt: now,
        });
        await queueSummary(deps.jobs, db, conversationId, now);
        if (channel === 'test') {
          // A test call is counted in whole minutes, rounded up; its first was counted at the start.
          const minutes = Math.ceil((now.getTime() - conversation.startedAt.getTime()) / minuteMs);
          const more = Math.min(minutes - 1, await testMinutesLeft(agent.userId));
          if (more > 0) await deps.usage.consume(agent.userId, 'voiceTestMinute', more);
        }
      },
    };
  };

  return {
    async openPhoneCall(conversationId) {
      if (!z.uuid().safeParse(conversationId).success || conversationId === undefined) {
        return unknownConversation;
      }
      const row = await findConversationById(db, conversationId);
      if (row?.channel !== 'phone' || row.endedAt !== null) return unknownConversation;
      const agent = await deps.voiceAssistants.agentOf(row.userId);
      if (agent === null) return unknownConversation;
      return callOf(agent, row.id, 'phone');
    },
    async openTestCall(userId, conversationId) {
      const agent = await deps.voiceAssistants.agentOf(userId);
      if (agent === null) {
        return { refused: { code: relayCloseCodes.refused, reason: 'The agent is not set up' } };
      }
      if (conversationId !== undefined) {
        const valid = z.uuid().safeParse(conversationId).success;
        const row = valid ? await findConversation(db, userId, conversationId) : undefined;
        if (row?.channel !== 'test' || row.endedAt !== null) return unknownConversation;
        return callOf(agent, row.id, 'test');
      }
      if ((await testMinutesLeft(userId)) < 1) {
        return {
          refused: { code: relayCloseCodes.refused, reason: 'No test call minutes are left' },
        };
      }
      await deps.usage.consume(userId, 'voiceTestMinute');
      const now = clock();
      const row = await insertConversation(db, {
        id: randomUUID(),
        userId,
        channel: 'test',
        caller: testCallCaller,
        outcome: 'answered',
        summary: testCallCaller,
        startedAt: now,
        lastTurnAt: now,
      });
      return callOf(agent, row.id, 'test');
    },
  };
}

/** The offer of the language the call does not start in, said in that language's voice. */
const otherLanguageOffer = (language: ReplyLanguage) =>
  language === 'fr'
    ? { text: englishOfferText, lang: relayLanguageCodes.en }
    : { text: frenchOfferText, lang: relayLanguageCodes.fr };

/** The conversation's language as its state keeps it: English, the default, is left out. */
const stateLanguage = (language: ReplyLanguage) => (language === 'en' ? {} : { language });

const emptyDraft = { name: null, callbackNumber: null, childAge: null, question: null };
