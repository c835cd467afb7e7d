import type { VoiceTranscriptRetentionDays } from '@kinderwait/contract';
import { voiceAgentDefaults } from '@kinderwait/contract';
import { addMilliseconds, dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { deleteConversationsBefore } from './voice-agent.repository.ts';

/**
 * Transcript retention (docs/product/voice-agent.md#transcript-retention): a conversation whose
 * last turn is older than its provider's chosen retention goes, its turns with it. The call's
 * duration and counted minutes stay in the phone calls' records (billing), and the plan's usage
 * counters are not touched. A user with no agent record (never set up) has the default.
 */
export async function deleteExpiredTranscripts(
  db: Database,
  now: Date,
  retentions: ReadonlyMap<string, VoiceTranscriptRetentionDays>,
): Promise<number> {
  const byDays = new Map<number, string[]>();
  for (const [userId, days] of retentions) {
    byDays.set(days, [...(byDays.get(days) ?? []), userId]);
  }
  const cutoff = (days: number) => addMilliseconds(now, -days * dayMs);
  let deleted = 0;
  for (const [days, userIds] of byDays) {
    deleted += await deleteConversationsBefore(db, cutoff(days), { only: userIds });
  }
  deleted += await deleteConversationsBefore(
    db,
    cutoff(voiceAgentDefaults.transcriptRetentionDays),
    { except: [...retentions.keys()] },
  );
  return deleted;
}
