import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { voiceConversations, voiceTurns } from '../voice-agent.tables.ts';

/** Ends a conversation that is not over yet; one already ended stays as it is. */
export async function endOpenConversation(
  db: Database,
  id: string,
  values: { outcome?: string; endedAt: Date },
): Promise<void> {
  await db
    .update(voiceConversations)
    .set(values)
    .where(and(eq(voiceConversations.id, id), isNull(voiceConversations.endedAt)));
}

/** The newest agent turn keeps only `text` (what the caller heard); none heard removes it. */
export async function amendLastAgentTurn(
  db: Database,
  conversationId: string,
  text: string,
): Promise<void> {
  const rows = await db
    .select({ id: voiceTurns.id, role: voiceTurns.role })
    .from(voiceTurns)
    .where(eq(voiceTurns.conversationId, conversationId))
    .orderBy(desc(voiceTurns.id))
    .limit(1);
  const last = rows[0];
  if (last?.role !== 'agent') return;
  if (text === '') await db.delete(voiceTurns).where(eq(voiceTurns.id, last.id));
  else await db.update(voiceTurns).set({ text }).where(eq(voiceTurns.id, last.id));
}
