import { RelayHandoff } from '@kinderwait/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import {
  dialTwiml,
  hangupTwiml,
  relayTwiml,
  sayTwiml,
} from '../../integrations/telephony/call-twiml.ts';
import type { Telephony } from '../../integrations/telephony/telephony.ts';
import type { UsageService } from '../usage/usage.service.ts';
import { agentLanguage } from '../voice-agent/agent-language.ts';
import { isWithinAnsweringHours } from '../voice-agent/answering-hours.ts';
import type { VoiceConversationsService } from '../voice-agent/voice-conversations.service.ts';
import type {
  VoiceAgent,
  VoiceAssistantsService,
} from '../voice-assistants/voice-assistants.service.ts';
import { agentRelayCall, agentSpeech } from './phone-call-relay.ts';
import { phoneCallWords, phoneCallWordsIn } from './phone-call-words.ts';
import type { PhoneCallRow } from './phone-calls.repository.ts';
import { findCall, insertCall, recordCallStatus, updateCall } from './phone-calls.repository.ts';
import type { PhoneNumbersService } from './phone-numbers.service.ts';

/** Twilio's form parameters of a webhook, checked as safe text (telephony-text-guard.ts). */
export type WebhookParams = Readonly<Record<string, string>>;

/**
 * Calls to the agents' numbers (docs/product/voice-agent.md#phone-calls), as Twilio's signed
 * webhooks tell them; each answers TwiML. A replayed webhook (the same call, or the same call and
 * status) answers as the first did and changes nothing.
 */
export interface PhoneCallsService {
  /** Whether Twilio signed the webhook of `url` (PUBLIC_ORIGIN + path) and `params`. */
  isSigned(signature: string, url: string, params: WebhookParams): boolean;
  /** A call to one of our numbers: the agent through ConversationRelay, a person, or a message. */
  incomingCall(params: WebhookParams): Promise<string>;
  /** The relay session ended: a person when the agent handed the call off, else hang up. */
  connectAction(params: WebhookParams): Promise<string>;
  /** The call's status: once it ended, its duration, and its minutes counted (rounded up). */
  statusChanged(params: WebhookParams): Promise<void>;
}

export interface PhoneCallsServiceDeps {
  db: Database;
  clock: Clock;
  telephony: Pick<Telephony, 'isSignedWebhook'>;
  phoneNumbers: Pick<PhoneNumbersService, 'holderOf'>;
  voiceAssistants: Pick<VoiceAssistantsService, 'agentOf'>;
  voiceConversations: Pick<VoiceConversationsService, 'startPhoneCall' | 'phoneCallEnded'>;
  usage: Pick<UsageService, 'usageOf' | 'record'>;
  publicOrigin: string;
}

/** Call statuses after which nothing more happens (Twilio's CallStatus values). */
const finalStatuses = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

/** Whether the relay's HandoffData asks for a person (the relay session's `RelayHandoff`). */
export function asksForPerson(handoffData: string | undefined): boolean {
  if (handoffData === undefined || handoffData === '') return false;
  try {
    return RelayHandoff.safeParse(JSON.parse(handoffData)).success;
  } catch {
    return false;
  }
}

