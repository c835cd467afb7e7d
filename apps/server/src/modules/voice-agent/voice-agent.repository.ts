import type { VoiceAnswerSource, VoiceMessage } from '@kinderwait/contract';
import { and, asc, desc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { VoiceDialogueState } from './answering/voice-answerer.ts';
import { voiceConversations, voiceTurns } from './voice-agent.tables.ts';

export type VoiceConversationRow = typeof voiceConversations.$inferSelect;
export type VoiceTurnRow = typeof voiceTurns.$inferSelect;

export interface NewTurn {
  role: 'caller' | 'agent';
  text: string;
  sources: VoiceAnswerSource[];
  at: Date;
}

export async function insertConversation(
  db: Database,
  values: typeof voiceConversations.$inferInsert,
): Promise<VoiceConversationRow> {
  const rows = await db.insert(voiceConversations).values(values).returning();
  const row = rows[0];
  if (row === undefined) throw new Error('The voice conversation insert returned no row');
  return row;
}

/** A conversation by its id alone: a phone call's session names it in Twilio's signed setup,
 * and the after-call jobs. */
export async function findConversationById(
  db: Database,
  id: string,
): Promise<VoiceConversationRow | undefined> {
  const rows = await db.select().from(voiceConversations).where(eq(voiceConversations.id, id));
  return rows[0];
}

/** The user's conversation of this id; another user's is not found. */
export async function findConversation(
  db: Database,
  userId: string,
  id: string,
): Promise<VoiceConversationRow | undefined> {
  const rows = await db
    .select()
    .from(voiceConversations)
    .where(and(eq(voiceConversations.userId, userId), eq(voiceConversations.id, id)));
  return rows[0];
}

/** Newest first; the page counts from 1. */
export function listConversations(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
): Promise<VoiceConversationRow[]> {
  return db
    .select()
    .from(voiceConversations)
    .where(eq(voiceConversations.userId, userId))
    .orderBy(desc(voiceConversations.startedAt), desc(voiceConversations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export function conversationsOfUser(db: Database, userId: string): Promise<VoiceConversationRow[]> {
  return db
    .select()
    .from(voiceConversations)
    .where(eq(voiceConversations.userId, userId))
    .orderBy(desc(voiceConversations.startedAt), desc(voiceConversations.id));
}

/** The turns of the conversations, oldest first. */
export function turnsOf(db: Database, conversationIds: readonly string[]): Promise<VoiceTurnRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(voiceTurns)
    .where(inArray(voiceTurns.conversationId, [...conversationIds]))
    .orderBy(asc(voiceTurns.id));
}

export async function addTurns(
  db: Database,
  conversationId: string,
  turns: readonly NewTurn[],
): Promise<void> {
  if (turns.length === 0) return;
  await db.insert(voiceTurns).values(turns.map((turn) => ({ conversationId, ...turn })));
}

export async function updateConversation(
  db: Database,
  id: string,
  values: {
    outcome: string;
    summary: string;
    state: VoiceDialogueState | null;
    message: VoiceMessage | null;
    lastTurnAt: Date;
    endedAt: Date | null;
  },
): Promise<void> {
  await db.update(voiceConversations).set(values).where(eq(voiceConversations.id, id));
}

/**
 * Deletes the conversations (their turns go with them) whose last turn is before `before`, of
 * the users `only` names, or of everyone but `except`, a batch of user ids at a time.
 */
export async function deleteConversationsBefore(
  db: Database,
  before: Date,
  users: { only: readonly string[] } | { except: readonly string[] },
): Promise<number> {
  const old = lt(voiceConversations.lastTurnAt, before);
  if ('except' in users) {
    const rows = await db
      .delete(voiceConversations)
      .where(
        users.except.length === 0
          ? old
          : and(old, notInArray(voiceConversations.userId, [...users.except])),
      )
      .returning({ id: voiceConversations.id });
    return rows.length;
  }
  let deleted = 0;
  for (let start = 0; start < users.only.length; start += userBatch) {
    const batch = users.only.slice(start, start + userBatch);
    const rows = await db
      .delete(voiceConversations)
      .where(and(old, inArray(voiceConversations.userId, batch)))
      .returning({ id: voiceConversations.id });
    deleted += rows.length;
  }
  return deleted;
}

const userBatch = 500;
