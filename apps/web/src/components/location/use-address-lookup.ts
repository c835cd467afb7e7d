import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AddressDetails,
  AddressSuggestion,
  LocationBody,
  LocationSource,
} from '@kinderwait/contract/addresses';
import type { AddressPart, AddressParts } from '@kinderwait/contract/rules/address';
import {
  buildAddressString,
  isAddressComplete,
  requiredAddressParts,
} from '@kinderwait/contract/rules/address';
import { loadMapSettings } from '../../config/map-settings';
import { locateAddress } from './address-lookups';
import { reverseGeocode } from './reverse-geocode';
import type { LatLng } from './reverse-geocode';

export interface SavedPlace {
  position: LatLng;
  details: AddressDetails | null;
  /** Where the saved position came from; the pin when not said. */
  locationSource?: LocationSource | null;
}

/**
 * How the pin's position relates to the address (docs/product/onboarding.md#typing-an-address):
 * - none: the pin is where the map started, and no address is tied to it yet;
 * - pin: the pin gives the place (dragged, looked up by coordinates, or saved so);
 * - waiting: the typed address changed and is about to be placed (or is being placed);
 * - placed: the typed address was placed, exactly or at its postal area's centre;
 * - unplaced: the typed address could not be placed; the pin must be dragged instead.
 */
export type Placement =
  | { state: 'none' | 'pin' | 'waiting' | 'unplaced' }
  | {
      state: 'placed';
      source: 'geocoded-address' | 'postal-code-centroid';
      /** "M1C" when the place is that postal area's centre. */
      postalArea: string | null;
    };

/** The city, province and country a Toronto family most likely types. */
export const typedDefaults: AddressParts = { city: 'Toronto', state: 'ON', country: 'Canada' };

/** How long typing pauses before the typed address is placed. */
export const placeAfterTypingMs = 700;

function placementOfSaved(saved: SavedPlace | null): Placement {
  if (saved === null) return { state: 'none' };
  if (
    saved.locationSource === 'postal-code-centroid' ||
    saved.locationSource === 'geocoded-address'
  ) {
    const postcode = saved.details?.postcode.trim() ?? '';
    return {
      state: 'placed',
      source: saved.locationSource,
      postalArea: postcode === '' ? null : postcode.slice(0, 3).toUpperCase(),
    };
  }
  return { state: 'pin' };
}

const text = (details: AddressParts, part: AddressPart) => details[part]?.trim() ?? '';

/** Whether enough is typed to place it: a number and a street, or a postal code's area. */
function placeable(details: AddressParts): boolean {
  return (
    (text(details, 'house_number') !== '' && text(details, 'road') !== '') ||
    text(details, 'postcode').length >= 3
  );
}

/**
 * The location selector's state (docs/product/onboarding.md#location-selector): the pin's
 * position and the address parts. Moving the pin looks the address up by coordinates; typing the
 * address places it (the server's geocoder, or the postal code's area) and moves the pin there.
 * When the geocoder is unreachable or knows no address at the pin, `typing` turns on.
 */
