import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_COUNTRY } from '@tutoring/domain';
import { mapsProvider } from './maps';
import { DEFAULT_SETTINGS, installShellServices, shell } from './shell-services';

const origin = window.location.origin;
const server = setupServer(
  http.get(`${origin}/local/maps/autocomplete`, ({ request }) =>
    HttpResponse.json({
      predictions: [
        { placeId: 'p1', description: `${new URL(request.url).searchParams.get('q')} Main St, Springfield, IL` },
      ],
    }),
  ),
  http.get(`${origin}/local/maps/places/p1`, () =>
    HttpResponse.json({
      place: {
        street1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
        formatted: '1 Main St, Springfield, IL 62701, USA',
        latitude: 39.8,
        longitude: -89.65,
      },
    }),
  ),
  http.get(`${origin}/local/maps/places/nowhere`, () =>
    HttpResponse.json({ place: { street1: 'PO Box 1', latitude: null, longitude: null } }),
  ),
  http.get(`${origin}/local/maps/places/gone`, () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 })),
  http.get('http://maps.test/provider/autocomplete', () =>
    HttpResponse.json({ predictions: [{ placeId: 'x', description: 'Elsewhere' }] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  installShellServices({ ...shell(), settings: DEFAULT_SETTINGS });
});
afterAll(() => server.close());

describe('maps provider (DS-11, X-10)', () => {
  it('DS-11: typing queries the local provider and maps its predictions to suggestions', async () => {
    expect(await mapsProvider.searchAddresses('1')).toEqual([{ id: 'p1', description: '1 Main St, Springfield, IL' }]);
  });

  it('DS-11: choosing a suggestion fills every field, a US country code becoming the default country', async () => {
    expect(await mapsProvider.getAddress('p1')).toEqual({
      street1: '1 Main St',
      street2: '',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: DEFAULT_COUNTRY,
      formatted: '1 Main St, Springfield, IL 62701, USA',
    });
  });

  it('DS-11: a failing provider offers no suggestions, and a place it cannot load rejects', async () => {
    server.use(http.get(`${origin}/local/maps/autocomplete`, () => new HttpResponse(null, { status: 503 })));
    expect(await mapsProvider.searchAddresses('1')).toEqual([]);
    await expect(mapsProvider.getAddress('gone')).rejects.toThrow('could not be loaded');
  });

  it('STF-02: a chosen suggestion geocodes to its latitude and longitude; none without coordinates or a place', async () => {
    expect(await mapsProvider.getLocation('p1')).toEqual({ latitude: 39.8, longitude: -89.65 });
    expect(await mapsProvider.getLocation('nowhere')).toBeNull();
    expect(await mapsProvider.getLocation('gone')).toBeNull();
  });

  it("DS-11, STF-02: a reply that is not the contract's shape offers no suggestions, no address and no location", async () => {
    server.use(
      http.get(`${origin}/local/maps/autocomplete`, () => HttpResponse.json({ predictions: [{ id: 'p1' }] })),
      http.get(`${origin}/local/maps/places/p1`, () =>
        HttpResponse.json({ place: { street1: 1, latitude: '39.8', longitude: '-89.65' } }),
      ),
    );
    expect(await mapsProvider.searchAddresses('1')).toEqual([]);
    await expect(mapsProvider.getAddress('p1')).rejects.toThrow('could not be read');
    expect(await mapsProvider.getLocation('p1')).toBeNull();
  });

  it('X-10: the provider address comes from the runtime settings when they name one', async () => {
    installShellServices({
      ...shell(),
      settings: { ...DEFAULT_SETTINGS, maps: { provider: 'local', scriptUrl: 'http://maps.test/provider/' } },
    });
    expect(await mapsProvider.searchAddresses('x')).toEqual([{ id: 'x', description: 'Elsewhere' }]);
  });
});
