import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorPagePath } from '../../lib/navigation';
import { paths } from '../../config/paths';
import { renderAppAt } from '../testing/render-app-at';
import { moveToOfflineOrigin } from '../testing/offline-origin';

moveToOfflineOrigin();

describe('error page', () => {
  it('shows the code, the decoded message and a link home', async () => {
    renderAppAt(paths.error.getHref('503', 'Service unavailable: try again at 5:00 / 100% soon'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    expect(screen.getByText('Error 503')).toBeInTheDocument();
    expect(
      screen.getByText('Service unavailable: try again at 5:00 / 100% soon'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the message of a path built by the HTTP client’s errorPagePath', async () => {
    renderAppAt(errorPagePath('network', 'Network Error: timeout of 0ms exceeded'));
    expect(await screen.findByText('Error network')).toBeInTheDocument();
    expect(screen.getByText('Network Error: timeout of 0ms exceeded')).toBeInTheDocument();
  });

  it('decodes a message that was encoded twice', async () => {
    renderAppAt(`/error/500/${encodeURIComponent(encodeURIComponent('Server error'))}`);
    expect(await screen.findByText('Server error')).toBeInTheDocument();
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
