import { formatCalendarDate, todayInTimeZone } from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AssistantEngine } from '../../integrations/llm/assistant-engine.ts';
import type { NoticesService } from '../notices/notices.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { defaultLanguage } from '../../i18n/language.ts';
import type { VoiceAssistantsService } from '../voice-assistants/voice-assistants.service.ts';
import { writeSummary } from './conversation-summary.ts';
import { findConversationById, turnsOf } from './voice-agent.repository.ts';
import { voiceConversations } from './voice-agent.tables.ts';
import { channelOf, outcomeOf } from './voice-conversation-view.ts';
import { messageTakenEmail } from './voice-message-email.ts';

export interface AfterCallDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  voiceAssistants: Pick<VoiceAssistantsService, 'agentOf'>;
  notices: Pick<NoticesService, 'notify'>;
  /** Whose language the summary is written in: the provider's. */
  users: Pick<UsersService, 'languagesOf'>;
  /** The AI provider's engine, or null with the local engine (the summary is then ours). */
  summaryEngine: AssistantEngine | null;
  publicOrigin: string;
}

/**
 * The after-call job's work (docs/product/voice-agent.md#after-the-call): the ended
 * conversation's summary, then, when a message was taken, the provider told once (in the app and
 * by email, the summary with it). A conversation gone (erased, past its retention) or not ended
 * is left alone; run twice, it writes the same summary and the notice's dedupe key stops a
 * second notice.
 */
export async function summariseConversation(
  deps: AfterCallDeps,
  conversationId: string,
): Promise<void> {
  const row = await findConversationById(deps.db, conversationId);
  if (row?.endedAt == null) return;
  const turns = await turnsOf(deps.db, [row.id]);
  const channel = channelOf(row.channel);
  const languages = await deps.users.languagesOf([row.userId]);
  const summary = await writeSummary(
    {
      language: languages.get(row.userId) ?? defaultLanguage,
      channel,
      outcome: outcomeOf(row.outcome),
      message: row.message,
      durationSeconds: Math.max(0, (row.endedAt.getTime() - row.startedAt.getTime()) / 1000),
      turns: turns.map((turn) => ({
        role: turn.role === 'agent' ? 'agent' : 'caller',
        text: turn.text,
        sources: turn.sources,
      })),
    },
    deps.summaryEngine,
    formatCalendarDate(todayInTimeZone(undefined, deps.clock())),
    (error) => {
      deps.log.warn({ err: error, conversationId }, 'the model could not sum up a conversation');
    },
  );
  const message = row.message;
  const agent = message === null ? null : await deps.voiceAssistants.agentOf(row.userId);
  await deps.db.transaction(async (tx) => {
    await tx.update(voiceConversations).set({ summary }).where(eq(voiceConversations.id, row.id));
    if (message === null) return;
    await deps.notices.notify(
      {
        userId: row.userId,
        kind: 'voice_message_taken',
        data: { conversationId: row.id, channel, ...message },
        // The key the message's notice always had: one notice per message, however often run.
        dedupeKey: `voice-message:${row.id}`,
        email: messageTakenEmail(message, agent?.businessName ?? '', deps.publicOrigin, summary),
      },
      { db: tx },
    );
  });
}
