import { useEffect, useState } from 'react';
import { mapDefaults } from '@kinderwait/contract/constants';
import type { LatLng } from './reverse-geocode';

export const defaultLocation: LatLng = { lat: mapDefaults.latitude, lng: mapDefaults.longitude };

const geolocationTimeoutMs = 8000;

/**
 * Where the map starts (docs/product/onboarding.md#map): the saved location when there is one, else
 * the browser's position, else the default (43.6532, -79.3832) when geolocation is missing, fails
 * or is denied. Undefined while it is being found: the map waits for it before drawing.
 */
export function useInitialLocation(saved: LatLng | null | undefined): LatLng | undefined {
  const [found, setFound] = useState<LatLng | undefined>(undefined);
  const waitingForSaved = saved === undefined;
  const hasSaved = saved !== null && saved !== undefined;
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  useEffect(() => {
    if (waitingForSaved || hasSaved || !canLocate) return;
    let active = true;
    const settle = (location: LatLng) => {
      if (active) setFound((current) => current ?? location);
    };
    // The API's timeout does not count the time a permission prompt stays unanswered: a user who
    // ignores the prompt still gets a map at the default place.
    const unanswered = window.setTimeout(() => {
      settle(defaultLocation);
    }, geolocationTimeoutMs);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        settle({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        settle(defaultLocation);
      },
      { timeout: geolocationTimeoutMs, maximumAge: 10 * 60 * 1000 },
    );
    return () => {
      active = false;
      window.clearTimeout(unanswered);
    };
  }, [waitingForSaved, hasSaved, canLocate]);

  if (hasSaved) return saved;
  if (waitingForSaved) return undefined;
  return canLocate ? found : defaultLocation;
}
