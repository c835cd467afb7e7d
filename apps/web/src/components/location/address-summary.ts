import type { AddressParts } from '@kinderwait/contract/rules/address';

/**
 * The address as the selector's summary line shows it: number, street, city, then province and
 * postal code together, then country ("1265, Military Trail, Toronto, ON M1C 1A4, Canada"). The
 * saved address text keeps the product's four parts (buildAddressString); the line a person checks
 * shows all six, so a wrong postal code is seen before it is saved.
 */
export function addressSummary(details: AddressParts): string {
  const part = (value: string | null | undefined) => value?.trim() ?? '';
  const region = [part(details.state), part(details.postcode)].filter((p) => p !== '').join(' ');
  return [
    part(details.house_number),
    part(details.road),
    part(details.city),
    region,
    part(details.country),
  ]
    .filter((p) => p !== '')
    .join(', ');
}
