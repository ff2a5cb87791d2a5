import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { queryClientDefaults } from '@tutoring/api-client';
import { Link } from 'react-router-dom';
import { platformStore, rolesAtom } from '@tutoring/platform';
import { get, json, meta, renderWithProviders, requests, server, signIn, setupMswServer } from '../test/support';
import { tutorRows } from '../test/tutors';
import { App } from './App';

setupMswServer();

/** The shell's nav as far as these pages go: links within the one router, so the query cache is kept between pages. */
function ShellNav() {
  return (
    <nav aria-label="Main">
      <Link to="/tutors">Staffing</Link>
      <Link to="/employees?employees.active=all">Employees</Link>
    </nav>
  );
}

/**
 * The pages as the product mounts them: the shell's nav beside the area, and the product's query defaults (a list read
 * less than 30 s ago is shown from the cache when its page opens again; the test kit's client refetches every mount,
 * which would hide a list nobody invalidated).
 */
function renderArea(at: string) {
  const { queryClient } = renderWithProviders(
    <>
      <ShellNav />
      <App />
    </>,
    { at },
  );
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: queryClientDefaults.queries.staleTime },
  });
}

/** Tina (active) and Tom (terminated) as the api-server keeps them: the tutors list holds the active tutors only. */
let people: Array<(typeof tutorRows)[number] & { active: boolean; type: 'Tutor'; roles: string[] }>;

function mock() {
  people = tutorRows.map((row) => ({ ...row, active: row.id === 7, type: 'Tutor', roles: ['tutor'] }));
  const active = () => people.filter((p) => p.active);
  server.use(
    get('tiers', () => json({ tiers: [] })),
    get('tutors.json', () => json({ tutors: active(), meta: meta(active().length) })),
    get('employees', ({ url }) => {
      const status = url.searchParams.get('active');
      const rows = people.filter((p) => status === null || status === 'all' || String(p.active) === status);
      return json({ employees: rows, meta: meta(rows.length) });
    }),
    http.put('*/api/v2/employees/:id/rehire.json', ({ params }) => {
      const person = people.find((p) => p.id === Number(params.id))!;
      person.active = true;
      return json({ employee: { ...person, endDate: null } });
    }),
    http.put('*/api/v2/employees/:id/terminate.json', ({ params }) => {
      const person = people.find((p) => p.id === Number(params.id))!;
      person.active = false;
      return json({ employee: { ...person, endDate: '2026-12-31' } });
    }),
  );
}

const tutorSearches = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/v2/tutors.json').length;

/** The names in the tutors table once it has loaded. */
async function tutorsListed(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Tutors' });
  await within(table).findByText('Tina Tutor');
  return ['Tina Tutor', 'Tom Teacher'].filter((name) => within(table).queryByText(name) !== null);
}

describe('staff changes reach the tutors list', () => {
  beforeEach(() => {
    signIn();
    platformStore.set(rolesAtom, [{ id: 3, name: 'tutor', permissions: [] }] as never);
    mock();
  });

  it('STF-06, STF-01: after a rehire the tutors list asks again and lists the rehired tutor', async () => {
    renderArea('/tutors');
    expect(await tutorsListed()).toEqual(['Tina Tutor']);

    await userEvent.click(screen.getByRole('link', { name: 'Employees' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rehire Tom Teacher' }));
    expect(await screen.findByRole('button', { name: 'Terminate Tom Teacher' })).toBeInTheDocument();

    const before = tutorSearches();
    await userEvent.click(screen.getByRole('link', { name: 'Staffing' }));
    await waitFor(() => expect(tutorSearches()).toBe(before + 1));
    await waitFor(async () => expect(await tutorsListed()).toEqual(['Tina Tutor', 'Tom Teacher']));
  });

  it('STF-06, STF-01: after a termination the tutors list asks again and no longer lists the terminated tutor', async () => {
    people[1]!.active = true;
    renderArea('/tutors');
    expect(await tutorsListed()).toEqual(['Tina Tutor', 'Tom Teacher']);

    await userEvent.click(screen.getByRole('link', { name: 'Employees' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate Tom Teacher' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate Tom Teacher' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /End date/ }), '12/31/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByRole('button', { name: 'Rehire Tom Teacher' })).toBeInTheDocument();

    const before = tutorSearches();
    await userEvent.click(screen.getByRole('link', { name: 'Staffing' }));
    await waitFor(() => expect(tutorSearches()).toBe(before + 1));
    await waitFor(async () => expect(await tutorsListed()).toEqual(['Tina Tutor']));
  });
});
