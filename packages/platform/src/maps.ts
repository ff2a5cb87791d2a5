// The maps provider behind the design system's AddressEntry (DS-11, X-10), one adapter for every remote. The local
// provider is the api-server's adapter (`/local/maps/autocomplete?q=` and `/local/maps/places/{id}`), reached at
// `settings.maps.scriptUrl` when set, else at `/local/maps` on this origin (the shell and the dev harness proxy
// `/local` to the API). It is the one non-API service the remotes reach, so it uses fetch rather than the api-client.
import * as z from 'zod/mini';
import { MapsAutocompleteReplySchema, MapsPlaceReplySchema } from '@tutoring/contract';
import type { AddressSuggestion } from '@tutoring/design-system';
import { DEFAULT_COUNTRY, type AddressValues } from '@tutoring/domain';
import { shell } from './shell-services';

/** The provider's base URL, absolute (a relative setting resolves against this page). */
const base = (): string =>
  new URL(shell().settings.maps.scriptUrl ?? '/local/maps', window.location.href).href.replace(/\/+$/, '');

/** What an address needs of a place: the contract's fields, each optional (a missing one is left empty). */
const PlaceAddressReplySchema = z.object({ place: z.partial(MapsPlaceReplySchema.shape.place) });
/** What a location needs of a place: the contract's latitude and longitude. */
const PlaceLocationReplySchema = z.object({
  place: z.pick(MapsPlaceReplySchema.shape.place, { latitude: true, longitude: true }),
});

/** The provider's country codes that mean the United States (the state then is a dropdown, DS-12). */
const US_CODES = new Set(['US', 'USA']);

/** Address suggestions for the typed text (provider autocomplete). A failing provider offers none. */
async function searchAddresses(query: string, signal?: AbortSignal): Promise<readonly AddressSuggestion[]> {
  const response = await fetch(`${base()}/autocomplete?q=${encodeURIComponent(query)}`, { signal });
  if (!response.ok) return [];
  const reply = MapsAutocompleteReplySchema.safeParse(await response.json().catch(() => null));
  return reply.success ? reply.data.predictions.map((p) => ({ id: p.placeId, description: p.description })) : [];
}

/** The address fields of a chosen suggestion (provider details); rejects when it cannot be loaded. */
async function getAddress(id: string): Promise<AddressValues> {
  const response = await fetch(`${base()}/places/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`Address ${id} could not be loaded`);
  const reply = PlaceAddressReplySchema.safeParse(await response.json().catch(() => null));
  if (!reply.success) throw new Error(`Address ${id} could not be read`);
  const { place } = reply.data;
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

/** Latitude and longitude of a chosen suggestion (a geocoder, e.g. for the tutor distance search), or null. */
async function getLocation(id: string): Promise<{ latitude: number; longitude: number } | null> {
  const response = await fetch(`${base()}/places/${encodeURIComponent(id)}`);
  if (!response.ok) return null;
  const reply = PlaceLocationReplySchema.safeParse(await response.json().catch(() => null));
  return reply.success ? reply.data.place : null;
}

/**
 * The maps provider: `searchAddresses` / `getAddress` are `AddressEntry`'s props; `getLocation` geocodes a chosen
 * suggestion.
 */
export const mapsProvider = { searchAddresses, getAddress, getLocation } as const;
