import { providerWaitlistLimits } from '@kinderwait/contract';
import type { Database } from '../../../db/database.ts';
import type { StoredSettings } from './provider-waitlist.repository.ts';
import { findSettings } from './provider-waitlist.repository.ts';

/** A provider's waitlist settings before they save any. */
export const defaultWaitlistSettings: StoredSettings = {
  policy: null,
  autoOffer: false,
  offerDeadlineBusinessDays: providerWaitlistLimits.offerDeadlineBusinessDaysDefault,
};

/** The provider's settings, the defaults when never saved (offers read them too). */
export async function waitlistSettingsOf(
  db: Database,
  providerId: string,
): Promise<StoredSettings> {
  return (await findSettings(db, providerId)) ?? defaultWaitlistSettings;
}
