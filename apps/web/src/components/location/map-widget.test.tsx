import { render, screen, waitFor } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setMapSettingsForTests } from '../../config/map-settings';
import { MapWidget } from './map-widget';
import { useInitialLocation } from './use-initial-location';

setMapSettingsForTests({
  // Nothing listens there and jsdom fetches no images: tests never reach the internet.
  tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  tileAttribution: 'Test tiles',
  geocoderUrl: 'http://127.0.0.1:9',
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
