import type { TelephonyLogEntry } from '@kinderwait/contract';
import type { TelephonySandboxReader } from '../../integrations/telephony/telephony-sandbox-reader.ts';

/** One page is enough for a developer or a browser test looking for the latest code. */
export const telephonyLogPageSize = 50;

export interface DevTelephonyService {
  /** The newest page of the telephony sandbox, only what went to `to` (E.164) when given. */
  latest(to: string | undefined): Promise<TelephonyLogEntry[]>;
}

export function createDevTelephonyService(sandbox: TelephonySandboxReader): DevTelephonyService {
  return { latest: (to) => sandbox.latest({ to, limit: telephonyLogPageSize }) };
}
