/** Addresses (DS-11..DS-13, C-6, CRM-09, DOM-56). */

/** DS-12: the default country. */
export const DEFAULT_COUNTRY = 'United States';

/** An address as the forms hold it (DOM-56). */
export interface AddressValues {
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  formatted?: string | null;
}

const filled = (value: string | null | undefined): boolean => !!value && value.trim() !== '';

/**
 * DS-12, PAY-03: true for the United States however it is written ("United States", "United States of America",
 * "US", "USA", any case). An absent country means the default, the United States.
 */
export function isUnitedStates(country: string | null | undefined): boolean {
  if (!filled(country)) return true;
  const c = (country as string).trim().toLowerCase().replace(/\./g, '');
  return c === 'united states' || c === 'united states of america' || c === 'us' || c === 'usa';
}

/** DS-11: a full address (street1, city, state and zip filled): the address entry switches to edit mode. */
export function isFullAddress(address: AddressValues | null | undefined): boolean {
  return !!address && filled(address.street1) && filled(address.city) && filled(address.state) && filled(address.zip);
}

/**
 * DS-13, C-6, CRM-09: address validity. Required: street1, city, state, zip and country filled. Optional: valid
 * when empty, or when street1, city, state and zip are filled. "Empty" ignores country (it is always defaulted to
 * the United States) and the read-only formatted text.
 */
export function isAddressValid(
  address: AddressValues | null | undefined,
  { required = false }: { required?: boolean } = {},
): boolean {
  if (required) return isFullAddress(address) && filled(address?.country);
  if (!address) return true;
  const empty =
    !filled(address.street1) &&
    !filled(address.street2) &&
    !filled(address.city) &&
    !filled(address.state) &&
    !filled(address.zip);
  return empty || isFullAddress(address);
}

/** DS-12: the state is a dropdown for the United States and free text otherwise. */
export function stateInputKind(country: string | null | undefined): 'select' | 'text' {
  return isUnitedStates(country) ? 'select' : 'text';
}
