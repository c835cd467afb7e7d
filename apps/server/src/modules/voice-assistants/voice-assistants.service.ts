import type { CreateVoiceAssistantBody, VoiceAssistant } from '@kinderwait/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { VoiceAssistantRow } from './voice-assistants.repository.ts';
import { findVoiceAssistant, upsertVoiceAssistant } from './voice-assistants.repository.ts';

/**
 * The caller's voice assistant record (docs/product/voice-agent.md#setup-details). Created by the
 * voice onboarding chat's CreateVoiceAssistant tool; the voice agent's routes, telephony and
 * knowledge base come later (docs/product/voice-agent.md#planned).
 */
export interface VoiceAssistantsService {
  /** Creates the actor's voice assistant (or replaces its details); the body is already valid. */
  createOwn(actor: Actor, body: CreateVoiceAssistantBody): Promise<VoiceAssistant>;
  /** The actor's voice assistant, or null before they set one up. */
  getOwn(actor: Actor): Promise<VoiceAssistant | null>;
  /** The user's voice assistant, if any (their data archive). */
  personalDataOf(userId: string): Promise<VoiceAssistant | null>;
}

function view(row: VoiceAssistantRow): VoiceAssistant {
  return {
    id: row.id,
    businessName: row.businessName,
    greeting: row.greeting,
    smsPhoneNumber: row.smsPhoneNumber,
    redirectPhoneNumber: row.redirectPhoneNumber,
    websiteUrl: row.websiteUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createVoiceAssistantsService({
  db,
  clock,
}: {
  db: Database;
  clock: Clock;
}): VoiceAssistantsService {
  return {
    createOwn: async (actor, body) =>
      view(await upsertVoiceAssistant(db, actor.user.id, body, clock())),
    personalDataOf: async (userId) => {
      const row = await findVoiceAssistant(db, userId);
      return row === undefined ? null : view(row);
    },
    getOwn: async (actor) => {
      const row = await findVoiceAssistant(db, actor.user.id);
      return row === undefined ? null : view(row);
    },
  };
}
