import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '@kinderwait/contract/web-paths';
import { paths } from './paths';

describe('paths', () => {
  it('takes the public pages from the contract', () => {
    expect(paths.about.getHref()).toBe(publicPagePaths.about);
    expect(paths.policies.privacyPolicy.path).toBe(publicPagePaths.privacyPolicy);
  });

  it('builds links that match their own route pattern, encoding each segment', () => {
    const href = paths.error.getHref('500', 'Server error / try again?');
    expect(href).toBe('/error/500/Server%20error%20%2F%20try%20again%3F');
    const params = matchPath(paths.error.path, href)?.params;
    expect(params?.code).toBe('500');
    // An encoded slash keeps the message one segment; decoding gives the original back.
    expect(decodeURIComponent(params?.message ?? '')).toBe('Server error / try again?');
    const article = matchPath(paths.blogArticle.path, paths.blogArticle.getHref('a b'));
    expect(decodeURIComponent(article?.params.id ?? '')).toBe('a b');
  });
});