export function useAddressLookup(saved: SavedPlace | null) {
  const [position, setPosition] = useState<LatLng | undefined>(undefined);
  /** Where the pin was last moved to by placing (MapWidget's pinTarget). */
  const [pinTarget, setPinTarget] = useState<LatLng | undefined>(undefined);
  const [details, setDetails] = useState<AddressParts>(saved?.details ?? typedDefaults);
  const [checked, setChecked] = useState(saved?.details !== undefined && saved.details !== null);
  const [loading, setLoading] = useState(false);
  const [typing, setTyping] = useState(false);
  const [geocoderFailed, setGeocoderFailed] = useState(false);
  const [placement, setPlacement] = useState<Placement>(() => placementOfSaved(saved));
  const inFlight = useRef<AbortController | undefined>(undefined);
  const first = useRef(true);
  const latestDetails = useRef(details);
  // A newer typing, drag or choice makes an answer still under way out of date.
  const placing = useRef<{ timer?: number; controller?: AbortController; turn: number }>({
    turn: 0,
  });

  const stopPlacing = useCallback(() => {
    const current = placing.current;
    window.clearTimeout(current.timer);
    current.controller?.abort();
    placing.current = { turn: current.turn + 1 };
  }, []);
  useEffect(() => stopPlacing, [stopPlacing]);

  const moveTo = useCallback((point: LatLng) => {
    setPosition(point);
    setPinTarget(point);
  }, []);

  const place = useCallback(async () => {
    const typed = latestDetails.current;
    if (!placeable(typed)) {
      setPlacement({ state: 'none' });
      return;
    }
    const turn = placing.current.turn;
    const controller = new AbortController();
    placing.current.controller = controller;
    const body = Object.fromEntries(requiredAddressParts.map((part) => [part, text(typed, part)]));
    try {
      const { place: found } = await locateAddress(body, controller.signal);
      if (placing.current.turn !== turn) return;
      if (found === null) {
        setPlacement({ state: 'unplaced' });
        return;
      }
      moveTo({ lat: found.latitude, lng: found.longitude });
      setPlacement({
        state: 'placed',
        source: found.locationSource,
        postalArea: found.postalArea,
      });
    } catch {
      if (placing.current.turn === turn) setPlacement({ state: 'unplaced' });
    }
  }, [moveTo]);

  const onLocationChange = useCallback(
    async (point: LatLng) => {
      setPosition(point);
      const isFirst = first.current;
      first.current = false;
      // The saved address belongs to the saved pin: no need to ask for it again.
      if (isFirst && saved?.details) return;
      if (!isFirst) {
        // A drag: the pin now gives the place, whatever was being typed.
        stopPlacing();
        setPlacement({ state: 'pin' });
      }
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
          latestDetails.current = found;
          setDetails(found);
          setPlacement({ state: 'pin' });
          setChecked(true);
        }
      } catch {
        if (controller.signal.aborted) return;
        setGeocoderFailed(true);
        setTyping(true);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    },
    [saved, typing, stopPlacing],
  );

  const setPart = useCallback(
    (part: AddressPart, value: string) => {
      const next = { ...latestDetails.current, [part]: value };
      latestDetails.current = next;
      setDetails(next);
      setChecked(true);
      stopPlacing();
      setPlacement({ state: 'waiting' });
      placing.current.timer = window.setTimeout(() => {
        void place();
      }, placeAfterTypingMs);
    },
    [place, stopPlacing],
  );

  /** A suggestion chosen while typing: its parts (the typed ones it lacks kept) and its place. */
  const chooseSuggestion = useCallback(
    (suggestion: AddressSuggestion) => {
      stopPlacing();
      const next: Partial<Record<AddressPart, string | null>> = { ...latestDetails.current };
      for (const part of requiredAddressParts) {
        const given = suggestion.locationDetails[part].trim();
        if (given !== '') next[part] = given;
      }
      latestDetails.current = next;
      setDetails(next);
      setChecked(true);
      moveTo({ lat: suggestion.latitude, lng: suggestion.longitude });
      setPlacement({ state: 'placed', source: 'geocoded-address', postalArea: null });
    },
    [moveTo, stopPlacing],
  );

  const startTyping = useCallback(() => {
    inFlight.current?.abort();
    setLoading(false);
    setTyping(true);
  }, []);

  const complete = isAddressComplete(details);
  const address = buildAddressString(details);
  const placed = placement.state === 'pin' || placement.state === 'placed';
  const locationSource: LocationSource = placement.state === 'placed' ? placement.source : 'pin';

  /** The location payload, once the address is complete and the pin placed for it. */
  function selection(): (LocationBody & { locationSource: LocationSource }) | undefined {
    if (!complete || !placed || position === undefined) return undefined;
    return {
      address,
      latitude: position.lat,
      longitude: position.lng,
      locationDetails: {
        house_number: text(details, 'house_number'),
        road: text(details, 'road'),
        city: text(details, 'city'),
        state: text(details, 'state'),
        postcode: text(details, 'postcode'),
        country: text(details, 'country'),
        lat: position.lat,
        lon: position.lng,
      },
      locationSource,
    };
  }

  return {
    position,
    pinTarget,
    details,
    address,
    complete,
    placed,
    placement,
    locationSource,
    checked,
    loading,
    typing,
    geocoderFailed,
    onLocationChange,
    setPart,
    chooseSuggestion,
    startTyping,
    selection,
  };
}
