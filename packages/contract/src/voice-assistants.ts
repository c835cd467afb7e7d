import { z } from 'zod';
import { PhoneNumber } from './rules/phone-number.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * The voice assistant record (docs/product/voice-agent.md#setup-details): created by the voice
 * onboarding chat's completion tool CreateVoiceAssistant; the voice issue builds its screens and
 * calls on it.
 */
export const voiceAssistantLimits = {
  businessNameMaxLength: 150,
  greetingMaxLength: 500,
  websiteUrlMaxLength: 2048,
} as const;

export const voiceAssistantMessages = {
  websiteNotHttp: 'Use a web address starting with http:// or https://',
} as const;

/**
 * What CreateVoiceAssistant takes: the business name, the greeting callers hear, a phone
 * number for the SMS on successful creation, one for call redirection (both E.164) and the
 * provider's website for gathering the knowledge base.
 */
export const CreateVoiceAssistantBody = z.object({
  businessName: safeText(z.string().trim().min(1).max(voiceAssistantLimits.businessNameMaxLength)),
  greeting: safeText(z.string().trim().min(1).max(voiceAssistantLimits.greetingMaxLength)),
  smsPhoneNumber: PhoneNumber,
  redirectPhoneNumber: PhoneNumber,
  websiteUrl: safeText(
    z
      .httpUrl({
        error: (issue) =>
          typeof issue.input === 'string' ? voiceAssistantMessages.websiteNotHttp : undefined,
      })
      .max(voiceAssistantLimits.websiteUrlMaxLength),
  ),
});
export type CreateVoiceAssistantBody = z.infer<typeof CreateVoiceAssistantBody>;

/** The stored record, one per user and feature (the last creation replaces the details). */
export const VoiceAssistant = z.object({
  id: z.uuid(),
  businessName: z.string(),
  greeting: z.string(),
  smsPhoneNumber: z.string(),
  redirectPhoneNumber: z.string(),
  websiteUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VoiceAssistant = z.infer<typeof VoiceAssistant>;
