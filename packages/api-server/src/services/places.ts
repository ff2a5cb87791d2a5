/** Address autocomplete (places, DOM-56): the local address book served at `/local/maps/*` by src/resources/local. */

/** A place with the address fields of DOM-56. */
export interface Place {
  placeId: string;
  street1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** The local address book used by the autocomplete adapter. */
export const PLACES: Place[] = [
  {
    placeId: 'local-1',
    street1: '100 Main St',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90012',
    country: 'US',
    latitude: 34.0537,
    longitude: -118.2428,
  },
  {
    placeId: 'local-2',
    street1: '200 Ocean Ave',
    city: 'Santa Monica',
    state: 'CA',
    zip: '90401',
    country: 'US',
    latitude: 34.0115,
    longitude: -118.4956,
  },
  {
    placeId: 'local-3',
    street1: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zip: '10118',
    country: 'US',
    latitude: 40.7484,
    longitude: -73.9857,
  },
  {
    placeId: 'local-4',
    street1: '1600 Amphitheatre Pkwy',
    city: 'Mountain View',
    state: 'CA',
    zip: '94043',
    country: 'US',
    latitude: 37.422,
    longitude: -122.0841,
  },
  {
    placeId: 'local-5',
    street1: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
    country: 'US',
    latitude: 41.8789,
    longitude: -87.6359,
  },
  {
    placeId: 'local-6',
    street1: '400 Broad St',
    city: 'Seattle',
    state: 'WA',
    zip: '98109',
    country: 'US',
    latitude: 47.6205,
    longitude: -122.3493,
  },
  {
    placeId: 'local-7',
    street1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    latitude: 30.2672,
    longitude: -97.7431,
  },
];
/** A place as one line (the autocomplete's description). */
export const formattedPlace = (p: Place) => `${p.street1}, ${p.city}, ${p.state} ${p.zip}, ${p.country}`;
