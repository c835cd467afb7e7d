import { describe, expect, it } from 'vitest';
import { formatLimitReachedDetail, parseLimitReachedDetail, usageMessages } from './usage.ts';

describe('the limit_reached detail', () => {
  it('says what ran out and when it renews, and reads back', () => {
    const detail = formatLimitReachedDetail({
      kind: 'assistantMessage',
      renewsAt: '2026-11-24T05:00:00.000Z',
    });
    expect(detail).toBe('usage.assistantMessage: renews at 2026-11-24T05:00:00.000Z');
    expect(parseLimitReachedDetail(detail)).toEqual({
      kind: 'assistantMessage',
      renewsAt: '2026-11-24T05:00:00.000Z',
    });
  });

  it('reads anything else as no limit', () => {
    expect(parseLimitReachedDetail(undefined)).toBeNull();
    expect(parseLimitReachedDetail('body.email: Invalid email address')).toBeNull();
    expect(parseLimitReachedDetail('usage.parking: renews at 2026-11-24T05:00:00.000Z')).toBeNull();
    expect(parseLimitReachedDetail('usage.broadcast: renews at soon')).toBeNull();
  });
});

describe('usageMessages.limitReached', () => {
  it('names the kind, the count and the period', () => {
    expect(usageMessages.limitReached('assistantMessage', 30)).toBe(
      'You have used all 30 assistant messages your plan includes a day.',
    );
    expect(usageMessages.limitReached('broadcast', 1)).toBe(
      'You have used the 1 broadcast your plan includes a month.',
    );
    expect(usageMessages.limitReached('voiceMinute', 0)).toBe(
      'Your plan includes no voice minutes.',
    );
  });
});
