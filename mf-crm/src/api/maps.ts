// Address search for the DS AddressEntry (DS-11). No shared maps adapter exists yet (platform/api-client offer
// none), so the search offers no suggestions and the user types the address with "Enter the address manually".
import type { AddressSuggestion } from '@tutoring/design-system';
import type { AddressValues } from '@tutoring/domain';

/** Address suggestions for the typed text (none until a shared maps adapter exists). */
export async function searchAddresses(_query: string, _signal: AbortSignal): Promise<readonly AddressSuggestion[]> {
  return [];
}

/** The address of a suggestion (unreachable while there are no suggestions). */
export async function getAddress(_id: string): Promise<AddressValues> {
  return {};
}
