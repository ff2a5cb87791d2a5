import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import styled from 'styled-components';
import type { CurrentUser } from '@tutoring/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getQueryClient, resetApiClient, setQueryClient } from '@tutoring/api-client';
import { type ListOptions, placeholderList, useListQuery } from './list/useListQuery';
import { lazyPage, registerRouteTable } from './routes';
import { currentUserAtom, platformStore, publicAppAtom, titlePartsAtom } from './session';
import { useRouteTitle } from './title';
import { type AreaWarmUp, registerAreaWarmUp, warmUpArea } from './warm-up';

/** Every request the page made. */
const seen: string[] = [];
const server = setupServer(
  http.get('*/parents', ({ request }) => {
    seen.push(request.url);
    return HttpResponse.json({
      parents: [{ id: 1, firstName: 'Real parent' }],
      meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  resetApiClient();
  setQueryClient(null);
});
afterEach(() => {
  document.body.innerHTML = '';
});
afterAll(() => server.close());

/** The text of the page's styled-components sheet. */
const sheet = () =>
  [...document.querySelectorAll('style[data-styled]')].map((style) => style.textContent ?? '').join('');

interface Parent {
  id: number;
  firstName?: string | null;
}
const parents: ListOptions<Parent> = { routeName: 'parents', resource: 'parents', defaults: { orderBy: 'name' } };
// A rule no other test renders: the row's style.
const Row = styled.li`
  outline: 3px dotted rebeccapurple;
`;
/** An area's list page, as remotes write them: its rows from `useListQuery`, its title refined. */
function ParentsPage() {
  useRouteTitle(['All parents']);
  const { result } = useListQuery(parents);
  return (
    <ul aria-label="Parents">
      {result.results.map((parent) => (
        <Row key={parent.id}>{parent.firstName}</Row>
      ))}
    </ul>
  );
}
/** Which pages the area's warm-up was asked for. */
const asked: string[] = [];
const warmUp: AreaWarmUp = (context) => {
  asked.push(context.pathname);
  if (context.pathname !== '/parents') return false;
  placeholderList(context, parents, [{ id: -1, firstName: 'Placeholder parent' }]);
  return true;
};
registerRouteTable('warm_area', [
  { path: '/parents', title: ['Parents'], Component: lazyPage(async () => ParentsPage) },
  { path: '/other', title: ['Other'], Component: () => <p>Other</p> },
]);
registerAreaWarmUp('warm_area', warmUp);

// A second area, whose warm-up runs `whileAsked` (e.g. the person navigates just then).
const Cell = styled.span`
  outline: 4px double darkorange;
`;
let whileAsked: () => void = () => undefined;
registerRouteTable('warm_again', [
  { path: '/sessions', title: ['Sessions'], Component: () => <Cell>Placeholder session</Cell> },
]);
registerAreaWarmUp('warm_again', () => {
  whileAsked();
  return true;
});

/** The warm-up as in the browser: the shell calls it outside a test's act(). */
async function warmUpOutsideAct(path: string, signal?: AbortSignal, area = 'warm_area') {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await warmUpArea(area, path, { signal });
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

describe("an area's warm-up while the visitor signs in (issue 26)", () => {
  // First: the sheet holds none of the page's styles yet.
  it('issue 26: cancelled before it starts (the visitor clicked Sign in), nothing of it runs', async () => {
    const controller = new AbortController();
    const warming = warmUpOutsideAct('/parents', controller.signal);
    controller.abort();
    await warming;
    expect(asked).toEqual([]);
    expect(sheet()).not.toMatch(/outline:3px dotted rebeccapurple/);
  });

  it("issue 26: renders the page once off-screen with its placeholder rows: its styles are in the sheet, nothing is on screen, fetched or titled, and the page's own render then shows the real rows", async () => {
    document.body.innerHTML = '<main><form><h1>Sign in</h1></form></main>';
    const page = document.body.innerHTML;
    const titles: string[][] = [];
    const unsubscribe = platformStore.sub(titlePartsAtom, () => titles.push(platformStore.get(titlePartsAtom)));

    await warmUpOutsideAct('/parents');
    unsubscribe();

    expect(asked).toEqual(['/parents']);
    expect(sheet()).toMatch(/outline:3px dotted rebeccapurple/);
    expect(document.body.innerHTML).toBe(page);
    expect(seen).toEqual([]);
    expect(titles).toEqual([]);
    // The page's shared query client holds nothing of it: the real page asks for its own data.
    expect(getQueryClient().getQueryCache().getAll()).toEqual([]);

    document.body.innerHTML = '';
    render(
      <QueryClientProvider client={getQueryClient()}>
        <MemoryRouter initialEntries={['/parents']}>
          <ParentsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Real parent')).toBeInTheDocument();
    expect(screen.queryByText('Placeholder parent')).not.toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(platformStore.get(titlePartsAtom)).toEqual(['All parents']);
  });

  it('issue 26: a page is warmed once per page load; one dropped before it rendered (the person navigated) is warmed when asked again', async () => {
    // Warmed by the test above: its warm-up is not even asked again.
    asked.length = 0;
    await warmUpOutsideAct('/parents');
    expect(asked).toEqual([]);

    const navigation = new AbortController();
    whileAsked = () => navigation.abort();
    await warmUpOutsideAct('/sessions', navigation.signal, 'warm_again');
    expect(sheet()).not.toMatch(/outline:4px double darkorange/);

    whileAsked = () => undefined;
    await warmUpOutsideAct('/sessions', undefined, 'warm_again');
    expect(sheet()).toMatch(/outline:4px double darkorange/);
    expect(document.body.innerHTML).toBe('');
  });

  it('SHL-07, issue 26: a signed-in tutor on /enroll (app "enrollment") warms an area for their own portal, the app its page renders with', async () => {
    const appNames: string[] = [];
    registerRouteTable('warm_portal', [{ path: '/sessions', title: ['Sessions'], Component: () => <p>Sessions</p> }]);
    registerAreaWarmUp('warm_portal', (context) => {
      appNames.push(context.appName);
      return false;
    });
    platformStore.set(currentUserAtom, { id: 9, roles: ['tutor'], permissions: [] } as unknown as CurrentUser);
    platformStore.set(publicAppAtom, 'enrollment');
    try {
      await warmUpOutsideAct('/sessions', undefined, 'warm_portal');
    } finally {
      platformStore.set(publicAppAtom, null);
      platformStore.set(currentUserAtom, null);
    }
    expect(appNames).toEqual(['tutor']);
  });

  it('issue 26: a page the area declares no warm-up for renders nothing', async () => {
    asked.length = 0;
    await warmUpOutsideAct('/other');
    expect(asked).toEqual(['/other']);
    expect(document.body.innerHTML).toBe('');
    await warmUpArea('no_such_area', '/parents');
    expect(asked).toEqual(['/other']);
  });
});
