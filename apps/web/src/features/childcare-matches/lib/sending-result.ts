import { z } from 'zod';
import { SendRequestOutcome } from '@kinderwait/contract/waitlist';

/**
 * What the sending result page shows: the child the requests were for and the server's outcome per
 * provider. It travels in the router's state and is kept in this tab's sessionStorage, so a
 * reload of the result page still shows it; sessionStorage ends with the tab, and a new send
 * replaces it. (lib/storage.ts is the door to localStorage's SPEC 9 keys only.)
 */
export const SendingResult = z.object({
  childId: z.uuid(),
  childFirstName: z.string().nullable(),
  items: z.array(SendRequestOutcome),
});
export type SendingResult = z.infer<typeof SendingResult>;

const sessionKey = 'kinderwait.sendingResult';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the result for a reload of the result page; storage failures only lose that. */
export function keepSendingResult(result: SendingResult): void {
  try {
    sessionStore()?.setItem(sessionKey, JSON.stringify(result));
  } catch {
    // Quota or blocked storage: the router state still carries this visit.
  }
}

/** A result from the router's state, if it is one. */
export function sendingResultOf(value: unknown): SendingResult | null {
  const parsed = SendingResult.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The result kept in this tab, if any (and readable). */
export function readKeptSendingResult(): SendingResult | null {
  try {
    const text = sessionStore()?.getItem(sessionKey);
    if (text === null || text === undefined) return null;
    return sendingResultOf(JSON.parse(text));
  } catch {
    return null;
  }
}
