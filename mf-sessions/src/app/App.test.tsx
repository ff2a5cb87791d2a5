import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { platformStore, titlePartsAtom } from '@tutoring/platform';
import { installServer, renderUi, server, signIn } from '../test/utils';
import { App } from './App';
import { routes } from './routes';

installServer();

/** A concrete URL for a route pattern (`/parents/:id` -> `/parents/1`). */
const concrete = (path: string) => path.replace(/:errorCode/g, 'ended').replace(/:[A-Za-z]+/g, '1');

const emptyMeta = { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 25 };
const collection = (path: string) => {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const name = last.replace('.json', '').replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return name === 'membership' || name === 'homeworkHelp' || name === 'hosted' ? 'courses' : name;
};

describe('remote routes', () => {
  beforeEach(() => {
    signIn();
    server.use(
      http.get('*/api/v2/courses/1', () =>
        HttpResponse.json({ course: { id: 1, title: 'Algebra I', status: 'draft' } }),
      ),
      http.get('*/api/v2/*', ({ request }) =>
        HttpResponse.json({ [collection(new URL(request.url).pathname)]: [], meta: emptyMeta }),
      ),
    );
  });

  it.each(routes.map((route) => [route.path, route.title] as const))(
    'SHL-08: renders %s under its own prefix with its title chain (X-02)',
    async (path, title) => {
      renderUi(<App />, { route: concrete(path) });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      // The title is set by an effect of the page, which may run after the heading is found.
      await waitFor(() => expect(platformStore.get(titlePartsAtom)[0]).toBe(title[0]));
    },
  );

  it('shows its not-found page for an unknown path under its prefix', async () => {
    renderUi(<App />, { route: `${routes[0]!.path === '/' ? '' : routes[0]!.path}/no/such/page` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
