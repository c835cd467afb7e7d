import { randomUUID } from 'node:crypto';
import type {
  PublicVoiceAgent,
  PublicVoiceAgentReply,
  VoiceAgentReply,
  VoiceCallerMessageBody,
  VoiceConversationDetails,
  VoiceConversationsQuery,
  VoiceConversationSummary,
} from '@kinderwait/contract';
import { voiceAgentErrorCodes, voiceAgentMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Language } from '../../i18n/language.ts';
import { defaultLanguage } from '../../i18n/language.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { NoticesService } from '../notices/notices.service.ts';
import type { UsageService } from '../usage/usage.service.ts';
import type {
  VoiceAgent,
  VoiceAssistantsService,
} from '../voice-assistants/voice-assistants.service.ts';
import type { VoiceAnswerer } from './answering/voice-answerer.ts';
import { deleteExpiredTranscripts } from './transcript-retention.ts';
import { queueSummary } from './voice-agent.jobs.ts';
import type { AfterCallDeps } from './voice-conversations-after-call.ts';
import { summariseConversation } from './voice-conversations-after-call.ts';
import { isWithinAnsweringHours } from './answering-hours.ts';
import { endPhoneConversation, startPhoneConversation } from './phone-call-conversations.ts';
import type { VoiceConversationRow } from './voice-agent.repository.ts';
import {
  conversationsOfUser,
  findConversation,
  insertConversation,
  listConversations,
  turnsOf,
} from './voice-agent.repository.ts';
import {
  detailsView,
  firstSummary,
  summaryView,
  testChatCaller,
  widgetVisitorCaller,
} from './voice-conversation-view.ts';
import { askTurn, keepTurn } from './voice-turn-store.ts';

/**
 * The conversations the voice agent holds (docs/product/voice-agent.md#voice-conversations): the
 * provider's list and transcripts, the provider's test chat, and the website widget's public
 * calls. Each turn is answered by the answering engine; this stores the turns, ends the
 * conversation and counts the widget's use; after the conversation, its job writes the summary
 * and tells the provider of a message taken; a daily job deletes transcripts past retention.
 */
export interface VoiceConversationsService {
  /** The actor's conversations, newest first. */
  list(actor: Actor, query: VoiceConversationsQuery): Promise<VoiceConversationSummary[]>;
  /** One of the actor's conversations with its turns; another's is 404. */
  details(actor: Actor, conversationId: string): Promise<VoiceConversationDetails>;
  /** The actor's test chat: one message in, the agent's answer (with its sources) out. */
  testMessage(actor: Actor, body: VoiceCallerMessageBody): Promise<VoiceAgentReply>;
  /**
   * The agent a widget names, for a page on `origin`: 404 for an unknown id, 403 for an origin the
   * provider did not allow.
   */
  publicAgent(publicId: string, origin: string | undefined): Promise<PublicVoiceAgent>;
  /** Whether the agent allows a widget on `origin` (a preflight); 404 for an unknown id. */
  checkOrigin(publicId: string, origin: string | undefined): Promise<void>;
  /** A website visitor's message: 409 when the agent is off, 402 when its minutes are spent. */
  publicMessage(
    publicId: string,
    origin: string | undefined,
    body: VoiceCallerMessageBody,
  ): Promise<PublicVoiceAgentReply>;
  /** Every conversation of the user with its turns (their data archive). */
  personalDataOf(userId: string): Promise<VoiceConversationDetails[]>;
  /** A phone call to the agent's number was answered: its conversation (channel phone). */
  startPhoneCall(agent: VoiceAgent, callerNumber: string): Promise<string>;
  /** The phone call ended after `durationSeconds`: its conversation ends too. */
  phoneCallEnded(userId: string, conversationId: string, durationSeconds: number): Promise<void>;
  /** The after-call job: the ended conversation's summary, and a message taken told once. */
  summarise(conversationId: string): Promise<void>;
  /** The daily job: deletes conversations past their provider's retention; answers how many. */
  applyTranscriptRetention(): Promise<number>;
}

export interface VoiceConversationsServiceDeps extends AfterCallDeps {
  voiceAssistants: Pick<
    VoiceAssistantsService,
    'agentOf' | 'agentByPublicId' | 'transcriptRetentions'
  >;
  voiceAnswerer: VoiceAnswerer;
  notices: Pick<NoticesService, 'notify'>;
  usage: Pick<UsageService, 'consume' | 'usageOf'>;
  jobs: Pick<JobQueue, 'send'>;
}

const conversationNotFound = () =>
  new AppError(
    404,
    voiceAgentErrorCodes.conversationNotFound,
    voiceAgentMessages.conversationNotFound,
  );

