import axios from 'axios';
import { parseValidationDetail } from '@kinderwait/contract/validation-detail';

/** Dollars as typed ("12.50", "$12") to cents; null for blank, NaN for text that is no amount. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** Cents to the dollars a field shows ("12.50"); '' for none. */
export function centsToDollars(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}

/** SPEC 9: times shown as hh:mm AM/PM (a shared rule; the matches screen shows hours too). */
export { formatClockTime } from '@kinderwait/contract/rules/display-format';

/**
 * The field errors of a failed save: a 400's `detail` (the contract's format) keyed by its path
 * without the leading 'body' ("profile.name", "ageGroups.0.hoursOfBusiness.1.timeEnd"); issues
 * without a path under `''`.
 */
export function fieldErrorsOf(error: unknown): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return found;
  const data: unknown = error.response.data;
  if (typeof data !== 'object' || data === null || !('detail' in data)) return found;
  if (typeof data.detail !== 'string') return found;
  for (const issue of parseValidationDetail(data.detail)) {
    const path = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path;
    const key = path.join('.');
    if (!found.has(key)) found.set(key, issue.message);
  }
  return found;
}
