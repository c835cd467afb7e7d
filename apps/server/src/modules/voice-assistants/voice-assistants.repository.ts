import { eq } from 'drizzle-orm';
import type { CreateVoiceAssistantBody } from '@kinderwait/contract';
import type { Database } from '../../db/database.ts';
import { voiceAssistants } from './voice-assistants.tables.ts';

export type VoiceAssistantRow = typeof voiceAssistants.$inferSelect;

/** Creates the user's voice assistant, or replaces its details when they set it up again. */
export async function upsertVoiceAssistant(
  db: Database,
  userId: string,
  body: CreateVoiceAssistantBody,
  now: Date,
): Promise<VoiceAssistantRow> {
  const rows = await db
    .insert(voiceAssistants)
    .values({ userId, ...body, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: voiceAssistants.userId, set: { ...body, updatedAt: now } })
    .returning();
  const row = rows[0];
  if (row === undefined) throw new Error('The voice assistant upsert returned no row');
  return row;
}

export async function findVoiceAssistant(
  db: Database,
  userId: string,
): Promise<VoiceAssistantRow | undefined> {
  const rows = await db.select().from(voiceAssistants).where(eq(voiceAssistants.userId, userId));
  return rows[0];
}
