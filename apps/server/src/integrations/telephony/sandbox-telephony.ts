import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Telephony } from './telephony.ts';
import { scriptText, TelephonyError } from './telephony.ts';
import {
  heldSandboxNumbers,
  insertSandboxEntry,
  insertSandboxNumber,
  releaseSandboxNumber,
} from './telephony-sandbox.repository.ts';

/**
 * The fictional numbers of an area code: 555-0100 to 555-0199, the range North American
 * numbering keeps for fiction, so a sandbox number never rings anyone.
 */
export function sandboxNumbersOf(areaCode: string): string[] {
  return Array.from(
    { length: 100 },
    (_unused, index) => `+1${areaCode}55501${String(index).padStart(2, '0')}`,
  );
}

/**
 * The embedded adapter: "sending" writes the text message or the call's script to the sandbox
 * log, read at /dev/telephony. Every number is reachable, so a developer can claim any listing.
 * Numbers are "sold" from the fictional range, each purchase and release logged too.
 */
export function createSandboxTelephony(db: Database, clock: Clock): Telephony {
  const log = (kind: 'sms' | 'number', to: string, text: string) =>
    insertSandboxEntry(db, { kind, to, extension: null, text, createdAt: clock() });

  return {
    kind: 'sandbox',
    sendText: async ({ to, body }) => ({ id: await log('sms', to, body) }),
    placeCall: async ({ to, extension, script }) => ({
      id: await insertSandboxEntry(db, {
        kind: 'call',
        to,
        extension,
        text: scriptText(script),
        createdAt: clock(),
      }),
    }),
    searchNumbers: async (areaCode, limit) => {
      const held = new Set((await heldSandboxNumbers(db)).map((row) => row.number));
      return sandboxNumbersOf(areaCode)
        .filter((number) => !held.has(number))
        .slice(0, limit)
        .map((number) => ({ number }));
    },
    buyNumber: async ({ number, friendlyName, voiceUrl, statusCallbackUrl }) => {
      const id = `PN${randomBytes(16).toString('hex')}`;
      const bought = await insertSandboxNumber(db, {
        id,
        number,
        friendlyName,
        voiceUrl,
        statusCallbackUrl,
        boughtAt: clock(),
      });
      if (!bought) throw new TelephonyError('number-taken', `${number} is held already`);
      await log('number', number, `Bought as ${friendlyName}. Calls: ${voiceUrl}`);
      return { id, number };
    },
    findNumber: async (friendlyName) => {
      const row = (await heldSandboxNumbers(db)).find((held) => held.friendlyName === friendlyName);
      return row === undefined ? null : { id: row.id, number: row.number };
    },
    releaseNumber: async (id) => {
      const number = await releaseSandboxNumber(db, id, clock());
      if (number !== null) await log('number', number, 'Released.');
    },
    isSignedWebhook: () => false,
  };
}
