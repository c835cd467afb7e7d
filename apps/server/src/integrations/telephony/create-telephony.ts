import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createSandboxTelephony } from './sandbox-telephony.ts';
import type { Telephony } from './telephony.ts';

/**
 * Twilio when its three settings are set (the config refuses part of them), else the sandbox.
 * The twilio package is loaded only then: it takes a quarter of a second to import.
 */
export async function createTelephony({
  config,
  db,
  clock,
}: {
  config: Config;
  db: Database;
  clock: Clock;
}): Promise<Telephony> {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER } = config;
  if (
    TWILIO_ACCOUNT_SID === undefined ||
    TWILIO_AUTH_TOKEN === undefined ||
    TWILIO_FROM_NUMBER === undefined
  ) {
    return createSandboxTelephony(db, clock);
  }
  const { createTwilioTelephony } = await import('./twilio-telephony.ts');
  return createTwilioTelephony({
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    fromNumber: TWILIO_FROM_NUMBER,
    messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
    apiUrl: config.TWILIO_API_URL,
  });
}
