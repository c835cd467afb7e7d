import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Telephony } from './telephony.ts';
import { scriptText } from './telephony.ts';
import { insertSandboxEntry } from './telephony-sandbox.repository.ts';

/**
 * The embedded adapter: "sending" writes the text message or the call's script to the sandbox
 * log, read at /dev/telephony. Every number is reachable, so a developer can claim any listing.
 */
export function createSandboxTelephony(db: Database, clock: Clock): Telephony {
  return {
    kind: 'sandbox',
    sendText: async ({ to, body }) => ({
      id: await insertSandboxEntry(db, {
        kind: 'sms',
        to,
        extension: null,
        text: body,
        createdAt: clock(),
      }),
    }),
    placeCall: async ({ to, extension, script }) => ({
      id: await insertSandboxEntry(db, {
        kind: 'call',
        to,
        extension,
        text: scriptText(script),
        createdAt: clock(),
      }),
    }),
  };
}
