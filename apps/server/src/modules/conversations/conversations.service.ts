import type {
  Conversation,
  ConversationFeature,
  OnboardingChatConfiguration,
  SendMessageBody,
  SendMessageResponse,
} from '@kinderwait/contract';
import {
  conversationMessages,
  conversationsErrorCodes,
  formatCalendarDate,
  nextMidnightInTimeZone,
  onboardingStepNames,
  todayInTimeZone,
} from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, TooManyRequestsError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AssistantEngine, AssistantTurn } from '../../integrations/llm/assistant-engine.ts';
import { engineErrorSummary } from '../../integrations/llm/engine-error-summary.ts';
import type { Actor, CurrentRole } from '../../plugins/authentication.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import type { OnboardingService } from '../onboarding/onboarding.service.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { UsageService } from '../usage/usage.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ReplyLanguage } from '../../integrations/llm/reply-language.ts';
import type { VoiceAssistantsService } from '../voice-assistants/voice-assistants.service.ts';
import { systemPrompts } from './assistant-prompts.ts';
import { assistantTools } from './assistant-tools.ts';
import type {
  ArchivedConversation,
  ConversationKey,
  StoredMessage,
} from './conversations.repository.ts';
import {
  addBudgetUse,
  appendMessages,
  conversationsOfUser,
  deleteConversationsIdleSince,
  deleteConversation,
  ensureConversation,
  findConversationId,
  listMessages,
  reserveBudgetMessage,
} from './conversations.repository.ts';
import {
  broadcastWelcomeMessage,
  onboardingAssistantOf,
  onboardingChatConfiguration,
  voiceWelcomeMessage,
} from './onboarding-chat-configuration.ts';

export interface ConversationsService {
  /** The actor's conversation of a feature and suffix; none yet reads as no messages. */
  getOwn(actor: Actor, feature: ConversationFeature, suffix: string): Promise<Conversation>;
  /** Adds the actor's message, runs one assistant turn and stores its reply and tool calls. */
  send(
    actor: Actor,
    body: SendMessageBody,
    abortSignal?: AbortSignal,
  ): Promise<SendMessageResponse>;
  /** Deletes the actor's conversation of a feature and suffix (nothing to delete is fine). */
  deleteOwn(actor: Actor, feature: ConversationFeature, suffix: string): Promise<void>;
  /**
   * The onboarding chat (docs/product/assistant.md#chat-configuration) of the actor's current role
   * for a feature, or 404.
   */
  onboardingChat(actor: Actor, feature: ConversationFeature): Promise<OnboardingChatConfiguration>;
  /** Every conversation of the user with its messages (their data archive). */
  personalDataOf(userId: string): Promise<ArchivedConversation[]>;
  /** Retention: deletes conversations with no message since `before`; answers how many. */
  deleteIdleSince(before: Date): Promise<number>;
}

export interface ConversationsServiceOptions {
  db: Database;
  clock: Clock;
  engine: AssistantEngine;
  budget: { messagesPerDay: number; tokensPerDay: number };
  childcareProviders: Pick<ChildcareProvidersService, 'getOwnProfile' | 'editOwnProfile'>;
  voiceAssistants: Pick<VoiceAssistantsService, 'createOwn'>;
  onboarding: Pick<OnboardingService, 'getOwn' | 'addSteps'>;
  roles: Pick<RolesService, 'findHeldRole'>;
  users: Pick<UsersService, 'findById'>;
  usage: Pick<UsageService, 'consume'>;
  log: FastifyBaseLogger;
}

/** Beyond any single turn's use: keeps the integer column far from overflowing. */
const maxTokensPerTurn = 100_000_000;

