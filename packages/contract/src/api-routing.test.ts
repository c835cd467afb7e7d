import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-routing.ts';

describe('isApiPath', () => {
  it('is true for /api and the legacy API paths', () => {
    for (const path of [
      '/api',
      '/api/health',
      '/account/getUserInfo',
      '/enrollment/getLanguages',
      '/booking/saveFavoritesLiked',
      '/policies/getPolicy',
    ]) {
      expect(isApiPath(path)).toBe(true);
    }
  });

  it('is false for web pages, including the policy pages next to the policy API', () => {
    for (const path of [
      '/',
      '/about',
      '/policies',
      '/policies/privacy-policy',
      '/apiary',
      '/auth/login',
    ]) {
      expect(isApiPath(path)).toBe(false);
    }
  });
});
