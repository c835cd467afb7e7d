import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  readReturnPath,
  rememberReturnPath,
  returnPathLifetimeMs,
} from './return-path';

const savedAt = Date.UTC(2026, 10, 26, 15, 0);

describe('the page to return to after signing in', () => {
  afterEach(() => {
    forgetReturnPath();
  });

  it('gives back the remembered path with its query while it is fresh, and keeps it until forgotten', () => {
    rememberReturnPath('/waitlist/children?child=1', savedAt);
    expect(readReturnPath(savedAt + 60_000)).toBe('/waitlist/children?child=1');
    expect(readReturnPath(savedAt + returnPathLifetimeMs)).toBe('/waitlist/children?child=1');
    forgetReturnPath();
    expect(readReturnPath(savedAt + 60_000)).toBeNull();
  });

  it('forgets a path older than its lifetime', () => {
    rememberReturnPath('/user-profile', savedAt);
    expect(readReturnPath(savedAt + returnPathLifetimeMs + 1)).toBeNull();
  });

  it('never remembers a path that would leave the site or is part of signing in', () => {
    for (const path of [
      '//evil.example/home',
      'https://evil.example',
      '/\\evil.example',
      '/auth/login',
      '/onboarding/steps',
      '/entry/login',
    ]) {
      rememberReturnPath(path, savedAt);
      expect(readReturnPath(savedAt)).toBeNull();
    }
  });

  it('ignores a stored value it did not write', () => {
    localStorage.setItem('kinderwait.returnPath', '{"path":"//evil.example","savedAt":1}');
    expect(readReturnPath(2)).toBeNull();
    localStorage.setItem('kinderwait.returnPath', 'not json');
    expect(readReturnPath(2)).toBeNull();
  });
});
