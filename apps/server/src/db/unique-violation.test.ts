import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from './unique-violation.ts';

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

describe('isForeignKeyViolation', () => {
  it('recognises its SQLSTATE, wrapped or not, and nothing else', () => {
    const missingRow = Object.assign(new Error('violates foreign key'), { code: '23503' });
    expect(isForeignKeyViolation(missingRow)).toBe(true);
    expect(isForeignKeyViolation(new Error('Failed query', { cause: missingRow }))).toBe(true);
    expect(isForeignKeyViolation(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(
      false,
    );
  });
});
