import type { VoiceAgentReply, VoiceConversationChannel } from '@kinderwait/contract';
import { formatCalendarDate, todayInTimeZone, voiceAgentLimits } from '@kinderwait/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { VoiceAgent } from '../voice-assistants/voice-assistants.service.ts';
import type { VoiceAnswer, VoiceAnswerer, VoiceAnswerInput } from './answering/voice-answerer.ts';
import type { VoiceConversationRow } from './voice-agent.repository.ts';
import { addTurns, turnsOf, updateConversation } from './voice-agent.repository.ts';
import { storedAnswerText, storedMessage, storedSources, storedState } from './stored-answer.ts';
import { queueSummary } from './voice-agent.jobs.ts';
import { firstSummary } from './voice-conversation-view.ts';

/**
 * One turn of a conversation, asked and kept: the answering engine's answer to the caller's words,
 * then both turns stored with the answer's sources, the conversation's state and outcome; a turn
 * that ends the conversation queues its after-call job (the summary, and the provider told of a
 * message taken). The test chat, the widget and live calls share it.
 */
export interface VoiceTurnDeps {
  db: Database;
  clock: Clock;
  voiceAnswerer: VoiceAnswerer;
  jobs: Pick<JobQueue, 'send'>;
}

/** The answer to `text`, not yet stored; `turns` is how many turns the conversation had. */
export interface AskedTurn {
  answer: VoiceAnswer;
  turns: number;
}

export async function askTurn(
  deps: VoiceTurnDeps,
  agent: VoiceAgent,
  conversation: VoiceConversationRow,
  channel: VoiceConversationChannel,
  text: string,
  hooks: Pick<VoiceAnswerInput, 'onLookup' | 'onSentence' | 'language'> = {},
): Promise<AskedTurn> {
  const history = await turnsOf(deps.db, [conversation.id]);
  const answer = await deps.voiceAnswerer.answer({
    providerUserId: agent.userId,
    agent,
    history: history.map((turn) => ({
      role: turn.role === 'agent' ? 'agent' : 'caller',
      text: turn.text,
    })),
    channel,
    text,
    state: conversation.state,
    today: formatCalendarDate(todayInTimeZone(undefined, deps.clock())),
    ...hooks,
  });
  return { answer, turns: history.length };
}

/**
 * Stores the caller's words and the answer. `said` is what of the answer the caller heard (a call
 * interrupted mid-answer keeps only that; an empty `said` stores no agent turn).
 */
export async function keepTurn(
  deps: VoiceTurnDeps,
  agent: VoiceAgent,
  conversation: VoiceConversationRow,
  channel: VoiceConversationChannel,
  callerText: string,
  { answer, turns }: AskedTurn,
  said: string = answer.text,
): Promise<VoiceAgentReply> {
  const now = deps.clock();
  const text = storedAnswerText(said);
  const sources = storedSources(answer.sources);
  const taken = conversation.message === null ? storedMessage(answer.message) : null;
  const message = taken ?? conversation.message;
  // A message taken ends it; past the turn limit it ends, whatever the answer was.
  const ended =
    answer.ended || taken !== null || turns + 2 >= voiceAgentLimits.conversationMaxTurns;
  const outcome = taken !== null ? 'message_taken' : answer.outcome;
  await deps.db.transaction(async (tx) => {
    await addTurns(tx, conversation.id, [
      { role: 'caller', text: callerText, sources: [], at: now },
      ...(text === '' ? [] : [{ role: 'agent' as const, text, sources, at: now }]),
    ]);
    await updateConversation(tx, conversation.id, {
      outcome,
      // Until the after-call summary, the first words (a live call starts before anything is said).
      summary:
        taken !== null
          ? firstSummary(`Message from ${taken.name}: ${taken.question}`)
          : turns === 0
            ? firstSummary(callerText)
            : conversation.summary,
      state: storedState(answer.state),
      message,
      lastTurnAt: now,
      endedAt: ended ? now : null,
    });
    if (ended) await queueSummary(deps.jobs, tx, conversation.id, now);
  });
  return { conversationId: conversation.id, text, outcome, ended, sources };
}
