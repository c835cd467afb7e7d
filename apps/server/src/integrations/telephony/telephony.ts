/** One part of what a call says: words read out, or silence. */
export type SpeechStep = { say: string } | { pauseSeconds: number };

export interface TextMessage {
  /** E.164. */
  to: string;
  body: string;
}

export interface VoiceCall {
  /** E.164: the line the call rings. */
  to: string;
  /**
   * Digits dialled once the line answers, to reach an extension through the phone system
   * (best effort: a system that takes no digits at that moment leaves the call on the main line).
   */
  extension: string | null;
  /** Read out once the call is answered, in order. */
  script: readonly SpeechStep[];
}

/**
 * Where the app's text messages and calls go
 * (docs/product/platform.md#embedded-defaults-and-real-services): Twilio when TWILIO_* is set, else
 * the embedded sandbox, which records them for /dev/telephony. Modules depend on this interface
 * only.
 */
export interface Telephony {
  readonly kind: 'sandbox' | 'twilio';
  /** Resolves once the provider accepted the message (delivery happens later, or never). */
  sendText(message: TextMessage): Promise<{ id: string }>;
  /** Resolves once the provider queued the call. */
  placeCall(call: VoiceCall): Promise<{ id: string }>;
}

/**
 * Why sending failed, as far as the caller can act on it: the number is not a phone number, it
 * cannot take this kind of message (a landline and a text), or the provider is unavailable (or
 * refused for a reason of our own account: logged, never the user's fault).
 */
export type TelephonyFailure = 'invalid-number' | 'cannot-receive' | 'unavailable';

export class TelephonyError extends Error {
  readonly reason: TelephonyFailure;

  constructor(reason: TelephonyFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TelephonyError';
    this.reason = reason;
  }
}

/** A script as text: one line per spoken part, pauses shown, as the sandbox log keeps it. */
export function scriptText(script: readonly SpeechStep[]): string {
  return script
    .map((step) => ('say' in step ? step.say : `[pause ${String(step.pauseSeconds)} s]`))
    .join('\n');
}
