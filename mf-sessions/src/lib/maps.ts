// The maps provider adapter for AddressEntry. The local provider is the api-server's local adapter
// (`/local/maps/autocomplete?q=` and `/local/maps/places/{id}`), reached at settings.maps.scriptUrl when set,
// else at `/local/maps` on this origin. This is the one place the remote talks to a non-API service directly.
import type { AddressValues } from '@tutoring/domain';
import type { AddressSuggestion } from '@tutoring/design-system';
import { shell } from '@tutoring/platform';

const base = (): string => (shell().settings.maps.scriptUrl ?? '/local/maps').replace(/\/+$/, '');

/** Provider autocomplete: suggestions for the typed text. */
export async function searchAddresses(query: string, signal: AbortSignal): Promise<AddressSuggestion[]> {
  const response = await fetch(`${base()}/autocomplete?q=${encodeURIComponent(query)}`, { signal });
  if (!response.ok) return [];
  const body = (await response.json()) as { predictions?: Array<{ placeId: string; description: string }> };
  return (body.predictions ?? []).map((p) => ({ id: p.placeId, description: p.description }));
}

/** Provider details of a chosen suggestion. */
export async function getAddress(id: string): Promise<AddressValues> {
  const response = await fetch(`${base()}/places/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`Address ${id} could not be loaded`);
  const { place } = (await response.json()) as { place: AddressValues & { country?: string } };
  const country = place.country === 'US' ? 'United States' : place.country;
  return { street1: place.street1, street2: place.street2 ?? '', city: place.city, state: place.state, zip: place.zip, country, formatted: place.formatted };
}
