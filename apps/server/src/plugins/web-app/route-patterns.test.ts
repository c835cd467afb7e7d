import { describe, expect, it } from 'vitest';
import { createPageMatcher } from './route-patterns.ts';

describe('createPageMatcher', () => {
  const isPage = createPageMatcher([
    '/',
    '/about',
    '/waitlist/:childId',
    '/waitlist/children',
    '/broadcast/*',
  ]);

  it('knows a listed page, in any letter case, and the landing page', () => {
    expect(isPage('/about')).toBe(true);
    expect(isPage('/About')).toBe(true);
    expect(isPage('/')).toBe(true);
  });

  it('lets a parameter stand for exactly one segment', () => {
    expect(isPage('/waitlist/8f14e45f')).toBe(true);
    expect(isPage('/waitlist/children')).toBe(true);
    expect(isPage('/waitlist')).toBe(false);
    expect(isPage('/waitlist/8f14e45f/extra')).toBe(false);
  });

  it('lets a final * stand for any rest of the path, or none', () => {
    expect(isPage('/broadcast')).toBe(true);
    expect(isPage('/broadcast/new/draft')).toBe(true);
    expect(isPage('/broadcasts')).toBe(false);
  });

  it('does not know a path no pattern lists', () => {
    expect(isPage('/no-such-page')).toBe(false);
    expect(isPage('/about/team')).toBe(false);
  });
});
