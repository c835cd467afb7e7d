import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { showLoading, useLoadingStore } from '../../stores/loading-store';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import { loadMessages } from '../../lib/i18n/use-messages';
import { LoadingOverlay } from './loading-overlay';
import { shellCatalogue } from './shell-messages';

// The signed-in shell loads these words before it renders; so does this file.
await loadMessages(shellCatalogue, 'en');
await loadMessages(shellCatalogue, 'fr');

beforeEach(() => {
  useLoadingStore.setState({ pending: 0 });
});

describe('LoadingOverlay', () => {
  test('shows no indicator while nothing is loading', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('draws nothing, not even a hidden backdrop, until something first loads', () => {
    // The indicator's module loads when it first opens, so the public pages start without it.
    const { container } = render(<LoadingOverlay />);
    expect(container).toBeEmptyDOMElement();
  });

  test('shows a full-screen indicator labelled "Loading" while something loads', async () => {
    render(<LoadingOverlay />);
    act(() => {
      showLoading();
    });
    const indicator = await screen.findByRole('progressbar', { name: 'Loading' });
    expect(indicator).toBeVisible();
    const backdrop = indicator.parentElement;
    if (backdrop === null) throw new Error('The indicator has no backdrop');
    expect(getComputedStyle(backdrop).position).toBe('fixed');
    expect(getComputedStyle(backdrop).inset).toBe('0px');
  });

  test('the indicator goes away when the operation ends', async () => {
    render(<LoadingOverlay />);
    let hide: () => void = () => undefined;
    act(() => {
      hide = showLoading();
    });
    await screen.findByRole('progressbar', { name: 'Loading' });
    act(() => {
      hide();
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('LoadingOverlay in French', () => {
  test('names its indicator in French', async () => {
    render(
      <I18nProvider language="fr">
        <LoadingOverlay />
      </I18nProvider>,
    );
    act(() => {
      showLoading();
    });
    expect(await screen.findByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