export function createVoiceConversationsService(
  deps: VoiceConversationsServiceDeps,
): VoiceConversationsService {
  const { db, clock } = deps;

  const ownAgent = async (actor: Actor): Promise<VoiceAgent> => {
    const agent = await deps.voiceAssistants.agentOf(actor.user.id);
    if (agent === null) {
      throw new AppError(404, voiceAgentErrorCodes.notSetUp, voiceAgentMessages.notSetUp);
    }
    return agent;
  };

  const allowedAgent = async (publicId: string, origin: string | undefined) => {
    const agent = await deps.voiceAssistants.agentByPublicId(publicId);
    if (agent === null) {
      throw new AppError(404, voiceAgentErrorCodes.agentNotFound, voiceAgentMessages.agentNotFound);
    }
    if (origin === undefined || !agent.allowedOrigins.includes(origin)) {
      throw new AppError(403, voiceAgentErrorCodes.originRefused, voiceAgentMessages.originRefused);
    }
    return agent;
  };

  /** The provider's language: the labels the server stored are read in it. */
  const readerLanguage = async (actor: Actor): Promise<Language> =>
    (await deps.users.languagesOf([actor.user.id])).get(actor.user.id) ?? defaultLanguage;

  const isOn = (agent: VoiceAgent): boolean =>
    agent.enabled && isWithinAnsweringHours(agent.answeringHours, clock());

  /** The conversation the message continues (of this agent and channel), or a new one. */
  const conversationFor = async (
    agent: VoiceAgent,
    channel: 'test' | 'widget',
    body: VoiceCallerMessageBody,
  ): Promise<VoiceConversationRow> => {
    if (body.conversationId !== undefined) {
      const row = await findConversation(db, agent.userId, body.conversationId);
      if (row?.channel !== channel) throw conversationNotFound();
      if (row.endedAt !== null) {
        throw new AppError(
          409,
          voiceAgentErrorCodes.conversationEnded,
          voiceAgentMessages.conversationEnded,
        );
      }
      return row;
    }
    // A widget conversation is a use of the plan's voice minutes; a test chat is the provider's own.
    if (channel === 'widget') await deps.usage.consume(agent.userId, 'voiceMinute');
    const id = randomUUID();
    const now = clock();
    return insertConversation(db, {
      id,
      userId: agent.userId,
      channel,
      caller: channel === 'test' ? testChatCaller : widgetVisitorCaller(id),
      outcome: 'answered',
      summary: firstSummary(body.text),
      startedAt: now,
      lastTurnAt: now,
    });
  };

  const converse = async (
    agent: VoiceAgent,
    channel: 'test' | 'widget',
    body: VoiceCallerMessageBody,
  ): Promise<VoiceAgentReply> => {
    const conversation = await conversationFor(agent, channel, body);
    const asked = await askTurn(
      deps,
      agent,
      conversation,
      channel,
      body.text,
      body.language === undefined ? {} : { language: body.language },
    );
    return keepTurn(deps, agent, conversation, channel, body.text, asked);
  };

  return {
    list: async (actor, { page, pageSize }) => {
      const [rows, language] = await Promise.all([
        listConversations(db, actor.user.id, page, pageSize),
        readerLanguage(actor),
      ]);
      return rows.map((row) => summaryView(row, language));
    },
    details: async (actor, conversationId) => {
      const row = await findConversation(db, actor.user.id, conversationId);
      if (row === undefined) throw conversationNotFound();
      return detailsView(row, await turnsOf(db, [row.id]), await readerLanguage(actor));
    },
    testMessage: async (actor, body) => converse(await ownAgent(actor), 'test', body),
    publicAgent: async (publicId, origin) => {
      const agent = await allowedAgent(publicId, origin);
      const minutes = (await deps.usage.usageOf(agent.userId)).find(
        (item) => item.kind === 'voiceMinute',
      );
      return {
        businessName: agent.businessName,
        greeting: agent.greeting,
        language: agent.language,
        available: isOn(agent) && (minutes?.remaining ?? 0) > 0,
      };
    },
    checkOrigin: async (publicId, origin) => {
      await allowedAgent(publicId, origin);
    },
    publicMessage: async (publicId, origin, body) => {
      const agent = await allowedAgent(publicId, origin);
      if (!isOn(agent)) {
        throw new AppError(409, voiceAgentErrorCodes.agentOff, voiceAgentMessages.agentOff);
      }
      // The public answer never shows what it stood on.
      const { conversationId, text, outcome, ended } = await converse(agent, 'widget', body);
      return { conversationId, text, outcome, ended };
    },
    startPhoneCall: (agent, callerNumber) =>
      startPhoneConversation(db, clock, agent.userId, callerNumber),
    phoneCallEnded: async (userId, conversationId, durationSeconds) => {
      const endedAt = await endPhoneConversation(db, userId, conversationId, durationSeconds);
      if (endedAt !== null) await queueSummary(deps.jobs, db, conversationId, endedAt);
    },
    summarise: (conversationId) => summariseConversation(deps, conversationId),
    applyTranscriptRetention: async () =>
      deleteExpiredTranscripts(db, clock(), await deps.voiceAssistants.transcriptRetentions()),
    personalDataOf: async (userId) => {
      const rows = await conversationsOfUser(db, userId);
      const turns = await turnsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        detailsView(
          row,
          turns.filter((turn) => turn.conversationId === row.id),
        ),
      );
    },
  };
}
