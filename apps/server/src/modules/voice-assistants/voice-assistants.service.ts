import type {
  VoiceTranscriptRetentionDays,
  CreateVoiceAssistantBody,
  VoiceAgentSettings,
  VoiceAgentSettingsPatch,
  VoiceAssistant,
  VoiceWidget,
} from '@kinderwait/contract';
import {
  features,
  voiceAgentErrorCodes,
  voiceAgentLanguages,
  voiceAgentMessages,
  voiceAgentDefaults,
  voiceAgentVoices,
  voiceTranscriptRetentionDays,
  voiceWidgetScriptPath,
} from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { KnowledgeBaseService } from '../knowledge-base/knowledge-base.service.ts';
import type { VoiceAssistantRow } from './voice-assistants.repository.ts';
import {
  originOf,
  findVoiceAssistant,
  findVoiceAssistantByPublicId,
  transcriptRetentionsOfAll,
  updateVoiceAssistant,
  upsertVoiceAssistant,
} from './voice-assistants.repository.ts';

/** A provider's agent as the conversations read it: the settings, and whose agent it is. */
export type VoiceAgent = VoiceAgentSettings & { userId: string };

/**
 * The provider's voice agent record (docs/product/voice-agent.md#settings): created by the voice
 * onboarding chat's CreateVoiceAssistant tool (which also starts the crawl of the website into the
 * knowledge base), then read and changed through the settings; and the widget's snippet.
 */
export interface VoiceAssistantsService {
  /**
   * Creates the actor's voice assistant (or replaces its details; the body is already valid), and
   * starts the crawl of its website. A crawl refused (a private address, the plan's pages used up)
   * is logged and leaves the setup saved.
   */
  createOwn(actor: Actor, body: CreateVoiceAssistantBody): Promise<VoiceAssistant>;
  /** The actor's voice assistant, or null before they set one up. */
  getOwn(actor: Actor): Promise<VoiceAssistant | null>;
  /** The actor's agent settings; 404 `voice_agent_not_set_up` before the setup chat. */
  settingsOf(actor: Actor): Promise<VoiceAgentSettings>;
  /** Changes what the patch names (a new website is crawled); 404 before the setup chat. */
  updateSettings(actor: Actor, patch: VoiceAgentSettingsPatch): Promise<VoiceAgentSettings>;
  /** The snippet to paste into the provider's website; 404 before the setup chat. */
  widgetOf(actor: Actor): Promise<VoiceWidget>;
  /** The user's agent, or null (the conversations' lookup). */
  agentOf(userId: string): Promise<VoiceAgent | null>;
  /** The agent a widget names, or null. */
  agentByPublicId(publicId: string): Promise<VoiceAgent | null>;
  /** The user's voice agent settings, if any (their data archive). */
  personalDataOf(userId: string): Promise<VoiceAgentSettings | null>;
  /** Each agent's transcript retention, by its user (the daily retention job). */
  transcriptRetentions(): Promise<Map<string, VoiceTranscriptRetentionDays>>;
}

/** A stored retention as the contract knows it; anything else is the default. */
function retentionOf(days: number): VoiceTranscriptRetentionDays {
  return (
    voiceTranscriptRetentionDays.find((known) => known === days) ??
    voiceAgentDefaults.transcriptRetentionDays
  );
}

export interface VoiceAssistantsServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  knowledgeBase: Pick<KnowledgeBaseService, 'crawl'>;
  /** The app's public origin: where the widget script is served. */
  publicOrigin: string;
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

function settingsView(row: VoiceAssistantRow): VoiceAgentSettings {
  return {
    ...view(row),
    publicId: row.publicId,
    language: voiceAgentLanguages.find((language) => language === row.language) ?? 'en-CA',
    voice: voiceAgentVoices.find((voice) => voice === row.voice) ?? 'Joanna',
    answeringHours: row.answeringHours,
    enabled: row.enabled,
    allowedOrigins: row.allowedOrigins,
    transcriptRetentionDays: retentionOf(row.transcriptRetentionDays),
  };
}

function agentView(row: VoiceAssistantRow): VoiceAgent {
  return { ...settingsView(row), userId: row.userId };
}

function notSetUp(): AppError {
  return new AppError(404, voiceAgentErrorCodes.notSetUp, voiceAgentMessages.notSetUp);
}

export function createVoiceAssistantsService(
  deps: VoiceAssistantsServiceDeps,
): VoiceAssistantsService {
  const { db, clock, log } = deps;

  const ownRow = async (actor: Actor): Promise<VoiceAssistantRow> => {
    const row = await findVoiceAssistant(db, actor.user.id);
    if (row === undefined) throw notSetUp();
    return row;
  };

  /** The website into the knowledge base; a refusal is the crawl's to report, never the setup's. */
  const startCrawl = async (actor: Actor, websiteUrl: string): Promise<void> => {
    try {
      await deps.knowledgeBase.crawl(actor, features.voiceAiAgent, websiteUrl);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log.warn(
        { userId: actor.user.id, code: error.code, reason: error.message },
        'the voice agent website crawl was refused; the setup is kept',
      );
    }
  };

  return {
    createOwn: async (actor, body) => {
      const row = await upsertVoiceAssistant(db, actor.user.id, body, clock());
      await startCrawl(actor, row.websiteUrl);
      return view(row);
    },
    getOwn: async (actor) => {
      const row = await findVoiceAssistant(db, actor.user.id);
      return row === undefined ? null : view(row);
    },
    settingsOf: async (actor) => settingsView(await ownRow(actor)),
    updateSettings: async (actor, patch) => {
      const before = await ownRow(actor);
      // Browsers send an origin in lower case without a default port: keep it as they send it.
      const origins = patch.allowedOrigins?.map((origin) => originOf(origin)[0] ?? origin);
      const row = await updateVoiceAssistant(
        db,
        actor.user.id,
        origins === undefined ? patch : { ...patch, allowedOrigins: [...new Set(origins)] },
        clock(),
      );
      if (row === undefined) throw notSetUp();
      if (row.websiteUrl !== before.websiteUrl) await startCrawl(actor, row.websiteUrl);
      return settingsView(row);
    },
    widgetOf: async (actor) => {
      const row = await ownRow(actor);
      const scriptUrl = `${deps.publicOrigin}${voiceWidgetScriptPath}`;
      return {
        publicId: row.publicId,
        scriptUrl,
        snippet: `<script src="${scriptUrl}" data-agent="${row.publicId}" async></script>`,
        allowedOrigins: row.allowedOrigins,
      };
    },
    agentOf: async (userId) => {
      const row = await findVoiceAssistant(db, userId);
      return row === undefined ? null : agentView(row);
    },
    agentByPublicId: async (publicId) => {
      const row = await findVoiceAssistantByPublicId(db, publicId);
      return row === undefined ? null : agentView(row);
    },
    personalDataOf: async (userId) => {
      const row = await findVoiceAssistant(db, userId);
      return row === undefined ? null : settingsView(row);
    },
    transcriptRetentions: async () =>
      new Map(
        (await transcriptRetentionsOfAll(db)).map((row) => [
          row.userId,
          retentionOf(row.transcriptRetentionDays),
        ]),
      ),
  };
}