export function createConversationsService(
  options: ConversationsServiceOptions,
): ConversationsService {
  const { db, clock, engine, budget, log } = options;
  const keyOf = (actor: Actor, feature: ConversationFeature, suffix: string): ConversationKey => ({
    userId: actor.user.id,
    feature,
    nameSuffix: suffix,
  });

  /**
   * The role the assistant acts in: the current role (roleId header), else the role whose id is the
   * conversation's suffix (docs/product/assistant.md#chat-configuration), when the user holds it.
   */
  const roleOf = async (actor: Actor, suffix: string): Promise<CurrentRole | null> => {
    if (actor.role !== null) return actor.role;
    if (!/^\d{1,9}$/.test(suffix)) return null;
    return (await options.roles.findHeldRole(actor.user.id, Number(suffix))) ?? null;
  };

  const accountFirstName = async (userId: string): Promise<string | null> =>
    (await options.users.findById(userId))?.firstName ?? null;
  /** The profile's language: the assistant answers in it (docs/product/assistant.md#languages). */
  const accountLanguage = async (userId: string): Promise<ReplyLanguage> =>
    (await options.users.findById(userId))?.preferredLanguage === 'fr' ? 'fr' : 'en';

  /**
   * Takes one of the day's messages (counted in the database, so every process shares the
   * budget), or 429 once the day's messages or tokens are spent; renews at Toronto midnight.
   */
  const reserveMessage = async (userId: string, day: string, now: Date): Promise<void> => {
    const limits = { messages: budget.messagesPerDay, tokens: budget.tokensPerDay };
    if (await reserveBudgetMessage(db, userId, day, limits, now)) return;
    throw new TooManyRequestsError(
      conversationsErrorCodes.assistantBudgetSpent,
      conversationMessages.budgetSpent(budget.messagesPerDay, budget.tokensPerDay),
      secondsUntilTorontoMidnight(now),
    );
  };

  /**
   * The plan's daily assistant messages (docs/product/billing.md#usage-limits): 402 limit_reached
   * when used up.
   */
  const consumePlanMessage = async (userId: string, day: string, now: Date): Promise<void> => {
    try {
      await options.usage.consume(userId, 'assistantMessage');
    } catch (error) {
      // Nothing was sent to the model: the reserved message goes back to the day's budget.
      await addBudgetUse(db, userId, day, { messages: -1, tokens: 0 }, now);
      throw error;
    }
  };

  const recordVoiceStep = async (actor: Actor): Promise<void> => {
    const own = await options.onboarding.getOwn(actor);
    await options.onboarding.addSteps(actor, own.id, [
      { op: 'add', path: '/steps/-', value: onboardingStepNames.onboardingChatVoiceAgent },
    ]);
  };

  const runTurn = async (
    actor: Actor,
    body: SendMessageBody,
    history: StoredMessage[],
    userMessage: StoredMessage,
    today: string,
    abortSignal: AbortSignal | undefined,
  ): Promise<AssistantTurn> => {
    const assistantId = onboardingAssistantOf(actor.role?.code ?? null, body.feature);
    const profile = await options.childcareProviders.getOwnProfile(actor);
    try {
      return await engine.reply({
        assistantId,
        systemPrompt: systemPrompts[assistantId],
        messages: [...history, userMessage],
        tools: assistantTools(body.feature, actor, {
          childcareProviders: options.childcareProviders,
          voiceAssistants: options.voiceAssistants,
          voiceAssistantCreated: recordVoiceStep,
        }),
        context: {
          today,
          firstName: profile.user?.firstName ?? (await accountFirstName(actor.user.id)),
          profile,
          language: await accountLanguage(actor.user.id),
        },
        abortSignal,
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The client left (the chat aborts its request when the user leaves): nobody waits for the
      // answer, nothing failed.
      if (abortSignal?.aborted === true)
        log.info({ assistantId }, 'The assistant turn was aborted');
      else {
        log.error(
          { engineError: engineErrorSummary(error), assistantId },
          'The assistant engine failed',
        );
      }
      // 503 like the other outside services (mail, payments, telephony): try again later.
      throw new AppError(
        503,
        conversationsErrorCodes.assistantUnavailable,
        conversationMessages.assistantUnavailable,
      );
    }
  };

  return {
    getOwn: async (actor, feature, suffix) => {
      const id = await findConversationId(db, keyOf(actor, feature, suffix));
      const messages = id === undefined ? [] : await listMessages(db, id);
      return {
        feature,
        messages: messages.map(({ role, content, hiddenContent }) =>
          hiddenContent === null ? { role, content } : { role, content, hiddenContent },
        ),
      };
    },

    send: async (actor, body, abortSignal) => {
      const suffix = body.conversationNameSuffix ?? '';
      const role = await roleOf(actor, suffix);
      // The configuration error before anything is counted: this role has no assistant for the
      // feature.
      onboardingAssistantOf(role?.code ?? null, body.feature);
      const acting: Actor = { user: actor.user, role };
      const now = clock();
      const today = formatCalendarDate(todayInTimeZone(undefined, now));
      await reserveMessage(actor.user.id, today, now);
      await consumePlanMessage(actor.user.id, today, now);
      const key = keyOf(actor, body.feature, suffix);
      const conversationId = await ensureConversation(db, key, now);
      const history = await listMessages(db, conversationId);
      const userMessage: StoredMessage = {
        role: 'user',
        content: body.content,
        hiddenContent: body.hiddenContent ?? null,
      };
      const turn = await runTurn(acting, body, history, userMessage, today, abortSignal);
      await appendMessages(
        db,
        conversationId,
        [
          userMessage,
          ...(turn.text === ''
            ? []
            : [{ role: 'assistant' as const, content: turn.text, hiddenContent: null }]),
          ...turn.toolCalls.map((call) => ({
            role: 'tool' as const,
            content: call.name,
            hiddenContent: call.result,
          })),
        ],
        clock(),
      );
      const tokens = Math.min(maxTokensPerTurn, turn.usage.inputTokens + turn.usage.outputTokens);
      // The message was counted when reserved; a failed turn keeps it, like the plan's allowance.
      await addBudgetUse(db, actor.user.id, today, { messages: 0, tokens }, clock());
      return { assistant: turn.text, tools: turn.toolCalls };
    },

    personalDataOf: (userId) => conversationsOfUser(db, userId),
    deleteIdleSince: (before) => deleteConversationsIdleSince(db, before),

    deleteOwn: async (actor, feature, suffix) => {
      await deleteConversation(db, keyOf(actor, feature, suffix));
    },

    onboardingChat: async (actor, feature) => {
      const assistant = onboardingAssistantOf(actor.role?.code ?? null, feature);
      if (feature === 'broadcast') {
        const profile = await options.childcareProviders.getOwnProfile(actor);
        const firstName = profile.user === null ? await accountFirstName(actor.user.id) : null;
        return onboardingChatConfiguration(
          assistant,
          feature,
          broadcastWelcomeMessage(
            profile,
            firstName,
            todayInTimeZone(undefined, clock()),
            await accountLanguage(actor.user.id),
          ),
        );
      }
      const firstName = (await accountFirstName(actor.user.id))?.trim() ?? '';
      return onboardingChatConfiguration(
        assistant,
        feature,
        voiceWelcomeMessage(firstName, await accountLanguage(actor.user.id)),
      );
    },
  };
}

/** Seconds until the next midnight in Toronto, when the day's budget renews. */
function secondsUntilTorontoMidnight(now: Date): number {
  return Math.max(1, Math.ceil((nextMidnightInTimeZone(now).getTime() - now.getTime()) / 1000));
}
