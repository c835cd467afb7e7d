import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorPageNavigation } from '../../lib/error-page-navigation';
import { paths } from '../../config/paths';
import { AppProviders } from '../app-providers';
import { createEmotionCache } from '../emotion-cache';
import { routes } from '../routes';
import { renderAppAt } from '../testing/render-app-at';
import { moveToOfflineOrigin } from '../testing/offline-origin';

moveToOfflineOrigin();

/** The error page as the app opens it: the path plus the state the HTTP client passes along. */
function renderAsTheAppOpensIt(code: string | number, message: string) {
  const { path, state } = errorPageNavigation(code, message);
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  render(
    <AppProviders cache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const phishing = 'Your account is suspended. Call +1-555-0100';

describe('error page', () => {
  it('shows the code, the message the app passed and a link home', async () => {
    renderAsTheAppOpensIt(503, 'Service unavailable: try again at 5:00 / 100% soon');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    expect(screen.getByText('Error 503')).toBeInTheDocument();
    expect(
      screen.getByText('Service unavailable: try again at 5:00 / 100% soon'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the network message the HTTP client passed', async () => {
    renderAsTheAppOpensIt('network', 'Network Error: timeout of 0ms exceeded');
    expect(await screen.findByText('Error network')).toBeInTheDocument();
    expect(screen.getByText('Network Error: timeout of 0ms exceeded')).toBeInTheDocument();
  });

  it('never shows the words of a pasted link: a known code gets its own message', async () => {
    renderAppAt(paths.error.getHref('403', phishing));
    expect(await screen.findByText('Error 403')).toBeInTheDocument();
    expect(screen.getByText('Request error')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/suspended|555-0100/);
    expect(document.title).not.toMatch(/suspended/);
    expect(document.head.innerHTML).not.toMatch(/suspended|555-0100/);
  });

  it('gives a pasted link to a server error or a network error their own words', async () => {
    const { unmount } = renderAppAt(paths.error.getHref('502', phishing));
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    unmount();
    renderAppAt(paths.error.getHref('network', phishing));
    expect(
      await screen.findByText('Network Error: the server could not be reached.'),
    ).toBeVisible();
    expect(document.body).not.toHaveTextContent(/suspended/);
  });

  it('ignores a message passed for another code than the one in the path', async () => {
    const { state } = errorPageNavigation(500, phishing);
    const router = createMemoryRouter(routes, {
      initialEntries: [{ pathname: paths.error.getHref('404', phishing), state }],
    });
    render(
      <AppProviders cache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText('Request error')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/suspended/);
  });

  it('shows the not-found page for a code the app never produces, so no text reaches the page', async () => {
    renderAppAt(paths.error.getHref(phishing, 'x'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(document.body).not.toHaveTextContent(/suspended/);
  });

  it('is not indexed by search engines', async () => {
    renderAppAt(paths.error.getHref('500', 'Server error'));
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });
});
