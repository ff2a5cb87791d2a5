import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { format } from 'node:util';
import {
  type CurrentUserLike,
  type RemoteRegistry,
  isRemoteAllowed,
  registerFederatedRemotes,
} from '@tutoring/platform';
import { QUIET_MS } from './firstPage';
import { rememberNextOwner } from '../routing/nextOwner';
import { createRemotePreloader, destinationPath } from './preload';

/** Three areas, registered with the Module Federation runtime under names of their own per test (it caches per name). */
function areas(tag: string): RemoteRegistry {
  const remote = (area: string, prefix: string, role: string) => ({
    name: `${tag}_${area}`,
    manifestUrl: `http://127.0.0.1:9/${tag}_${area}/mf-manifest.json`,
    version: '1',
    routePrefixes: [prefix],
    navLabel: area,
    roles: [role],
  });
  const registry = {
    remotes: [
      remote('crm', '/parents', 'admin'),
      remote('pay', '/payments', 'admin'),
      remote('exams', '/exams', 'essay_grader'),
    ],
  };
  registerFederatedRemotes(registry.remotes);
  return registry;
}
const admin = {
  id: 1,
  roles: ['admin'],
  permissions: ['ADMIN'],
  spoofing: null,
  essayGrader: false,
} as unknown as CurrentUserLike;