export function createPhoneCallsService(deps: PhoneCallsServiceDeps): PhoneCallsService {
  const { db, clock } = deps;

  /** A person when the agent has a number to pass calls to, else a short message. */
  const fallback = (agent: VoiceAgent, caller: string): string =>
    agent.redirectPhoneNumber === ''
      ? sayTwiml(
          phoneCallWordsIn(agentLanguage(agent)).unavailable(agent.businessName),
          agentSpeech(agent),
        )
      : dialTwiml(agent.redirectPhoneNumber, caller, null);

  const relay = (agent: VoiceAgent, conversationId: string): string =>
    relayTwiml(agentRelayCall(agent, conversationId, deps.publicOrigin));

  /** The TwiML a call was answered with, again (a replayed voice webhook). */
  const answerAgain = async (call: PhoneCallRow, caller: string): Promise<string> => {
    const agent = await deps.voiceAssistants.agentOf(call.userId);
    if (agent === null) return sayTwiml(phoneCallWords.notInService);
    return call.answer === 'agent' && call.conversationId !== null
      ? relay(agent, call.conversationId)
      : fallback(agent, caller);
  };

  const canAnswer = async (agent: VoiceAgent): Promise<boolean> => {
    if (!agent.enabled || !isWithinAnsweringHours(agent.answeringHours, clock())) return false;
    const minutes = (await deps.usage.usageOf(agent.userId)).find(
      (item) => item.kind === 'voiceMinute',
    );
    return (minutes?.remaining ?? 0) > 0;
  };

  return {
    isSigned: (signature, url, params) =>
      deps.telephony.isSignedWebhook(signature, url, { ...params }),

    incomingCall: async (params) => {
      const callSid = params.CallSid ?? '';
      const caller = params.From ?? '';
      const holder = await deps.phoneNumbers.holderOf(params.To ?? '');
      if (callSid === '' || holder === null) return sayTwiml(phoneCallWords.notInService);
      const known = await findCall(db, callSid);
      if (known !== undefined) return answerAgain(known, caller);
      const agent = await deps.voiceAssistants.agentOf(holder.userId);
      if (agent === null) return sayTwiml(phoneCallWords.notInService);

      const answered = await canAnswer(agent);
      const call = await insertCall(db, {
        callSid,
        userId: agent.userId,
        answer: answered ? 'agent' : agent.redirectPhoneNumber === '' ? 'message' : 'transfer',
        status: params.CallStatus ?? 'ringing',
        startedAt: clock(),
      });
      if (call === undefined) {
        // The same webhook, delivered twice at once: the first one answers.
        const first = await findCall(db, callSid);
        return first === undefined ? hangupTwiml() : answerAgain(first, caller);
      }
      if (!answered) return fallback(agent, caller);
      const conversationId = await deps.voiceConversations.startPhoneCall(agent, caller);
      await updateCall(db, callSid, { conversationId });
      return relay(agent, conversationId);
    },

    connectAction: async (params) => {
      const call = await findCall(db, params.CallSid ?? '');
      if (call === undefined || !asksForPerson(params.HandoffData)) return hangupTwiml();
      const agent = await deps.voiceAssistants.agentOf(call.userId);
      if (agent === null) return sayTwiml(phoneCallWords.unavailable(''));
      const words = phoneCallWordsIn(agentLanguage(agent));
      if (agent.redirectPhoneNumber === '') {
        return sayTwiml(words.unavailable(agent.businessName), agentSpeech(agent));
      }
      return dialTwiml(
        agent.redirectPhoneNumber,
        params.From ?? '',
        words.connecting,
        agentSpeech(agent),
      );
    },

    statusChanged: async (params) => {
      const callSid = params.CallSid ?? '';
      const status = params.CallStatus ?? '';
      const call = await findCall(db, callSid);
      if (call === undefined || status === '') return;
      const final = finalStatuses.has(status);
      const durationSeconds = final
        ? Math.max(0, Number.parseInt(params.CallDuration ?? '0', 10) || 0)
        : null;
      const minutes = durationSeconds === null ? 0 : Math.ceil(durationSeconds / 60);
      const applied = await db.transaction(async (tx) => {
        if (!(await recordCallStatus(tx, callSid, status, clock()))) return false;
        await updateCall(tx, callSid, {
          status,
          ...(durationSeconds === null
            ? {}
            : {
                durationSeconds,
                minutesCounted: call.answer === 'agent' ? minutes : 0,
                endedAt: clock(),
              }),
        });
        // Only the calls the agent answered use the plan's minutes.
        if (minutes > 0 && call.answer === 'agent') {
          await deps.usage.record(call.userId, 'voiceMinute', minutes, { db: tx });
        }
        return true;
      });
      if (applied && durationSeconds !== null && call.conversationId !== null) {
        await deps.voiceConversations.phoneCallEnded(
          call.userId,
          call.conversationId,
          durationSeconds,
        );
      }
    },
  };
}
