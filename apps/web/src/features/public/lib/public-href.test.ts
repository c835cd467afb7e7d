import { describe, expect, it } from 'vitest';
import { isTranslatedPublicPath } from './public-href';

describe('isTranslatedPublicPath', () => {
  it('counts the public pages, their anchors and blog articles', () => {
    expect(isTranslatedPublicPath('/')).toBe(true);
    expect(isTranslatedPublicPath('/safety#report')).toBe(true);
    expect(isTranslatedPublicPath('/blog/choosing-care')).toBe(true);
    expect(isTranslatedPublicPath('/policies/privacy-policy')).toBe(true);
  });

  it('leaves sign-in and the app alone', () => {
    expect(isTranslatedPublicPath('/auth/login')).toBe(false);
    expect(isTranslatedPublicPath('/app')).toBe(false);
  });
});
