import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { brand } from '@kinderwait/contract/brand';
import { createAnalytics, initAnalytics, trackPageView } from './analytics';
import { usePageViewTracking } from './use-page-view-tracking';

function gtagScripts() {
  return Array.from(document.querySelectorAll('script')).filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/'),
  );
}

/** gtag pushes `arguments` objects; compare them as arrays. */
function commands() {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  for (const script of gtagScripts()) script.remove();
});

afterEach(() => {
  initAnalytics(undefined);
});

describe('analytics off (no measurement id)', () => {
  test('is off by default in tests and builds without VITE_GA_MEASUREMENT_ID', () => {
    const analytics = initAnalytics();
    expect(analytics.enabled).toBe(false);
    analytics.trackPageView('/about');
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });
});

describe('analytics on (measurement id configured)', () => {
  test('loads gtag.js from googletagmanager.com once, as an external async script', () => {
    const analytics = createAnalytics('G-TEST123');
    expect(gtagScripts()).toHaveLength(0);
    analytics.trackPageView('/');
    analytics.trackPageView('/about');
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(scripts[0]?.async).toBe(true);
    expect(document.querySelectorAll('script:not([src])')).toHaveLength(0);
  });

  test('configures IP anonymisation and turns automatic page views off', () => {
    createAnalytics('G-TEST123').trackPageView('/');
    expect(commands()).toContainEqual([
      'config',
      'G-TEST123',
      { anonymize_ip: true, send_page_view: false },
    ]);
  });

  test('sends a page_view with the route path and the product name as the fixed title', () => {
    const analytics = createAnalytics('G-TEST123');
    analytics.trackPageView('/about');
    analytics.trackPageView('/blog/choosing-care');
    const pageViews = commands().filter((command) => command[1] === 'page_view');
    expect(pageViews).toEqual([
      [
        'event',
        'page_view',
        {
          page_path: '/about',
          page_location: `${window.location.origin}/about`,
          page_title: brand.productName,
        },
      ],
      [
        'event',
        'page_view',
        {
          page_path: '/blog/choosing-care',
          page_location: `${window.location.origin}/blog/choosing-care`,
          page_title: brand.productName,
        },
      ],
    ]);
  });

  test('usePageViewTracking sends one page view per route change, path only', async () => {
    initAnalytics('G-TEST123');
    function Layout() {
      usePageViewTracking();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Layout /> }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/policies?utm_source=mail'));
    // Only the query changes: same page, no new page view; queries never leave the browser.
    await act(() => router.navigate('/policies?utm_source=web'));
    await act(() => router.navigate('/about'));
    const pageViews = commands().filter((command) => command[1] === 'page_view');
    expect(pageViews.map((command) => command[2])).toEqual([
      expect.objectContaining({ page_path: '/' }),
      expect.objectContaining({ page_path: '/policies' }),
      expect.objectContaining({ page_path: '/about' }),
    ]);
  });

  test('counts a prerendered page once when the app hydrates on it later', () => {
    initAnalytics('G-TEST123');
    // The view sent as the page loads, then the hydrated layout's effect on the same path.
    trackPageView('/about');
    function Layout() {
      usePageViewTracking();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Layout /> }], {
      initialEntries: ['/about'],
    });
    render(<RouterProvider router={router} />);
    const pageViews = commands().filter((command) => command[1] === 'page_view');
    expect(pageViews.map((command) => command[2])).toEqual([
      expect.objectContaining({ page_path: '/about' }),
    ]);
  });
});
