import { createQueryClient } from '@tutoring/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { DesignSystemProvider } from '@tutoring/design-system';
import { platformStore, titlePartsAtom } from '@tutoring/platform';
import { App } from './App';
import { routes } from './routes';
import { createTestServer } from '../test/server';

const server = createTestServer();
beforeEach(() => {
  // Pages render their heading at once; whatever data they ask for is simply missing here.
  server.use(http.all('*/api/v2/*', () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 })));
});

/** A concrete URL for a route pattern (`/parents/:id` -> `/parents/1`). */
const concrete = (path: string) => path.replace(/:errorCode/g, 'ended').replace(/:[A-Za-z]+/g, '1');

function renderAt(path: string) {
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <DesignSystemProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
}

describe('remote routes', () => {
  it.each(routes.map((route) => [route.path, route.title] as const))(
    'SHL-08: renders %s under its own prefix with its title chain (X-02)',
    async (path, title) => {
      renderAt(concrete(path));
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      // The title is set by an effect of the page, which may run after the heading is found.
      await waitFor(() => expect(platformStore.get(titlePartsAtom)[0]).toBe(title[0]));
    },
  );

  it('shows its not-found page for an unknown path under its prefix', async () => {
    renderAt(`${routes[0]!.path === '/' ? '' : routes[0]!.path}/no/such/page`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
