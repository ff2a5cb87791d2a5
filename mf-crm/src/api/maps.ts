// The maps provider adapter for the DS AddressEntry (DS-11, X-10). The local provider is the api-server's local
// adapter (`/local/maps/autocomplete?q=` and `/local/maps/places/{id}`), reached at `shell().settings.maps.scriptUrl`
// when set, else at `/local/maps` on this origin (the shell and the dev server proxy `/local` to the API). This is
// the one place the remote talks to a non-API service directly, so it uses fetch rather than the api-client.
import type { AddressSuggestion } from '@tutoring/design-system';
import { DEFAULT_COUNTRY, type AddressValues } from '@tutoring/domain';
import { shell } from '@tutoring/platform';

/** The provider's base URL, absolute (relative settings resolve against this page). */
const base = (): string =>
  new URL(shell().settings.maps.scriptUrl ?? '/local/maps', window.location.href).href.replace(/\/+$/, '');

/** The provider's country codes that mean the United States (the state then is a dropdown, DS-12). */
const US_CODES = new Set(['US', 'USA']);

/** Address suggestions for the typed text (provider autocomplete). A failing provider offers none. */
export async function searchAddresses(query: string, signal: AbortSignal): Promise<readonly AddressSuggestion[]> {
  const response = await fetch(`${base()}/autocomplete?q=${encodeURIComponent(query)}`, { signal });
  if (!response.ok) return [];
  const body = (await response.json()) as { predictions?: Array<{ placeId: string; description: string }> };
  return (body.predictions ?? []).map((p) => ({ id: p.placeId, description: p.description }));
}

/** The address fields of a chosen suggestion (provider details); rejects when it cannot be loaded. */
export async function getAddress(id: string): Promise<AddressValues> {
  const response = await fetch(`${base()}/places/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`Address ${id} could not be loaded`);
  const { place } = (await response.json()) as { place: AddressValues };
  const country = place.country && US_CODES.has(place.country.toUpperCase()) ? DEFAULT_COUNTRY : place.country;
  return {
    street1: place.street1 ?? '',
    street2: place.street2 ?? '',
    city: place.city ?? '',
    state: place.state ?? '',
    zip: place.zip ?? '',
    country: country || DEFAULT_COUNTRY,
    ...(place.formatted ? { formatted: place.formatted } : {}),
  };
}
