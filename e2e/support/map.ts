import { expect, type Page } from '@playwright/test';

/**
 * A local fake of the map's outside services, so journeys never reach the internet: the tile
 * server answers a blank tile and the Nominatim-compatible geocoder answers Toronto City Hall (or
 * an address without a house number, or nothing at all when down). The server serves the map
 * settings it is given (playwright.config.ts): OpenStreetMap's tiles, and the geocoder at
 * `e2eGeocoderUrl`, a name that never resolves, so the server's own lookups (placing a typed
 * address) find it unreachable in every journey, and the browser's are answered here.
 */
export type GeocoderMode = 'up' | 'incomplete' | 'down';

/** GEOCODER_URL of the journeys' server. */
export const e2eGeocoderUrl = 'http://geocoder.invalid';

export const cityHall = {
  house_number: '100',
  road: 'Queen Street West',
  city: 'Toronto',
  state: 'Ontario',
  postcode: 'M5H 2N2',
  country: 'Canada',
};
export const cityHallAddress = '100, Queen Street West, Toronto, Canada';
/** The location screen's summary line for it: the province and postal code too. */
export const cityHallSummary = '100, Queen Street West, Toronto, Ontario M5H 2N2, Canada';

// A 1×1 transparent PNG.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function fakeMapServices(page: Page, mode: GeocoderMode = 'up'): Promise<string[]> {
  const lookups: string[] = [];
  // The browser's position is City Hall (a prompt left unanswered would only delay the map).
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 43.6532, longitude: -79.3832 });
  await page.route(/^https:\/\/([a-c]\.)?tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: blankTile }),
  );
  await page.route(`${e2eGeocoderUrl}/**`, (route) => {
    lookups.push(route.request().url());
    if (mode === 'down') return route.abort('connectionrefused');
    const address = mode === 'up' ? cityHall : { ...cityHall, house_number: undefined };
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ lat: '43.6532', lon: '-79.3832', address }),
    });
  });
  return lookups;
}

/** On the location step: waits for the looked-up address, then saves it. */
export async function saveLookedUpLocation(page: Page): Promise<void> {
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(cityHallSummary);
  await page.getByRole('button', { name: 'Save and continue' }).click();
}
