import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { torontoDateAndTime } from '../../../components/countdown/deadline-time';

/**
 * An instant's day in Toronto, in the product's date style ("Monday, 05 May",
 * docs/product/platform.md#dates-and-times).
 */
export function torontoDay(iso: string): string {
  return formatStartDate(torontoDateAndTime(iso).date);
}
