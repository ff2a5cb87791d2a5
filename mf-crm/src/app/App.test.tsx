import { screen, waitFor } from '@testing-library/react';
import { platformStore, titlePartsAtom } from '@tutoring/platform';
import { App } from './App';
import { routes } from './routes';
import { HttpResponse, http, apiUrl, installServer, listReply, server } from '../test/server';
import { renderWithProviders } from '../test/render';

installServer();

/** A concrete URL for a route pattern (`/parents/:id` -> `/parents/1`). */
const concrete = (path: string) => path.replace(/:errorCode/g, 'ended').replace(/:[A-Za-z]+/g, '1');

beforeEach(() => {
  server.use(
    http.get(apiUrl('parents'), () => listReply('parents', [])),
    http.get(apiUrl('parents/1'), () =>
      HttpResponse.json({
        parent: { id: 1, firstName: 'Pat', lastName: 'Parent', email: 'pat@example.com', students: [] },
      }),
    ),
    http.get(apiUrl('lead_sources'), () => listReply('leadSources', [])),
    http.get(apiUrl('students/1'), () =>
      HttpResponse.json({ student: { id: 1, firstName: 'Sam', lastName: 'Student' } }),
    ),
    http.get(apiUrl('study_areas'), () => listReply('studyAreas', [])),
    http.get(apiUrl('notes'), () => listReply('notes', [])),
    http.get(apiUrl('inbox_activities'), () => listReply('inboxActivities', [])),
  );
});

describe('remote routes', () => {
  it.each(routes.map((route) => [route.path, route.title] as const))(
    'SHL-08: renders %s under its own prefix with its title chain (X-02)',
    async (path, title) => {
      renderWithProviders(<App />, { url: concrete(path) });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      // The title is set by an effect of the page, which may run after the heading is found.
      await waitFor(() => expect(platformStore.get(titlePartsAtom).at(-1)).toBe(title.at(-1)));
    },
  );

  it('shows its not-found page for an unknown path under its prefix', async () => {
    renderWithProviders(<App />, { url: '/parents/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
