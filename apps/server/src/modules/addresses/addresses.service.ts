import type { ValidateAddressBody, ValidateAddressResponse } from '@kinderwait/contract';
import { addressValidationMessage, missingAddressParts } from '@kinderwait/contract';

/**
 * Address checks (docs/product/onboarding.md#address-rule): the same rule the web applies, for
 * clients that cannot run it.
 */
export interface AddressesService {
  validate(details: ValidateAddressBody): ValidateAddressResponse;
}

export function createAddressesService(): AddressesService {
  return {
    validate: (details) => {
      const message = addressValidationMessage(details);
      return message === null
        ? { valid: true, missingParts: [] }
        : { valid: false, message, missingParts: missingAddressParts(details) };
    },
  };
}
