import { z } from 'zod';
import { SendRequestOutcome } from '@kinderwait/contract/waitlist';
import { readSessionStorage, sessionStorageKeys, writeSessionStorage } from '../../../lib/storage';

/**
 * What the sending result page shows: the child the requests were for and the server's outcome per
 * provider. It travels in the router's state and is kept in this tab's sessionStorage, so a
 * reload of the result page still shows it; sessionStorage ends with the tab, and a new send
 * replaces it.
 */
export const SendingResult = z.object({
  childId: z.uuid(),
  childFirstName: z.string().nullable(),
  items: z.array(SendRequestOutcome),
});
export type SendingResult = z.infer<typeof SendingResult>;

/** Keeps the result for a reload of the result page; storage failures only lose that. */
export function keepSendingResult(result: SendingResult): void {
  writeSessionStorage(sessionStorageKeys.sendingResult, JSON.stringify(result));
}

/** A result from the router's state, if it is one. */
export function sendingResultOf(value: unknown): SendingResult | null {
  const parsed = SendingResult.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The result kept in this tab, if any (and readable). */
export function readKeptSendingResult(): SendingResult | null {
  const text = readSessionStorage(sessionStorageKeys.sendingResult);
  if (text === null) return null;
  try {
    return sendingResultOf(JSON.parse(text));
  } catch {
    return null;
  }
}