/** Which remotes' manifests the page asked for (what a preload fetches first). */
const fetched: string[] = [];
const server = setupServer(
  http.get('http://127.0.0.1:9/:remote/mf-manifest.json', ({ params }) => {
    fetched.push(String(params.remote));
    return HttpResponse.json({ errors: ['not a manifest'] }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
/**
 * A preload (issue 26: the area's `./app`) of these areas fails, as their manifests answer 404, and the Module
 * Federation runtime says so on the console: expected here, and nothing else may be logged.
 */
let consoleSpies: jest.SpyInstance[] = [];
beforeEach(() => {
  consoleSpies = (['warn', 'error'] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => {}));
});
afterEach(() => {
  for (const spy of consoleSpies)
    for (const call of spy.mock.calls) expect(format(...call)).toMatch(/Federation Runtime/);
});
afterEach(() => {
  fetched.length = 0;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const settle = (ms = 80) => new Promise((resolve) => setTimeout(resolve, ms));

/** A preloader for `registry` whose signed-in user (id 1, or nobody) is `user()` at each call. */
const preloaderFor = (registry: RemoteRegistry, user: () => CurrentUserLike | null) =>
  createRemotePreloader({
    registry,
    queryClient: new QueryClient(),
    isAllowed: (entry) => isRemoteAllowed(entry, user()),
    userId: () => (user() ? 1 : null),
  });

describe('preloading of remotes (issue 13)', () => {
  it('the destination is where /login?next= leads, else the current page, with its query string (X-01)', () => {
    expect(destinationPath({ pathname: '/login', search: '?next=%2Fparents%3Fpage%3D2' })).toBe('/parents?page=2');
    expect(destinationPath({ pathname: '/login', search: '?next=//evil.example' })).toBe('/');
    expect(destinationPath({ pathname: '/login', search: '' })).toBe('/');
    expect(destinationPath({ pathname: '/payments', search: '?page=3' })).toBe('/payments?page=3');
  });

  it('issue 13, OP-06: loads the destination remote as soon as the user is known, and never one the user may not open', async () => {
    const registry = areas('dest');
    let user: CurrentUserLike | null = admin;
    const preloader = preloaderFor(registry, () => user);
    window.history.replaceState(null, '', '/login?next=%2Fexams');
    preloader.destination();
    window.history.replaceState(null, '', '/login?next=%2Fparents');
    user = null;
    preloader.destination();
    await settle();
    expect(fetched).toEqual([]);
    user = admin;
    preloader.destination();
    preloader.destination();
    await settle();
    expect(fetched).toEqual(['dest_crm']);
  });

  it('issue 25: a ?next= recorded for another user, or to an area the role may not open, is not preloaded at sign-in; the same user’s is', async () => {
    const registry = areas('owner');
    const preloader = preloaderFor(registry, () => admin);
    try {
      // User 2 was signed out on this tab at /parents; the admin (user 1) signs in there.
      rememberNextOwner(2);
      window.history.replaceState(null, '', '/login?next=%2Fparents%3Fpage%3D2');
      preloader.destination();
      // The admin's own ?next= to an area their role may not open.
      rememberNextOwner(1);
      window.history.replaceState(null, '', '/login?next=%2Fexams');
      preloader.destination();
      await settle();
      expect(fetched).toEqual([]);
      // The admin's own ?next= to an area they may open.
      window.history.replaceState(null, '', '/login?next=%2Fparents%3Fpage%3D2');
      preloader.destination();
      await settle();
      expect(fetched).toEqual(['owner_crm']);
    } finally {
      rememberNextOwner(null);
    }
  });

  it('issue 13, issue 26: preloads the other areas only once the first page has mounted and its data has arrived, and then hands each to the warm-up', async () => {
    const registry = areas('rest');
    const queryClient = new QueryClient();
    const toWarm: string[] = [];
    const preloader = createRemotePreloader({
      registry,
      queryClient,
      isAllowed: (entry) => isRemoteAllowed(entry, admin),
      userId: () => 1,
      warmUp: ({ name, path }) => toWarm.push(`${name} ${path}`),
    });
    let answer: (rows: string[]) => void = () => {};
    preloader.watchFirstPage();
    preloader.rest();
    await settle();
    expect(fetched).toEqual([]);
    // single-spa has mounted the first page; its route's code is still arriving (no heading yet). The small login
    // page's form, replaced by the shell's first render, is still on screen and is not the page.
    document.body.innerHTML = '<main class="tl-main"><form><h1>Sign in</h1></form></main>';
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    await settle(QUIET_MS + 300);
    expect(fetched).toEqual([]);
    // The page shows its heading and starts loading its list a moment later.
    document.body.innerHTML = '<main id="main"><h1>Parents</h1></main>';
    await settle(50);
    const rows = queryClient.fetchQuery({
      queryKey: ['parents'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    await settle(QUIET_MS + 300);
    expect(fetched).toEqual([]);
    expect(toWarm).toEqual([]);
    answer(['a parent']);
    await rows;
    await settle(QUIET_MS + 300);
    expect([...fetched].sort()).toEqual(['rest_crm', 'rest_pay']);
    // Each area the user may open, at its navigation link's path, once its preload is over.
    expect(toWarm).toEqual(['rest_crm /parents', 'rest_pay /payments']);
  });

  it("issue 26: a bare /login preloads the home of this browser's last user: the student's area after a student, nothing after staff (whose home is the shell's)", async () => {
    const registry = {
      remotes: [
        {
          name: 'bare_home',
          manifestUrl: 'http://127.0.0.1:9/bare_home/mf-manifest.json',
          version: '1',
          routePrefixes: ['/', '/prizes'],
          navLabel: 'Dashboard',
          roles: ['student'],
        },
      ],
    };
    registerFederatedRemotes(registry.remotes);
    const student = { ...admin, id: 2, roles: ['student'], permissions: [] } as unknown as CurrentUserLike;
    let user: CurrentUserLike | null = null;
    const preloader = preloaderFor(registry, () => user);
    const typingAtBareLogin = async () => {
      user = null;
      window.history.replaceState(null, '', '/login');
      const likely = preloader.whileSigningIn();
      await settle();
      const seen = [...fetched];
      fetched.length = 0;
      return { likely: likely?.name ?? null, fetched: seen };
    };
    try {
      localStorage.clear();
      // Nobody signed in on this browser yet: the area at `/` is the guess, as before.
      expect(await typingAtBareLogin()).toEqual({ likely: 'bare_home', fetched: ['bare_home'] });
      // An admin signs in (their home is the shell's): the next bare /login preloads nothing.
      user = admin;
      preloader.destination();
      expect(await typingAtBareLogin()).toEqual({ likely: null, fetched: [] });
      // A student signs in: the next bare /login preloads their dashboard again (its code was asked for by their
      // sign-in, so only the choice is checked here).
      user = student;
      window.history.replaceState(null, '', '/');
      preloader.destination();
      await settle();
      expect((await typingAtBareLogin()).likely).toBe('bare_home');
      // A ?next= still says where the sign-in leads, whoever signed in last.
      user = admin;
      preloader.destination();
      user = null;
      window.history.replaceState(null, '', '/login?next=%2Fprizes');
      expect(preloader.whileSigningIn()?.name).toBe('bare_home');
    } finally {
      localStorage.clear();
    }
  });

  it('issue 26: on the login page the area ?next= leads to is fetched while the visitor types; a hovered or focused nav link fetches its area only when the user may open it (OP-06)', async () => {
    const registry = areas('ahead');
    let user: CurrentUserLike | null = null;
    const preloader = preloaderFor(registry, () => user);
    window.history.replaceState(null, '', '/login?next=%2Fpayments%3Fpage%3D2');
    preloader.whileSigningIn();
    await settle();
    expect(fetched).toEqual(['ahead_pay']);
    fetched.length = 0;
    user = admin;
    const [crm, , exams] = registry.remotes;
    preloader.intent(exams!, '/exams');
    preloader.intent(crm!, '/parents');
    await settle();
    expect(fetched).toEqual(['ahead_crm']);
  });
});
