import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DesignSystemProvider } from '@tutoring/design-system';
import { platformStore, titlePartsAtom } from '@tutoring/platform';
import { App } from './App';
import { routes } from './routes';

/** A concrete URL for a route pattern (`/parents/:id` -> `/parents/1`). */
const concrete = (path: string) => path.replace(/:errorCode/g, 'ended').replace(/:[A-Za-z]+/g, '1');

function renderAt(path: string) {
  return render(
    <DesignSystemProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

describe('remote routes', () => {
  it.each(routes.map((route) => [route.path, route.title] as const))(
    'SHL-08: renders %s under its own prefix with its title chain (X-02)',
    async (path, title) => {
      renderAt(concrete(path));
      // A lazy page (recharts for reports) can take a while to load under a busy jest run.
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15000 })).toBeInTheDocument();
      // The title is set by an effect of the page, which may run after the heading is found.
      await waitFor(() => expect(platformStore.get(titlePartsAtom)[0]).toBe(title[0]));
    },
  );

  it('shows its not-found page for an unknown path under its prefix', async () => {
    renderAt(`${routes[0]!.path === '/' ? '' : routes[0]!.path}/no/such/page`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
