import type { AddressPart } from '@kinderwait/contract';

/**
 * Forward and reverse geocoding (docs/product/onboarding.md#typing-an-address): a
 * Nominatim-compatible service at GEOCODER_URL, asked by the server so the usage policy's pace,
 * cache and identification hold for every user together.
 */

/** The address parts a geocoder gives; a part it does not know is absent. */
export type GeocodedParts = Partial<Record<AddressPart, string>>;

export interface GeocodedPlace {
  latitude: number;
  longitude: number;
  /** The geocoder's own words for the place ("1265, Military Trail, Scarborough, Toronto, …"). */
  label: string;
  parts: GeocodedParts;
}

/** What a typed address says, part by part, as the geocoder's structured search takes it. */
export interface StructuredAddress {
  houseNumber?: string;
  road?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
}

/**
 * An answer, or word that the service could not give one: unreachable, failing, or too busy for
 * the usage policy's pace. Callers fall back (the postal area's centre) or go without.
 */
export type GeocoderAnswer<T> = { reachable: true; value: T } | { reachable: false };

export interface Geocoder {
  /** The best match of a typed address; null when the service knows none. */
  search(address: StructuredAddress): Promise<GeocoderAnswer<GeocodedPlace | null>>;
  /** Places that fit free text being typed, best first (at most `limit`). */
  suggest(query: string, limit: number): Promise<GeocoderAnswer<GeocodedPlace[]>>;
  /** The address parts at a point; null when the service knows no address there. */
  reverse(point: {
    latitude: number;
    longitude: number;
  }): Promise<GeocoderAnswer<GeocodedParts | null>>;
}
