// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  findForbiddenModules,
  signedInFeatureFolders,
  signedInModuleTest,
} from './signed-in-modules.ts';

const root = '/repo';
const src = '/repo/apps/web/src';

describe('signedInFeatureFolders', () => {
  it('treats every feature folder but public as signed-in code, a new one included', () => {
    expect(signedInFeatureFolders(['public', 'user-profile', 'auth', 'billing'])).toEqual([
      'auth',
      'billing',
      'user-profile',
    ]);
  });
});

describe('signedInModuleTest', () => {
  const isSignedIn = signedInModuleTest(src, ['auth', 'home']);

  it('flags modules of signed-in features, whatever prefix or query the bundler adds', () => {
    expect(isSignedIn(`${src}/features/home/home-content.ts`)).toBe(true);
    expect(isSignedIn(`${src}/features/auth/components/login-form.tsx?commonjs-proxy`)).toBe(true);
    expect(isSignedIn(`\0${src}/features/auth/sign-out.ts`)).toBe(true);
  });

  it('flags the access guard but not route-access.ts, which the route table needs', () => {
    expect(isSignedIn(`${src}/app/guard/signed-in-guard.tsx`)).toBe(true);
    expect(isSignedIn(`${src}/app/guard/route-access.ts`)).toBe(false);
  });

  it('leaves public features, other folders and look-alike names alone', () => {
    expect(isSignedIn(`${src}/features/public/components/landing/landing-page.tsx`)).toBe(false);
    expect(isSignedIn(`${src}/features/homepage/x.ts`)).toBe(false);
    expect(isSignedIn(`${src}/app/routes/landing.tsx`)).toBe(false);
    expect(isSignedIn('/repo/node_modules/lib/src/features/home/x.js')).toBe(false);
  });
});

describe('findForbiddenModules', () => {
  const isSignedIn = signedInModuleTest(src, ['home']);
  const chunkModules = new Map([
    ['assets/entry.js', [`${src}/main.tsx`]],
    ['assets/shared.js', [`${src}/features/public/brand.ts`, `${src}/features/home/steps.ts`]],
    ['assets/about.js', [`${src}/app/routes/about.tsx`]],
    ['assets/home.js', [`${src}/features/home/home-page.tsx`]],
  ]);

  it('reports a signed-in module in a shared chunk once, with every page that loads it', () => {
    const pages = [
      { path: '/', files: ['assets/entry.js', 'assets/shared.js'] },
      { path: '/about', files: ['assets/entry.js', 'assets/about.js', 'assets/shared.js'] },
    ];
    expect(findForbiddenModules(pages, chunkModules, isSignedIn, root)).toEqual([
      'assets/shared.js: apps/web/src/features/home/steps.ts (/, /about)',
    ]);
  });

  it('ignores chunks no page loads up front (lazily loaded signed-in pages)', () => {
    const pages = [{ path: '/about', files: ['assets/entry.js', 'assets/about.js'] }];
    expect(findForbiddenModules(pages, chunkModules, isSignedIn, root)).toEqual([]);
  });
});
