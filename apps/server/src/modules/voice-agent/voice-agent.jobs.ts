import { z } from 'zod';
import { dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * What the jobs ask of the voice conversations service, written here rather than imported from
 * it: the service sends these jobs, so importing its type back would close an import circle.
 */
interface VoiceConversationsJobTarget {
  summarise(conversationId: string): Promise<void>;
  applyTranscriptRetention(): Promise<unknown>;
}

/**
 * After a conversation ends (docs/product/voice-agent.md#after-the-call): its summary is written
 * and the provider told of a message taken (voice-conversations-after-call.ts). Idempotent: the
 * summary is written again the same, and the message's notice has a dedupe key.
 */
export const summariseConversationJob = defineJob({
  name: 'voiceAgent.summarise',
  version: 1,
  payload: z.object({ conversationId: z.uuid() }),
  retry: { maxAttempts: 5, backoffMs: 30_000 },
  handle: (
    { conversationId },
    { voiceConversations }: { voiceConversations: Pick<VoiceConversationsJobTarget, 'summarise'> },
  ) => voiceConversations.summarise(conversationId),
});

/**
 * Queues the summary of a conversation that just ended at `endedAt`. A phone call can end twice
 * (the relay's socket closes, then Twilio's status callback gives the real duration): each end is
 * summed up once, the later one with the final outcome.
 */
export async function queueSummary(
  jobs: Pick<JobQueue, 'send'>,
  db: Database,
  conversationId: string,
  endedAt: Date,
): Promise<void> {
  await jobs.send(
    summariseConversationJob,
    { conversationId },
    { singletonKey: `${conversationId}:${endedAt.toISOString()}`, db },
  );
}

/**
 * Once a day: transcripts older than their provider's chosen retention (30, 90 or 365 days) are
 * deleted (docs/product/voice-agent.md#transcript-retention).
 */
export const transcriptRetentionJob = defineJob({
  name: 'voiceAgent.transcript-retention',
  version: 1,
  payload: z.object({}).loose(),
  schedule: { everyMs: dayMs, data: {} },
  retry: { maxAttempts: 3 },
  handle: async (
    _payload,
    {
      voiceConversations,
    }: { voiceConversations: Pick<VoiceConversationsJobTarget, 'applyTranscriptRetention'> },
  ) => {
    await voiceConversations.applyTranscriptRetention();
  },
});
