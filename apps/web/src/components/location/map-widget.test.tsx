import { render, screen, waitFor } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { setMapSettingsForTests } from '../../config/map-settings';
import { MapWidget } from './map-widget';
import { useInitialLocation } from './use-initial-location';
import { locationCatalogue } from './location-messages';
import { loadMessages } from '../../lib/i18n/use-messages';
// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() => Promise.all([locationCatalogue].map((catalogue) => loadMessages(catalogue, 'en'))));

setMapSettingsForTests({
  // Nothing listens there and jsdom fetches no images: tests never reach the internet.
  tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  tileAttribution: 'Test tiles',
  geocoderUrl: 'http://127.0.0.1:9',
  addressSuggestions: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the map widget', () => {
  test('waits for an initial location before drawing', () => {
    const onLocationChange = vi.fn();
    const { container } = render(
      <MapWidget
        draggable={false}
        initialLocation={undefined}
        onLocationChange={onLocationChange}
      />,
    );
    expect(container.querySelector('.leaflet-container')).toBeNull();
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(onLocationChange).not.toHaveBeenCalled();
  });

  test('emits locationChange once when first shown, with our 50×50 pin at default size 500px × 100%', async () => {
    const onLocationChange = vi.fn();
    const { container, rerender } = render(
      <MapWidget
        draggable={false}
        initialLocation={{ lat: 43.7, lng: -79.4 }}
        onLocationChange={onLocationChange}
      />,
    );
    await waitFor(() => {
      expect(onLocationChange).toHaveBeenCalledWith({ lat: 43.7, lng: -79.4 });
    });
    const pin = await screen.findByAltText('Location pin');
    expect(pin).toHaveStyle({ width: '50px', height: '50px' });
    expect(screen.getByRole('region')).toHaveStyle({ height: '500px', width: '100%' });
    rerender(
      <MapWidget
        draggable
        initialLocation={{ lat: 43.7, lng: -79.4 }}
        onLocationChange={onLocationChange}
      />,
    );
    expect(container.querySelector('.leaflet-marker-draggable')).not.toBeNull();
    expect(onLocationChange).toHaveBeenCalledTimes(1);
  });

  test('moves the pin and the map to a place it is given, without reporting it as a drag', async () => {
    const onLocationChange = vi.fn();
    const start = { lat: 43.6532, lng: -79.3832 };
    const { container, rerender } = render(
      <MapWidget draggable={false} initialLocation={start} onLocationChange={onLocationChange} />,
    );
    await screen.findByAltText('Location pin');
    // jsdom lays nothing out, so the map shows the one zoom-14 tile under its centre.
    const tiles = () =>
      [...container.querySelectorAll('img.leaflet-tile')].map((tile) => tile.getAttribute('src'));
    expect(tiles()).toContain('http://127.0.0.1:9/14/4579/5979.png');
    rerender(
      <MapWidget
        draggable={false}
        initialLocation={start}
        onLocationChange={onLocationChange}
        pinTarget={{ lat: 43.788671, lng: -79.155649 }}
      />,
    );
    await waitFor(() => {
      expect(tiles()).toContain('http://127.0.0.1:9/14/4589/5970.png');
    });
    // The pin stays at the centre of the map, which moved under it.
    expect(screen.getByAltText('Location pin')).toHaveStyle({ left: '0px', top: '0px' });
    expect(onLocationChange).toHaveBeenCalledTimes(1);
  });

  test('falls back to 43.6532, -79.3832 when geolocation is denied', async () => {
    vi.stubGlobal('navigator', {
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) => {
          fail({ code: 1 });
        },
      },
    });
    const { result } = renderHook(() => useInitialLocation(null));
    await waitFor(() => {
      expect(result.current).toEqual({ lat: 43.6532, lng: -79.3832 });
    });
  });
});
