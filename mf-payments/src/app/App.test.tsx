import { createQueryClient } from '@tutoring/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DesignSystemProvider } from '@tutoring/design-system';
import { currentUserAtom, platformStore, titlePartsAtom } from '@tutoring/platform';
import { App } from './App';
import { routes } from './routes';
import { parentUser } from '../test/render';
import { createTestServer } from '../test/server';

const server = createTestServer();
beforeEach(() => {
  // Pages render their heading at once; whatever data they ask for is simply missing here.
  server.use(http.all('*/api/v2/*', () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 })));
});

/** A concrete URL for a route pattern (`/parents/:id` -> `/parents/1`). */
const concrete = (path: string) => path.replace(/:errorCode/g, 'ended').replace(/:[A-Za-z]+/g, '1');

/** The router's current path, for the redirects. */
function Where() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <DesignSystemProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <Where />
        </MemoryRouter>
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
}

describe('remote routes', () => {
  beforeEach(() => platformStore.set(currentUserAtom, null));

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

  it.each([
    '/payments/payroll',
    '/refund_requests',
    '/payments/tutor_packages',
    '/payments/tutor_package_transcripts/1',
    '/payments/line_items/1/adjustments/1',
    '/payments/8',
  ])(
    'PAY-29/PAY-31..PAY-35: a parent never sees the staff screen at %s; it leads to their own payments',
    async (path) => {
      const asked: string[] = [];
      server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
      platformStore.set(currentUserAtom, parentUser);
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent(/^\/payments$/);
      expect(screen.queryByRole('button', { name: /New payroll item|Batch upload/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Payments screens' })).not.toBeInTheDocument();
      await waitFor(() => expect(asked).toContain('/api/v2/parents/7'));
      expect(asked.filter((p) => /payroll|refund|tutor_package|adjustments|parents\/8/.test(p))).toEqual([]);
      server.events.removeAllListeners('request:start');
    },
  );

  it('a parent still opens their payments and their enrollments', async () => {
    platformStore.set(currentUserAtom, parentUser);
    renderAt('/enrollments/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollment' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent('/enrollments/1');
  });
});
