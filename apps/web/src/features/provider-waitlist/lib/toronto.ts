import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { torontoDateAndTime } from '../../../components/countdown/deadline-time';

/** An instant's day in Toronto, in SPEC 9's date style ("Monday, 05 May"). */
export function torontoDay(iso: string): string {
  return formatStartDate(torontoDateAndTime(iso).date);
}
