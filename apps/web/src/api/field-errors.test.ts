import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, test } from 'vitest';
import { commonErrorCodes } from '@kinderwait/contract/errors';
import {
  fieldErrorsOf,
  serverFieldErrors,
  validationDetailOf,
  validationFailedCode,
} from './field-errors';

function badRequest(detail: string, status = 400, code?: string): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Bad request', String(status), undefined, undefined, {
    status,
    statusText: 'Bad Request',
    headers,
    config: { headers },
    data: { message: 'Invalid input', detail, ...(code === undefined ? {} : { code }) },
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

  test('the words passed word each message', () => {
    const upper = (message: string) => message.toUpperCase();
    expect(
      fieldErrorsOf(badRequest(detail), upper).get('ageGroups.0.hoursOfBusiness.1.timeEnd'),
    ).toBe('MUST BE AFTER TIMESTART');
    expect(serverFieldErrors('body.firstName: Too long', ['firstName'] as const, upper)).toEqual([
      { field: 'firstName', message: 'TOO LONG' },
    ]);
  });
});

describe('the detail of a refused request’s values', () => {
  test('only a 400 with the validation code has one', () => {
    expect(validationFailedCode).toBe(commonErrorCodes.validationFailed);
    expect(validationDetailOf(badRequest(detail, 400, validationFailedCode))).toBe(detail);
    expect(validationDetailOf(badRequest(detail, 400, 'claim_code_incorrect'))).toBeUndefined();
    expect(validationDetailOf(badRequest(detail, 409, validationFailedCode))).toBeUndefined();
  });
});
