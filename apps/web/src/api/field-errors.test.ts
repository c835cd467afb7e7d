import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, test } from 'vitest';
import { fieldErrorsOf, serverFieldErrors } from './field-errors';

function badRequest(detail: string, status = 400): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Bad request', String(status), undefined, undefined, {
    status,
    statusText: 'Bad Request',
    headers,
    config: { headers },
    data: { message: 'Invalid input', detail },
  });
}

const detail =
  'body.ageGroups.0.hoursOfBusiness.1.timeEnd: must be after timeStart; body.contact.website: Use a web address starting with http:// or https://';

describe('the fields a refused save names', () => {
  test("a 400's detail keyed by path, without the leading body", () => {
    const errors = fieldErrorsOf(badRequest(detail));
    expect(errors.get('ageGroups.0.hoursOfBusiness.1.timeEnd')).toBe('must be after timeStart');
    expect(errors.get('contact.website')).toMatch(/^Use a web address/);
  });

  test('any other status names no field', () => {
    expect(fieldErrorsOf(badRequest(detail, 409)).size).toBe(0);
    expect(fieldErrorsOf(new Error('offline')).size).toBe(0);
  });

  test("a form's own fields, by the body field an issue starts with, once each", () => {
    expect(
      serverFieldErrors(
        'body.location.address: Required; body.firstName: Too long; body.firstName: Again; query.x: No',
        ['firstName', 'location'] as const,
      ),
    ).toEqual([
      { field: 'location', message: 'Required' },
      { field: 'firstName', message: 'Too long' },
    ]);
    expect(serverFieldErrors(undefined, ['firstName'] as const)).toEqual([]);
  });
});
