import { describe, expect, it } from 'vitest';
import { formatCount, formatIsoDate } from './format';

describe('formatIsoDate', () => {
  it('writes an ISO date as month, day and year', () => {
    expect(formatIsoDate('2024-04-19')).toBe('April 19, 2024');
    expect(formatIsoDate('2025-01-01')).toBe('January 1, 2025');
  });

  it('returns text that is not an ISO date unchanged', () => {
    expect(formatIsoDate('yesterday')).toBe('yesterday');
    expect(formatIsoDate('2024-13-01')).toBe('2024-13-01');
  });
});

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(81027)).toBe('81,027');
    expect(formatCount(1066)).toBe('1,066');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
