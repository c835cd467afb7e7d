import { z } from 'zod';
import { productCodes } from './billing.ts';
import { E164Phone } from './rules/phone-number.ts';
import { VoiceAgentFeatureParams } from './voice-agent.ts';

/**
 * The voice agent's phone numbers (docs/product/voice-agent.md#the-phone-number): a Toronto number
 * the provider chooses with the Voice Assistant Phone Number subscription, bought in a job, and
 * released some days after the subscription ends.
 */
export const phoneNumbersApiPaths = {
  /** GET: the provider's numbers with their state (`{ items }`); POST: ask for one. */
  numbers: '/api/phone-numbers/{feature}',
  /** GET `areaCode`: numbers that can be bought now (`{ items }`). */
  available: '/api/phone-numbers/{feature}/available',
} as const;

/** Twilio's webhooks (docs/product/voice-agent.md#phone-calls): form-encoded and signed. */
export const twilioWebhookPaths = {
  /** POST: a call to one of our numbers; answers TwiML. */
  voice: '/api/telephony/twilio/voice',
  /** POST: the call's status (completed, busy, ...); records its duration and minutes. */
  status: '/api/telephony/twilio/status',
  /** POST: `<Connect action>`, once the relay session ended; dials a person or hangs up. */
  connectAction: '/api/telephony/twilio/connect-action',
  /** The ConversationRelay WebSocket (built beside the relay session, not here). */
  relay: '/api/telephony/twilio/relay',
} as const;

/** The area codes of Toronto the provider chooses from. */
export const torontoAreaCodes = ['416', '647', '437'] as const;
export const TorontoAreaCode = z.enum(torontoAreaCodes, {
  error: `The area code must be one of ${torontoAreaCodes.join(', ')}`,
});
export type TorontoAreaCode = z.infer<typeof TorontoAreaCode>;

/** The products whose subscription lets a provider hold a number. */
export const phoneNumberProducts: readonly string[] = [productCodes.voiceAssistantPhoneNumber];

export const phoneNumberStates = [
  'provisioning',
  'active',
  'failed',
  'releasing',
  'released',
] as const;
export type PhoneNumberState = (typeof phoneNumberStates)[number];

/**
 * Why provisioning failed, for the dashboard to word. `number_taken`: someone bought the chosen
 * number between the search and the purchase. `no_number_available` is kept for requests made
 * before a number had to be chosen (they bought the first one free).
 */
export const phoneNumberFailureReasons = [
  'no_number_available',
  'provider_unavailable',
  'number_taken',
] as const;
export type PhoneNumberFailureReason = (typeof phoneNumberFailureReasons)[number];

export const phoneNumberLimits = {
  /** Numbers offered per search. */
  searchResults: 10,
  /** Days between the subscription's end and the number's release. */
  releaseGraceDays: 7,
} as const;

export const PhoneNumberParams = VoiceAgentFeatureParams;
export type PhoneNumberParams = z.infer<typeof PhoneNumberParams>;

/**
 * One of the provider's numbers. `number` is null until bought; `releaseAt` is set once the
 * subscription ended (the day the number goes).
 */
export const AgentPhoneNumber = z.object({
  id: z.uuid(),
  areaCode: TorontoAreaCode,
  number: z.string().nullable(),
  state: z.enum(phoneNumberStates),
  failureReason: z.enum(phoneNumberFailureReasons).nullable(),
  createdAt: z.string(),
  releaseAt: z.string().nullable(),
});
export type AgentPhoneNumber = z.infer<typeof AgentPhoneNumber>;

export const PhoneNumbersResponse = z.object({ items: z.array(AgentPhoneNumber) });
export type PhoneNumbersResponse = z.infer<typeof PhoneNumbersResponse>;

export const AvailablePhoneNumbersQuery = z.object({ areaCode: TorontoAreaCode });
export type AvailablePhoneNumbersQuery = z.infer<typeof AvailablePhoneNumbersQuery>;

export const AvailablePhoneNumber = z.object({
  /** E.164. */
  number: z.string(),
  areaCode: TorontoAreaCode,
});
export type AvailablePhoneNumber = z.infer<typeof AvailablePhoneNumber>;

export const AvailablePhoneNumbersResponse = z.object({ items: z.array(AvailablePhoneNumber) });
export type AvailablePhoneNumbersResponse = z.infer<typeof AvailablePhoneNumbersResponse>;

/**
 * POST: the number chosen from a search of the area code (E.164, of that Toronto area code). Only
 * that number is bought: when it was taken meanwhile, the request fails with `number_taken`.
 */
export const PhoneNumberRequestBody = z
  .object({ areaCode: TorontoAreaCode, number: E164Phone })
  .strict()
  .refine((body) => new RegExp(`^\\+1${body.areaCode}\\d{7}$`).test(body.number), {
    error: 'The number must be a Toronto number of the area code chosen',
    path: ['number'],
  });
export type PhoneNumberRequestBody = z.infer<typeof PhoneNumberRequestBody>;

export const phoneNumbersMessages = {
  subscriptionRequired: 'A phone number needs the Voice Assistant Phone Number subscription.',
  alreadyHeld: 'You already have a phone number.',
  notSetUp: 'Finish the voice agent setup before choosing a number.',
  providerUnavailable: 'We could not reach the phone company just now. Please try again.',
  webhookRefused: 'This request is not signed by the telephony provider.',
} as const;

export const phoneNumbersErrorCodes = {
  /** 402: no Voice Assistant Phone Number subscription. */
  subscriptionRequired: 'phone_number_subscription_required',
  /** 409: the provider holds (or is getting) a number already. */
  alreadyHeld: 'phone_number_already_held',
  /** 409: no voice agent settings yet (no SMS number to tell). */
  notSetUp: 'phone_number_agent_not_set_up',
  /** 503: the telephony provider could not be reached for a search. */
  providerUnavailable: 'phone_number_provider_unavailable',
  /** 403: a telephony webhook without a valid signature (or with unreadable parameters). */
  webhookRefused: 'telephony_webhook_refused',
} as const;
