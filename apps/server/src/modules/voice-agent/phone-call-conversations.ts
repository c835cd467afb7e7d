import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { maskedPhone } from '../../integrations/telephony/published-phone.ts';
import { findConversation, insertConversation, turnsOf } from './voice-agent.repository.ts';
import { voiceConversations } from './voice-agent.tables.ts';

/** What a phone conversation is summed up as until the caller says something. */
export const phoneCallSummary = 'Phone call';

/**
 * A phone call's conversation (channel `phone`), started when the call is answered: the caller's
 * number is kept masked, as the list shows it. Answers its id.
 */
export async function startPhoneConversation(
  db: Database,
  clock: Clock,
  userId: string,
  callerNumber: string,
): Promise<string> {
  const now = clock();
  const row = await insertConversation(db, {
    id: randomUUID(),
    userId,
    channel: 'phone',
    caller: callerNumber === '' ? 'Unknown caller' : maskedPhone(callerNumber),
    outcome: 'answered',
    summary: phoneCallSummary,
    startedAt: now,
    lastTurnAt: now,
  });
  return row.id;
}

/**
 * The call is over (its status callback): the conversation lasted what the call lasted, and one
 * in which the caller said nothing was abandoned. Answers when it ended (null: not a phone call
 * of this user).
 */
export async function endPhoneConversation(
  db: Database,
  userId: string,
  conversationId: string,
  durationSeconds: number,
): Promise<Date | null> {
  const row = await findConversation(db, userId, conversationId);
  if (row?.channel !== 'phone') return null;
  const callerSpoke = (await turnsOf(db, [row.id])).some((turn) => turn.role === 'caller');
  const endedAt = new Date(row.startedAt.getTime() + durationSeconds * 1000);
  await db
    .update(voiceConversations)
    .set({
      endedAt,
      lastTurnAt: endedAt > row.lastTurnAt ? endedAt : row.lastTurnAt,
      ...(callerSpoke ? {} : { outcome: 'abandoned' }),
    })
    .where(eq(voiceConversations.id, row.id));
  return endedAt;
}
