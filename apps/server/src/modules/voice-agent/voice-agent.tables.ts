import type { VoiceAnswerSource, VoiceMessage } from '@kinderwait/contract';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';
import type { VoiceDialogueState } from './answering/voice-answerer.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A conversation the voice agent held (docs/product/voice-agent.md#voice-conversations): a phone
 * call, a website visitor's chat or the provider's test chat. `caller` is what the list shows
 * (masked for the widget and test chats); `state` is the answering engine's, kept as it gave it.
 */
export const voiceConversations = pgTable(
  'voice_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    caller: text().notNull(),
    outcome: text().notNull(),
    summary: text().notNull(),
    state: jsonb().$type<VoiceDialogueState>(),
    message: jsonb().$type<VoiceMessage>(),
    startedAt: timestamptz().notNull(),
    lastTurnAt: timestamptz().notNull(),
    endedAt: timestamptz(),
  },
  (table) => [index('voice_conversations_user_started_idx').on(table.userId, table.startedAt)],
);

/** One turn of a conversation, in order (`id`), with what an answer stood on. */
export const voiceTurns = pgTable(
  'voice_turns',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid()
      .notNull()
      .references(() => voiceConversations.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    text: text().notNull(),
    sources: jsonb().$type<VoiceAnswerSource[]>().notNull().default([]),
    at: timestamptz().notNull(),
  },
  (table) => [index('voice_turns_conversation_idx').on(table.conversationId, table.id)],
);
