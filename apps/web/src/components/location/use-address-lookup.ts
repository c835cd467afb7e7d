import { useCallback, useRef, useState } from 'react';
import type { AddressDetails, LocationBody } from '@kinderwait/contract/addresses';
import type { AddressPart, AddressParts } from '@kinderwait/contract/rules/address';
import { buildAddressString, isAddressComplete } from '@kinderwait/contract/rules/address';
import { loadMapSettings } from '../../config/map-settings';
import { reverseGeocode } from './reverse-geocode';
import type { LatLng } from './reverse-geocode';

export interface SavedPlace {
  position: LatLng;
  details: AddressDetails | null;
}

/**
 * The location selector's state (docs/product/onboarding.md#location-selector): the pin's position
 * and the address parts, looked up by coordinates after each move. When the geocoder is unreachable
 * or knows no address there, `typing` turns on: the parts become editable and the pin only gives
 * coordinates.
 */
export function useAddressLookup(saved: SavedPlace | null) {
  const [position, setPosition] = useState<LatLng | undefined>(undefined);
  const [details, setDetails] = useState<AddressParts>(saved?.details ?? {});
  const [checked, setChecked] = useState(saved?.details !== undefined && saved.details !== null);
  const [loading, setLoading] = useState(false);
  const [typing, setTyping] = useState(false);
  const [geocoderFailed, setGeocoderFailed] = useState(false);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const first = useRef(true);

  const onLocationChange = useCallback(
    async (point: LatLng) => {
      setPosition(point);
      const isFirst = first.current;
      first.current = false;
      // The saved address belongs to the saved pin: no need to ask for it again.
      if (isFirst && saved?.details) return;
      if (typing) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      try {
        const { geocoderUrl } = await loadMapSettings();
        const found = await reverseGeocode(geocoderUrl, point, controller.signal);
        if (controller.signal.aborted) return;
        if (found === null) {
          setGeocoderFailed(true);
          setTyping(true);
        } else {
          setDetails(found);
        }
      } catch {
        if (controller.signal.aborted) return;
        setGeocoderFailed(true);
        setTyping(true);
      } finally {
        if (!controller.signal.aborted) {
          setLoading(false);
          setChecked(true);
        }
      }
    },
    [saved, typing],
  );

  const setPart = useCallback((part: AddressPart, text: string) => {
    setDetails((current) => ({ ...current, [part]: text }));
    setChecked(true);
  }, []);

  const startTyping = useCallback(() => {
    inFlight.current?.abort();
    setLoading(false);
    setTyping(true);
  }, []);

  const complete = isAddressComplete(details);
  const address = buildAddressString(details);

  /** The location payload, once the address is complete and the pin placed. */
  function selection(): LocationBody | undefined {
    if (!complete || position === undefined) return undefined;
    const part = (name: AddressPart) => details[name]?.trim() ?? '';
    return {
      address,
      latitude: position.lat,
      longitude: position.lng,
      locationDetails: {
        house_number: part('house_number'),
        road: part('road'),
        city: part('city'),
        state: part('state'),
        postcode: part('postcode'),
        country: part('country'),
        lat: position.lat,
        lon: position.lng,
      },
    };
  }

  return {
    position,
    details,
    address,
    complete,
    checked,
    loading,
    typing,
    geocoderFailed,
    onLocationChange,
    setPart,
    startTyping,
    selection,
  };
}
