import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type * as TwilioResponse from 'twilio/lib/http/response.js';
import type { SpeechStep, Telephony, TelephonyFailure } from './telephony.ts';
import { TelephonyError } from './telephony.ts';
import { checkedOwnedNumber, isE164 } from './telephony-text-guard.ts';

export interface TwilioTelephonyOptions {
  accountSid: string;
  authToken: string;
  /** E.164 caller id of calls, and sender of texts without a messaging service. */
  fromNumber: string;
  /** Texts go through this Messaging Service (its sender pool) when set. */
  messagingServiceSid?: string | undefined;
  /** Another origin for every Twilio API call (TWILIO_API_URL): a local fake in tests. */
  apiUrl?: string | undefined;
}

/** A request waits for Twilio this long at most: the caller's HTTP request is waiting too. */
const requestTimeoutMs = 10_000;

/** Half-second waits ("w") before an extension's digits, so the phone system has answered. */
const extensionDelay = 'wwww';

/** Sends every Twilio API call to `apiUrl`'s origin instead, keeping path and query. */
class RedirectedRequestClient extends twilio.RequestClient {
  readonly #origin: string;

  constructor(apiUrl: string) {
    super({ timeout: requestTimeoutMs });
    this.#origin = new URL(apiUrl).origin;
  }

  override request<TData>(
    options: RequestClient.RequestOptions<TData>,
  ): Promise<TwilioResponse.default<TData>> {
    const uri = new URL(options.uri);
    return super.request({ ...options, uri: `${this.#origin}${uri.pathname}${uri.search}` });
  }
}

/**
 * The real adapter: Twilio's Messages, Calls, AvailablePhoneNumbers and IncomingPhoneNumbers APIs
 * through the official package. A placed call carries its TwiML inline (no webhook of ours has to
 * be reachable) and reads the script; a bought number sends its calls to our webhooks.
 */
export function createTwilioTelephony(options: TwilioTelephonyOptions): Telephony {
  const client = twilio(options.accountSid, options.authToken, {
    timeout: requestTimeoutMs,
    // Twilio answers 429 when we send faster than the account allows: wait and retry briefly.
    autoRetry: true,
    maxRetries: 2,
    ...(options.apiUrl === undefined
      ? {}
      : { httpClient: new RedirectedRequestClient(options.apiUrl) }),
  });
  const sender =
    options.messagingServiceSid === undefined
      ? { from: options.fromNumber }
      : { messagingServiceSid: options.messagingServiceSid };

  return {
    kind: 'twilio',
    sendText: async ({ to, body }) => {
      try {
        const message = await client.messages.create({ to, body, ...sender });
        return { id: message.sid };
      } catch (error) {
        throw telephonyError(error, 'text message');
      }
    },
    placeCall: async ({ to, extension, script }) => {
      try {
        const call = await client.calls.create({
          to,
          from: options.fromNumber,
          twiml: twimlOf(script),
          ...(extension === null ? {} : { sendDigits: `${extensionDelay}${extension}` }),
        });
        return { id: call.sid };
      } catch (error) {
        throw telephonyError(error, 'call');
      }
    },
    searchNumbers: async (areaCode, limit) => {
      try {
        const found = await client
          .availablePhoneNumbers(numberCountry)
          .local.list({ areaCode: Number(areaCode), voiceEnabled: true, smsEnabled: true, limit });
        return found
          .filter((available) => isE164(available.phoneNumber))
          .map((available) => ({ number: available.phoneNumber }));
      } catch (error) {
        throw telephonyError(error, 'number search');
      }
    },
    buyNumber: async ({ number, friendlyName, voiceUrl, statusCallbackUrl }) => {
      try {
        const bought = await client.incomingPhoneNumbers.create({
          phoneNumber: number,
          friendlyName,
          voiceUrl,
          voiceMethod: 'POST',
          statusCallback: statusCallbackUrl,
          statusCallbackMethod: 'POST',
        });
        return checkedOwnedNumber({ id: bought.sid, number: bought.phoneNumber });
      } catch (error) {
        throw telephonyError(error, 'number purchase');
      }
    },
    findNumber: async (friendlyName) => {
      try {
        const [owned] = await client.incomingPhoneNumbers.list({ friendlyName, limit: 1 });
        return owned === undefined
          ? null
          : checkedOwnedNumber({ id: owned.sid, number: owned.phoneNumber });
      } catch (error) {
        throw telephonyError(error, 'number lookup');
      }
    },
    releaseNumber: async (id) => {
      try {
        await client.incomingPhoneNumbers(id).remove();
      } catch (error) {
        // Released before (by us, or by hand in the console): nothing is left to give back.
        if (error instanceof twilio.RestException && error.status === 404) return;
        throw telephonyError(error, 'number release');
      }
    },
    isSignedWebhook: (signature, url, params) =>
      twilio.validateRequest(options.authToken, signature, url, params),
  };
}

/** The numbers we buy are Canadian (Toronto's area codes). */
const numberCountry = 'CA';

const frenchVoice = { language: 'fr-CA', voice: 'Polly.Chantal' } as const;

/** The TwiML of a script: <Say> and <Pause> verbs in order. */
export function twimlOf(script: readonly SpeechStep[]): string {
  const response = new twilio.twiml.VoiceResponse();
  for (const step of script) {
    if ('say' in step) {
      // Twilio's Canadian French voice; English keeps Twilio's default voice.
      if (step.language === 'fr') response.say(frenchVoice, step.say);
      else response.say(step.say);
    } else response.pause({ length: step.pauseSeconds });
  }
  return response.toString();
}

/**
 * Twilio error codes the person asking can act on (https://www.twilio.com/docs/api/errors):
 * 21211 and 21217, not a valid phone number; 21614, not a mobile number; 21612, not reachable by
 * text; 21610, the number replied STOP. Anything else is ours to fix (credentials, geographic
 * permissions, balance) or Twilio's, and looks the same to the user: unavailable.
 */
const failureOfTwilioCode: Readonly<Record<number, TelephonyFailure>> = {
  21211: 'invalid-number',
  21217: 'invalid-number',
  21614: 'cannot-receive',
  21612: 'cannot-receive',
  21610: 'cannot-receive',
  // The number of a search was bought by someone else before our purchase.
  21422: 'number-taken',
};

function telephonyError(error: unknown, what: string): TelephonyError {
  const code = error instanceof twilio.RestException ? error.code : undefined;
  const reason = (code === undefined ? undefined : failureOfTwilioCode[code]) ?? 'unavailable';
  const detail = error instanceof Error ? error.message : String(error);
  return new TelephonyError(reason, `Twilio refused the ${what}: ${detail}`, { cause: error });
}
