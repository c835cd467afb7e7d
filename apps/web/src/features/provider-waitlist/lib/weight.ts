import { waitlistPriorityLimits } from '@kinderwait/contract/provider-waitlist';

/** A weight typed as text: a whole number from 0 to 100, else null. */
export function parseWeight(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const weight = Number(trimmed);
  return weight >= waitlistPriorityLimits.weightMin && weight <= waitlistPriorityLimits.weightMax
    ? weight
    : null;
}
