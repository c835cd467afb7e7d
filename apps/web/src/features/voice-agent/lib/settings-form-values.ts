import { VoiceAgentSettingsPatch } from '@kinderwait/contract/voice-agent';
import type { AnsweringWindow, VoiceAgentSettings } from '@kinderwait/contract/voice-agent';
import { toE164 } from '../../../lib/phone-number';
import type { ValidationWords } from '../../../components/form/validation-words';

/**
 * What the settings form edits, as typed. The website is not among them: the knowledge base's
 * crawl form takes the address to read.
 */
export type SettingsFormValues = Pick<
  VoiceAgentSettings,
  | 'businessName'
  | 'greeting'
  | 'language'
  | 'voice'
  | 'redirectPhoneNumber'
  | 'smsPhoneNumber'
  | 'enabled'
  | 'allowedOrigins'
  | 'transcriptRetentionDays'
> & { answeringHours: AnsweringWindow[] };

export function formValuesOf(settings: VoiceAgentSettings): SettingsFormValues {
  return {
    businessName: settings.businessName,
    greeting: settings.greeting,
    language: settings.language,
    voice: settings.voice,
    redirectPhoneNumber: settings.redirectPhoneNumber,
    smsPhoneNumber: settings.smsPhoneNumber,
    enabled: settings.enabled,
    allowedOrigins: settings.allowedOrigins,
    answeringHours: settings.answeringHours,
    transcriptRetentionDays: settings.transcriptRetentionDays,
  };
}

/** Field errors by path (`greeting`, `answeringHours.2.closes`, `allowedOrigins.0`). */
export type SettingsFieldErrors = Partial<Record<string, string>>;

export type SettingsCheck =
  { ok: true; patch: VoiceAgentSettingsPatch } | { ok: false; errors: SettingsFieldErrors };

/**
 * The form's values checked by the contract's own rule (the server applies it too): phone numbers
 * typed as people write them become E.164 first; each problem lands on its field, the first
 * message of each field kept, in the active language (`words`).
 */
export function checkSettings(
  values: SettingsFormValues,
  { word, zodError }: ValidationWords,
): SettingsCheck {
  const parsed = VoiceAgentSettingsPatch.safeParse(
    {
      ...values,
      redirectPhoneNumber: toE164(values.redirectPhoneNumber.trim()),
      smsPhoneNumber: toE164(values.smsPhoneNumber.trim()),
    },
    { error: zodError },
  );
  if (parsed.success) return { ok: true, patch: parsed.data };
  const errors: SettingsFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= word(issue.message);
  }
  return { ok: false, errors };
}
