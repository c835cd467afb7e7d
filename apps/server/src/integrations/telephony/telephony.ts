/** One part of what a call says: words read out, or silence. */
/** A script's step: words said (in French with a French voice when `language` is 'fr'), or a pause. */
export type SpeechStep = { say: string; language?: 'en' | 'fr' } | { pauseSeconds: number };

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

/** A number the provider can sell now. */
export interface AvailableNumber {
  /** E.164. */
  number: string;
}

/** A number bought on our account: the provider's id for it and the number. */
export interface OwnedNumber {
  id: string;
  /** E.164. */
  number: string;
}

export interface NumberPurchase {
  /** E.164: one of a search's numbers. */
  number: string;
  /**
   * Our name for the purchase, unique per request: a retry finds the number bought before
   * (`findNumber`) instead of buying a second one.
   */
  friendlyName: string;
  /** Where the provider sends a call to the number (our voice webhook). */
  voiceUrl: string;
  /** Where it sends the call's status (our status webhook). */
  statusCallbackUrl: string;
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
  /** Local numbers of a North American area code ("416") that can be bought now, at most `limit`. */
  searchNumbers(areaCode: string, limit: number): Promise<AvailableNumber[]>;
  /** Buys the number (a "number-taken" failure when someone bought it first). */
  buyNumber(purchase: NumberPurchase): Promise<OwnedNumber>;
  /** The number bought under `friendlyName` and not released, or null. */
  findNumber(friendlyName: string): Promise<OwnedNumber | null>;
  /** Gives the number back; one released already is no failure. */
  releaseNumber(id: string): Promise<void>;
  /**
   * Whether a webhook carries the provider's signature of `url` (as the provider called it) and
   * its form parameters. The sandbox signs nothing, so it refuses every webhook.
   */
  isSignedWebhook(signature: string, url: string, params: Record<string, string>): boolean;
}

/**
 * Why sending failed, as far as the caller can act on it: the number is not a phone number, it
 * cannot take this kind of message (a landline and a text), the number to buy was bought by someone
 * else first, or the provider is unavailable (or refused for a reason of our own account: logged,
 * never the user's fault).
 */
export type TelephonyFailure = 'invalid-number' | 'cannot-receive' | 'unavailable' | 'number-taken';

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
