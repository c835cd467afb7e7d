import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, test } from 'vitest';
import { centsToDollars, dollarsToCents, fieldErrorsOf, formatClockTime } from './profile-values';

describe('the provider profile values', () => {
  test('dollars typed become cents on the wire, and back', () => {
    expect(dollarsToCents('12.50')).toBe(1250);
    expect(dollarsToCents('$ 80')).toBe(8000);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('ten')).toBeNaN();
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(null)).toBe('');
  });

  test('times show as hh:mm AM/PM (SPEC 9)', () => {
    expect(formatClockTime('07:30')).toBe('07:30 AM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('18:00')).toBe('06:00 PM');
  });

  test("a 400's detail names the fields, without the leading body", () => {
    const headers = new AxiosHeaders();
    const error = new AxiosError('Bad request', '400', undefined, undefined, {
      status: 400,
      statusText: 'Bad Request',
      headers,
      config: { headers },
      data: {
        message: 'Invalid input',
        detail:
          'body.ageGroups.0.hoursOfBusiness.1.timeEnd: must be after timeStart; body.contact.website: Use a web address starting with http:// or https://',
      },
    });
    const errors = fieldErrorsOf(error);
    expect(errors.get('ageGroups.0.hoursOfBusiness.1.timeEnd')).toBe('must be after timeStart');
    expect(errors.get('contact.website')).toMatch(/^Use a web address/);
  });
});
