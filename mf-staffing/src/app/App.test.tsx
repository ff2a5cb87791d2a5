import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { platformStore, titlePartsAtom } from '@tutoring/platform';
import { renderWithProviders, requests, server, signIn, setupMswServer } from '../test/support';
import { App } from './App';
import { routes } from './routes';

setupMswServer();

/** A concrete URL for a route pattern (`/parents/:id` -> `/parents/1`). */
const concrete = (path: string) => path.replace(/:errorCode/g, 'ended').replace(/:[A-Za-z]+/g, '1');

// Every page may load its data: answer any API call with an empty reply.
const emptyApi = () =>
  server.use(
    http.all('*/api/v2/*', ({ request }) => {
      const last = new URL(request.url).pathname.split('/').pop() ?? '';
      if (/^\d+$/.test(last)) return HttpResponse.json({}, { status: 404 });
      return HttpResponse.json({
        [last.replace(/\.json$/, '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())]: [],
        days: [],
        stats: [],
        meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 25 },
      });
    }),
  );

describe('remote routes', () => {
  beforeEach(() => {
    signIn();
    emptyApi();
  });

  it.each(routes.map((route) => [route.path, route.title] as const))(
    'SHL-08: renders %s under its own prefix with its title chain (X-02)',
    async (path, title) => {
      // The schedule is the students' and parents' page (issue 25 gap 6); staff are sent to their Calendar.
      if (path === '/schedule')
        signIn({ type: 'Student', roles: ['student'], permissions: [], employeeId: null, studentId: 1 });
      renderWithProviders(<App />, { at: concrete(path) });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      // The title is set by an effect of the page, which may run after the heading is found.
      await waitFor(() => expect(platformStore.get(titlePartsAtom).at(-1)).toBe(title.at(-1)));
      const result = await axe.run(document.body, { rules: { region: { enabled: false } } });
      expect(
        result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes[0]?.html}`),
      ).toEqual([]);
    },
  );

  it('issue 25 gap 6: a student opens only the schedule of this area; any other path leads there', async () => {
    signIn({ type: 'Student', roles: ['student'], permissions: [], employeeId: null, studentId: 1 });
    renderWithProviders(<App />, { at: '/tutors' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
  });

  const tina = {
    type: 'Tutor' as const,
    roles: ['tutor'],
    permissions: ['TUTOR'],
    employeeId: 7,
    fullName: 'Tina Tutor',
  };

  it.each(['/employees', '/employees/departments', '/tutors', '/teams', '/teams/1', '/schedule', '/calendar/no/such'])(
    "OP-02: a tutor opens only the tutor app's pages of this area (/calendar, /availability); %s leads to the calendar",
    async (path) => {
      signIn(tina);
      renderWithProviders(<App />, { at: path });
      expect(await screen.findByRole('heading', { level: 1, name: /^Calendar/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'New employee' })).not.toBeInTheDocument();
      expect(requests.filter((r) => /\/(employees|teams|departments)\b/.test(r.path))).toEqual([]);
    },
  );

  it("OP-02: a tutor opens the tutor app's availability", async () => {
    signIn(tina);
    renderWithProviders(<App />, { at: '/availability' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeInTheDocument();
  });

  it('OP-02: a tutor who is also staff (admin) keeps every page of this area', async () => {
    signIn({ ...tina, roles: ['tutor', 'admin'], permissions: ['TUTOR', 'ADMIN'] });
    renderWithProviders(<App />, { at: '/employees' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
  });

  it('shows its not-found page for an unknown path under its prefix', async () => {
    renderWithProviders(<App />, { at: `${routes[0]!.path === '/' ? '' : routes[0]!.path}/no/such/page` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
