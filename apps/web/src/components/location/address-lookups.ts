import type {
  LocateAddressBody,
  LocateAddressResponse,
  SuggestAddressResponse,
} from '@kinderwait/contract/addresses';
import {
  addressesApiPaths,
  LocateAddressResponse as LocateAddressResponseSchema,
  SuggestAddressResponse as SuggestAddressResponseSchema,
} from '@kinderwait/contract/addresses';
import { apiPost } from '../../api/api-requests';

/**
 * POST /api/addresses/actions/locate (docs/product/onboarding.md#typing-an-address): where a typed
 * address is, by the geocoder or, when it cannot be reached, the postal area's centre. The
 * selector shows failures itself (`handleErrors: false`): the pin can always be dragged instead.
 */
export function locateAddress(
  body: LocateAddressBody,
  signal?: AbortSignal,
): Promise<LocateAddressResponse> {
  return apiPost(addressesApiPaths.locate, body, LocateAddressResponseSchema, {
    signal,
    handleErrors: false,
  });
}

/** POST /api/addresses/actions/suggest: addresses that fit what is typed, when the geocoder answers. */
export function suggestAddresses(
  query: string,
  signal?: AbortSignal,
): Promise<SuggestAddressResponse> {
  return apiPost(addressesApiPaths.suggest, { query }, SuggestAddressResponseSchema, {
    signal,
    handleErrors: false,
  });
}
