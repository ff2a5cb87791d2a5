import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { triggerAppChange } from 'single-spa';
import { getQueryClient } from '@tutoring/api-client';
import { testUser } from '@tutoring/build-config/test-kit/user';
import type { CurrentUser } from '@tutoring/contract';
import { createRemoteLifecycles, currentUserAtom, platformStore, useRouteTitle } from '@tutoring/platform';
import { startShell } from '../start/startShell';

/**
 * The areas this file deploys, by Module Federation id: the runtime's network load of a remote is replaced by them (the
 * registry's manifests are not served here). Each area declares the data its navigation link's page reads first, as
 * the real remotes do in `src/app/prefetch.ts`; the requests themselves go to the (mocked) network.
 */
const mockAreas = new Map<string, unknown>();
jest.mock('@module-federation/enhanced/runtime', () => {
  const actual = jest.requireActual('@module-federation/enhanced/runtime');
  return {
    ...actual,
    loadRemote: (id: string, ...rest: unknown[]) =>
      mockAreas.has(id) ? Promise.resolve(mockAreas.get(id)) : actual.loadRemote(id, ...rest),
  };
});

/** The data request each area's page reads first, by the path the area shows. */
const FIRST_REQUEST: Record<string, string> = {
  '/tutors': '/api/v2/tutors.json?include=tier&page=1&per=25',
  '/schedule': '/api/v2/schedule_items.json',
  '/calendar': '/api/v2/calendar_items.json',
  '/payments': '/api/v2/payments.json?page=1&per=25',
};
function area(name: string, label: string) {
  return createRemoteLifecycles({
    name,
    label,
    version: '1',
    App: () => <h1>{label}</h1>,
    prefetch: (context) => {
      const request = FIRST_REQUEST[context.pathname];
      if (!request) return;
      return context.prefetch({
        queryKey: [request],
        queryFn: async () => (await fetch(new URL(request, window.location.href))).json(),
      });
    },
  });
}
mockAreas.set('mf_student/app', area('mf_student', 'Dashboard'));
mockAreas.set('mf_staffing/app', area('mf_staffing', 'Staffing'));
mockAreas.set('mf_payments/app', area('mf_payments', 'Payments'));
function EnrollmentPortal() {
  useRouteTitle(['Choose a course']);
  return <h1>Enroll</h1>;
}
mockAreas.set('mf_payments/EnrollmentPortal', { EnrollmentPortal });

const manifest = (name: string) => `http://127.0.0.1:9/${name}/mf-manifest.json`;
/** The registry's entries as remotes.config.json has them, cut to what this file needs. */
const registry = {
  remotes: [
    {
      name: 'mf_staffing',
      manifestUrl: manifest('mf_staffing'),
      version: '1',
      navLabel: 'Staffing',
      routePrefixes: ['/tutors', '/calendar', '/schedule'],
      navByApp: {
        tutor: { path: '/calendar', label: 'Calendar' },
        student: { path: '/schedule', label: 'Schedule' },
        parent: { path: '/schedule', label: 'Schedule' },
      },
      roles: ['admin', 'crm', 'tutor', 'student', 'parent', 'spoofing'],
    },
    {
      name: 'mf_payments',
      manifestUrl: manifest('mf_payments'),
      version: '1',
      navLabel: 'Payments',
      routePrefixes: ['/payments'],
      roles: ['admin', 'OPERATIONS', 'parent'],
    },
    {
      name: 'mf_student',
      manifestUrl: manifest('mf_student'),
      version: '1',
      navLabel: 'Dashboard',
      routePrefixes: ['/', '/prizes'],
      roles: ['student', 'spoofing'],
    },
  ],
};

const parent = testUser({
  id: 7,
  email: 'parent@example.com',
  firstName: 'Paula',
  lastName: 'Parent',
  fullName: 'Paula Parent',
  type: 'Parent',
  roles: ['parent'],
  permissions: [],
  employeeId: null,
  parentId: 3,
});
const student = testUser({
  id: 8,
  email: 'student@example.com',
  firstName: 'Sam',
  lastName: 'Student',
  fullName: 'Sam Student',
  type: 'Student',
  roles: ['student'],
  permissions: [],
  employeeId: null,
  studentId: 4,
});
const admin = testUser({ permissions: ['ADMIN', 'OPERATIONS'] });

