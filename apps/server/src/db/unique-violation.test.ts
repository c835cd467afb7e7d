import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

describe('isUniqueViolation', () => {
  it('recognises the SQLSTATE on the driver error and on the error drizzle wraps it in', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(driverError)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: driverError }))).toBe(true);
  });

  it('is false for other database errors and for values that are not errors', () => {
    const notNull = Object.assign(new Error('null value'), { code: '23502' });
    expect(isUniqueViolation(notNull)).toBe(false);
    expect(isUniqueViolation(new Error('Failed query', { cause: notNull }))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
