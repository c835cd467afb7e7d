import { brand } from '@kinderwait/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Geocoder } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import { createRequestPacer } from './request-pacer.ts';

/**
 * The geocoder at GEOCODER_URL. Nominatim's usage policy asks for an application's name and a
 * way to reach it in the User-Agent: the product, its public address and the support email.
 */
export function createGeocoder({
  config,
  clock,
  log,
}: {
  config: Pick<Config, 'GEOCODER_URL' | 'GEOCODER_MIN_INTERVAL_MS' | 'PUBLIC_ORIGIN'>;
  /** The app's clock: cached answers expire by it. */
  clock: Clock;
  log: { warn(details: object, message: string): void };
}): Geocoder {
  return createNominatimGeocoder({
    baseUrl: config.GEOCODER_URL,
    userAgent: `${brand.productName}/1.0 (+${config.PUBLIC_ORIGIN}; ${brand.supportEmail})`,
    // Three waiting at most: a fourth lookup at once answers without the geocoder.
    pacer: createRequestPacer({
      minIntervalMs: config.GEOCODER_MIN_INTERVAL_MS,
      maxWaitMs: 3 * config.GEOCODER_MIN_INTERVAL_MS,
    }),
    clock,
    log,
  });
}
