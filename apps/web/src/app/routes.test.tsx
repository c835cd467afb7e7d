import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authLoginPath, publicPagePaths } from '@kinderwait/contract/web-paths';
import { storageKeys } from '@kinderwait/contract/constants';
import { blogArticles } from '../features/public/blog/blog-articles';
import { paths } from '../config/paths';
import { renderAppAt } from './testing/render-app-at';
import { moveToOfflineOrigin } from './testing/offline-origin';

moveToOfflineOrigin();

const publicPageHeadings: Record<string, string> = {
  [publicPagePaths.landing]: 'Find childcare and join waitlists, all in one place',
  [publicPagePaths.about]: 'Why we built KinderWait',
  [publicPagePaths.blog]: 'Guides for Toronto families',
  [publicPagePaths.careers]: 'Work with us',
  [publicPagePaths.help]: 'How can we help?',
  [publicPagePaths.licenses]: 'Licences and data sources',
  [publicPagePaths.press]: 'Press and media',
  [publicPagePaths.safety]: 'Choosing child care safely',
  [publicPagePaths.policies]: 'Our policies',
  [publicPagePaths.cookiePolicy]: 'Cookie Policy',
  [publicPagePaths.privacyPolicy]: 'Privacy Policy',
  [publicPagePaths.termsOfUse]: 'Terms of Use',
};

async function findPageHeading() {
  return screen.findByRole('heading', { level: 1 });
}

describe('route table', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('has a heading for every public page path of the contract', () => {
    expect(Object.keys(publicPageHeadings).sort()).toEqual(Object.values(publicPagePaths).sort());
  });

  it.each(Object.entries(publicPageHeadings))('renders the page at %s', async (path, heading) => {
    renderAppAt(path);
    expect(await findPageHeading()).toHaveTextContent(heading);
    // Exactly one h1, inside the public layout's landmarks.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('renders every blog article at its own path', async () => {
    for (const article of blogArticles) {
      const { unmount } = renderAppAt(paths.blogArticle.getHref(article.id));
      expect(await findPageHeading()).toHaveTextContent(article.title);
      unmount();
    }
  });

  it('sets the document title of the page', async () => {
    renderAppAt(publicPagePaths.about);
    await findPageHeading();
    await waitFor(() => {
      expect(document.title).toBe('About us | KinderWait');
    });
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAppAt('/no/such/page');
    expect(await findPageHeading()).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page for a blog article that does not exist', async () => {
    renderAppAt(paths.blogArticle.getHref('no-such-article'));
    expect(await findPageHeading()).toHaveTextContent('Page not found');
  });

  it('sends /auth to the sign-in page', async () => {
    const { router } = renderAppAt(paths.auth.root.path);
    expect(await findPageHeading()).toHaveTextContent('Sign in');
    expect(router.state.location.pathname).toBe(authLoginPath);
  });

  it('guards the signed-in home page: a visitor without a token goes to sign in', async () => {
    const { router } = renderAppAt(paths.app.home.path);
    expect(await findPageHeading()).toHaveTextContent('Sign in');
    expect(router.state.location.pathname).toBe(authLoginPath);
  });

  it.each([
    ['/waitlist', '/waitlist/children'],
    ['/service-payment', '/service-payment/pricing-tier-carousel'],
    ['/onboarding', '/onboarding/steps'],
    ['/voice-ai-agent', '/voice-ai-agent/welcome'],
    ['/surveys', '/surveys/parent/waitlist'],
  ])('opens the first screen of the section at its bare path %s (%s)', async (section, first) => {
    window.localStorage.setItem(
      storageKeys.token,
      JSON.stringify({ accessToken: 'access', refreshToken: 'refresh' }),
    );
    const { router } = renderAppAt(section);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(first);
    });
    // In place of the bare path, so back never returns to the redirect.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('guards a section’s bare path: a visitor without a token goes to sign in', async () => {
    const { router } = renderAppAt('/waitlist');
    expect(await findPageHeading()).toHaveTextContent('Sign in');
    expect(router.state.location.pathname).toBe(authLoginPath);
  });

  it('shows the signed-in home page to a visitor with a token', async () => {
    window.localStorage.setItem(
      storageKeys.token,
      JSON.stringify({ accessToken: 'access', refreshToken: 'refresh' }),
    );
    renderAppAt(paths.app.home.path);
    expect(await findPageHeading()).toHaveTextContent('Welcome to KinderWait');
  });
});
