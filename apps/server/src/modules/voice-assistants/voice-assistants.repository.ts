import type { CreateVoiceAssistantBody, VoiceAgentSettingsPatch } from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { voiceAssistants } from './voice-assistants.tables.ts';

export type VoiceAssistantRow = typeof voiceAssistants.$inferSelect;

/** The origin of a website address (`https://www.example.ca`), or none when it has none. */
export function originOf(websiteUrl: string): string[] {
  try {
    const { origin } = new URL(websiteUrl);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
}

/**
 * Creates the user's voice assistant, or replaces its setup details when they set it up again
 * (the settings they changed since are kept). A new one allows the widget on its website's origin.
 */
export async function upsertVoiceAssistant(
  db: Database,
  userId: string,
  body: CreateVoiceAssistantBody,
  now: Date,
): Promise<VoiceAssistantRow> {
  const rows = await db
    .insert(voiceAssistants)
    .values({
      userId,
      ...body,
      allowedOrigins: originOf(body.websiteUrl),
      createdAt: now,
      updatedAt: now,
    })
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

export async function findVoiceAssistantByPublicId(
  db: Database,
  publicId: string,
): Promise<VoiceAssistantRow | undefined> {
  const rows = await db
    .select()
    .from(voiceAssistants)
    .where(eq(voiceAssistants.publicId, publicId));
  return rows[0];
}

/** Changes what the patch names; answers the row, or undefined when the user has none. */
export async function updateVoiceAssistant(
  db: Database,
  userId: string,
  patch: VoiceAgentSettingsPatch,
  now: Date,
): Promise<VoiceAssistantRow | undefined> {
  const rows = await db
    .update(voiceAssistants)
    .set({ ...patch, updatedAt: now })
    .where(eq(voiceAssistants.userId, userId))
    .returning();
  return rows[0];
}

/** Every agent's transcript retention, in days, by its user. */
export async function transcriptRetentionsOfAll(
  db: Database,
): Promise<{ userId: string; transcriptRetentionDays: number }[]> {
  return db
    .select({
      userId: voiceAssistants.userId,
      transcriptRetentionDays: voiceAssistants.transcriptRetentionDays,
    })
    .from(voiceAssistants);
}
