// The maps provider as a geocoder for the tutor distance search: the server measures distance from a
// latitude/longitude, and the provider's place details carry them. The local provider is the api-server's local
// adapter (`/local/maps/autocomplete?q=`, `/local/maps/places/{id}`) at `shell().settings.maps.scriptUrl` when set,
// else `/local/maps` on this origin (proxied by the shell and the dev server). Not an API call, hence fetch.
import { shell } from '@tutoring/platform';

/** One provider suggestion. */
export interface PlaceSuggestion {
  id: string;
  description: string;
}

const base = (): string => new URL(shell().settings.maps.scriptUrl ?? '/local/maps', window.location.href).href.replace(/\/+$/, '');

/** Provider autocomplete for the typed text; a failing provider offers nothing. */
export async function searchPlaces(query: string, signal: AbortSignal): Promise<PlaceSuggestion[]> {
  const response = await fetch(`${base()}/autocomplete?q=${encodeURIComponent(query)}`, { signal });
  if (!response.ok) return [];
  const body = (await response.json()) as { predictions?: Array<{ placeId: string; description: string }> };
  return (body.predictions ?? []).map((p) => ({ id: p.placeId, description: p.description }));
}

/** Latitude and longitude of a chosen suggestion, or null when the provider gives none. */
export async function placeLocation(id: string): Promise<{ latitude: number; longitude: number } | null> {
  const response = await fetch(`${base()}/places/${encodeURIComponent(id)}`);
  if (!response.ok) return null;
  const { place } = (await response.json()) as { place?: { latitude?: unknown; longitude?: unknown } };
  const latitude = Number(place?.latitude);
  const longitude = Number(place?.longitude);
  return Number.isFinite(latitude) && Number.isFinite(longitude) && place?.latitude !== null && place?.longitude !== null ? { latitude, longitude } : null;
}
