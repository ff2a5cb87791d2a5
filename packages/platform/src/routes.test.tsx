import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@tutoring/design-system';
import { RemoteErrorBoundary } from './components/RemoteErrorBoundary';
import { type RemoteRoute, RemoteRoutes, lazyPage, preloadRoute, preloadRouteParts } from './routes';

/** A page module that arrives when the test says so, counting how often it was asked for. */
function deferredPage(text: string) {
  let arrive: () => void = () => {};
  let calls = 0;
  const page = lazyPage(() => {
    calls += 1;
    return new Promise((resolve) => {
      arrive = () => resolve(() => <h1>{text}</h1>);
    });
  });
  return { page, arrive: () => arrive(), calls: () => calls };
}

const renderAt = (routes: RemoteRoute[], path: string) =>
  render(
    <DesignSystemProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={[path]}>
        <RemoteRoutes routes={routes} />
      </MemoryRouter>
    </DesignSystemProvider>,
  );

describe('lazy route pages (issue 13)', () => {
  it('a page loaded ahead renders at once, without the loading fallback', async () => {
    const parents = deferredPage('Parents');
    const routes = [{ path: '/parents', title: ['Parents'], Component: parents.page }];
    const loading = preloadRoute(routes, '/parents');
    parents.arrive();
    await loading;
    renderAt(routes, '/parents');
    expect(screen.getByRole('heading', { name: 'Parents' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('a page not loaded ahead shows the loading fallback, then the page', async () => {
    const parents = deferredPage('Parents');
    renderAt([{ path: '/parents', title: ['Parents'], Component: parents.page }], '/parents');
    expect(screen.queryByRole('heading', { name: 'Parents' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => parents.arrive());
    expect(await screen.findByRole('heading', { name: 'Parents' })).toBeInTheDocument();
    expect(parents.calls()).toBe(1);
  });

  it('loads only the page of the route the path shows, ranked as the router ranks them', async () => {
    const session = deferredPage('Session');
    const events = deferredPage('Events');
    const routes = [
      { path: '/sessions/:id', title: ['Session'], Component: session.page },
      { path: '/sessions/events', title: ['Events'], Component: events.page },
    ];
    const loading = preloadRoute(routes, '/sessions/events');
    events.arrive();
    await loading;
    expect([session.calls(), events.calls()]).toEqual([0, 1]);
    await preloadRoute(routes, '/nowhere');
    expect([session.calls(), events.calls()]).toEqual([0, 1]);
  });

  it('a page that failed to load is asked for again next time, and preloading never throws', async () => {
    let calls = 0;
    const flaky = lazyPage(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => <h1>Back</h1>);
    });
    const routes = [{ path: '/x', title: ['X'], Component: flaky }];
    await expect(preloadRoute(routes, '/x')).resolves.toBeUndefined();
    await preloadRoute(routes, '/x');
    expect(calls).toBe(2);
    renderAt(routes, '/x');
    expect(screen.getByRole('heading', { name: 'Back' })).toBeInTheDocument();
  });

  it("a page whose code failed to load shows its area's failure, and Retry downloads it again and renders it", async () => {
    // React and the error reporter log the failed load: expected here.
    const quiet = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')].map((spy) =>
      spy.mockImplementation(() => {}),
    );
    let calls = 0;
    const flaky = lazyPage(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('Loading chunk 7 failed')) : Promise.resolve(() => <h1>Back</h1>);
    });
    // The area's boundary as the standalone harness has it: Retry renders the area again, nothing more.
    render(
      <DesignSystemProvider withGlobalStyle={false}>
        <RemoteErrorBoundary name="mf_crm" label="CRM" onRetry={() => undefined}>
          <MemoryRouter initialEntries={['/x']}>
            <RemoteRoutes routes={[{ path: '/x', title: ['X'], Component: flaky }]} />
          </MemoryRouter>
        </RemoteErrorBoundary>
      </DesignSystemProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'CRM is not available right now' })).toBeInTheDocument();
    // Asked for once: a failed load is not repeated on its own (it would repeat while the network is down).
    expect(calls).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back' })).toBeInTheDocument();
    expect(calls).toBe(2);
    quiet.forEach((spy) => spy.mockRestore());
  });

  it("issue 26: a route's parts (its dialogs' code) load only when asked for, after the page, and a failing part does not throw", async () => {
    const asked: string[] = [];
    const page = lazyPage(() => {
      asked.push('page');
      return Promise.resolve(() => <h1>Dashboard</h1>);
    });
    const parts = [
      () => {
        asked.push('dialog');
        return Promise.resolve({});
      },
      () => {
        asked.push('broken dialog');
        return Promise.reject(new Error('chunk failed'));
      },
    ];
    const routes = [
      { path: '/', title: ['Dashboard'], Component: page, parts },
      { path: '/prizes', title: ['Prizes'], Component: lazyPage(() => Promise.resolve(() => <h1>Prizes</h1>)) },
    ];
    await preloadRoute(routes, '/');
    expect(asked).toEqual(['page']);
    await expect(preloadRouteParts(routes, '/')).resolves.toBeUndefined();
    expect(asked).toEqual(['page', 'dialog', 'broken dialog']);
    await preloadRouteParts(routes, '/prizes');
    expect(asked).toEqual(['page', 'dialog', 'broken dialog']);
  });
});