let signedIn: CurrentUser | null = null;
/** The API requests the page made (path and query), in order. */
const requests: string[] = [];
const realtime = ws.link('ws://127.0.0.1:4000/app/*');
const server = setupServer(
  realtime.addEventListener('connection', () => {}),
  http.get('*/config.json', () => HttpResponse.json({ environment: 'test' })),
  http.get('*/remotes.json', () => HttpResponse.json(registry)),
  http.get('*/api/v2/roles', () => HttpResponse.json({ roles: [{ id: 1, name: 'admin', permissions: ['ADMIN'] }] })),
  http.get('*/api/v2/current_user', () =>
    signedIn
      ? HttpResponse.json({ user: signedIn })
      : HttpResponse.json({ errors: ['Not signed in'] }, { status: 401 }),
  ),
  http.get('*/api/v2/notices', () =>
    HttpResponse.json({ notices: [], meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 100 } }),
  ),
  http.get('*/api/v2/*', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    // The staff's list refuses a family, as the API does.
    if (url.pathname === '/api/v2/tutors.json' && signedIn?.type !== 'Employee')
      return HttpResponse.json({ errors: ['Not allowed'] }, { status: 403 });
    return HttpResponse.json(url.pathname.startsWith('/api/v2/locales/') ? { APP_NAME: 'x' } : []);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

let stop = () => {};
afterEach(async () => {
  act(() => stop());
  platformStore.set(currentUserAtom, null);
  await act(async () => {
    window.history.replaceState(null, '', '/');
    await triggerAppChange();
  });
  document.body.innerHTML = '';
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
  getQueryClient().clear();
  signedIn = null;
  requests.length = 0;
});

/** `user`, signed in on this browser (the API's CSRF cookie is there), opens /enroll. */
async function openEnrollAs(user: CurrentUser) {
  signedIn = user;
  document.cookie = 'csrf_token=token-1';
  window.history.replaceState(null, '', '/enroll');
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    stop = await startShell(container);
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Enroll' })).toBeInTheDocument();
}

/** The header's brand and its navigation links (text and address). */
function header() {
  const banner = screen.getByRole('banner');
  const links = within(within(banner).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
  return {
    brand: banner.firstElementChild?.textContent,
    links: links.map((link) => [link.textContent, link.getAttribute('href')]),
  };
}

/** Waits until the other areas have been preloaded (the last of them has asked for its page's data). */
async function preloaded(lastRequest: string) {
  await waitFor(() => expect(requests).toContain(lastRequest), { timeout: 8000 });
  // The areas are preloaded one after another: a moment for anything still on its way.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

describe('a signed-in user at the public enrollment portal (SHL-07)', () => {
  it("SHL-06, SHL-07: a parent at /enroll keeps the parent's brand and navigation (Home, Schedule, Payments) and preloads no staff list", async () => {
    await openEnrollAs(parent);
    expect(header()).toEqual({
      brand: 'Parent',
      links: [
        ['Home', '/'],
        ['Schedule', '/schedule'],
        ['Payments', '/payments'],
      ],
    });
    // The page is the enrollment portal: its title and its texts are the enrollment app's (X-02, SHL-17).
    await waitFor(() => expect(document.title).toBe('Choose a course - Enrollment'));
    await preloaded(FIRST_REQUEST['/payments']!);
    expect(requests).toContain('/api/v2/locales/en.json?app=enrollment');
    // Only the areas the parent may open, at the pages their links open: the schedule, never the staff's tutors.
    expect(requests).toContain(FIRST_REQUEST['/schedule']);
    expect(requests.filter((request) => request.startsWith('/api/v2/tutors'))).toEqual([]);
  }, 20_000);

  it('SHL-06, SHL-07: a student at /enroll keeps the student portal (Dashboard, Schedule; no Home link) and preloads no staff list', async () => {
    await openEnrollAs(student);
    expect(header()).toEqual({
      brand: 'Student',
      links: [
        ['Dashboard', '/'],
        ['Schedule', '/schedule'],
      ],
    });
    await preloaded(FIRST_REQUEST['/schedule']!);
    expect(requests.filter((request) => request.startsWith('/api/v2/tutors'))).toEqual([]);
  }, 20_000);

  it("SHL-07: an admin at /enroll keeps the admin's brand and navigation", async () => {
    await openEnrollAs(admin);
    expect(header()).toEqual({
      brand: 'Admin',
      links: [
        ['Home', '/'],
        ['Staffing', '/tutors'],
        ['Payments', '/payments'],
      ],
    });
    await waitFor(() => expect(document.title).toBe('Choose a course - Enrollment'));
  });
});
