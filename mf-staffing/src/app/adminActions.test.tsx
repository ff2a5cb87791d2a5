import { screen, within } from '@testing-library/react';
import { get, json, meta, renderWithProviders, server, signIn, setupMswServer } from '../test/support';
import { App } from './App';

setupMswServer();

/** What the walker saw: crm@example.com, whose only role is crm (staff: reads these pages; no admin writes). */
const crm = {
  email: 'crm@example.com',
  firstName: 'Carl',
  lastName: 'Crm',
  fullName: 'Carl Crm',
  roles: ['crm'],
  permissions: [],
  employeeId: 5,
};

const tom = { id: 8, firstName: 'Tom', lastName: 'Teacher', type: 'Tutor', roles: ['tutor'], active: true };
const ray = {
  id: 2,
  firstName: 'Ray',
  lastName: 'Retired',
  type: 'Employee',
  roles: ['academic_advisor'],
  active: false,
  endDate: '2025-06-30',
};
const westCoast = { id: 1, name: 'West Coast Tutors', type: 'TutorTeam', managerId: 1, tutorIds: [8] };
const tomStat = {
  tutorId: 8,
  tutor: { id: 8, name: 'Tom Teacher' },
  date: '2026-11-16',
  availabilityTarget: 30,
  availabilityActual: 15,
  deliveryTarget: 20,
  deliveryActual: 10,
};

beforeEach(() =>
  server.use(
    get('teams', () => json({ teams: [westCoast], meta: meta(1) })),
    get('teams/1', () => json({ team: westCoast })),
    get('teams/1/stats', () => json({ stats: [tomStat] })),
    get('employees', () => json({ employees: [tom, ray], meta: meta(2) })),
    get('departments', () => json({ departments: [{ id: 4, name: 'Academics' }], meta: meta(1) })),
  ),
);

/**
 * Each page, what any staff member reads on it (the API's `staff` / `employee` reads), and the buttons of its writes,
 * which the API keeps to admins (`admin` policy of POST/PUT teams, employees and their terminate, rehire and extension
 * actions, and departments; docs/security.md).
 */
const pages = [
  {
    title: 'STF-24: /teams',
    at: '/teams',
    reads: () => screen.findByRole('link', { name: 'West Coast Tutors' }),
    writes: ['New tutor team', 'New advisor team', 'Edit West Coast Tutors'],
  },
  {
    title: 'STF-23, STF-24, STF-25: /teams/1',
    at: '/teams/1',
    reads: () => screen.findByRole('progressbar', { name: 'Availability of Tom Teacher' }),
    writes: ['Edit team', 'Edit targets of Tom Teacher'],
  },
  {
    title: 'STF-04..STF-07: /employees',
    at: '/employees',
    reads: () => screen.findByRole('button', { name: 'Check availability of Tom Teacher' }),
    writes: [
      'New employee',
      'New tutor',
      'Tom Teacher',
      'Terminate Tom Teacher',
      'Extension of Tom Teacher',
      'Rehire Ray Retired',
    ],
  },
  {
    title: 'STF-32: /employees/departments',
    at: '/employees/departments',
    reads: () => screen.findByRole('cell', { name: 'Academics' }),
    writes: ['New department', 'Academics'],
  },
];

describe('admin-only actions of the staff pages (docs/security.md)', () => {
  it.each(pages)(
    '$title: a crm user reads the page and is offered none of the writes the API refuses them (403)',
    async ({ at, reads, writes }) => {
      signIn(crm);
      renderWithProviders(<App />, { at });
      expect(await reads()).toBeInTheDocument();
      for (const name of writes) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    },
  );

  it.each(pages)('$title: an admin is offered every write', async ({ at, reads, writes }) => {
    signIn();
    renderWithProviders(<App />, { at });
    expect(await reads()).toBeInTheDocument();
    for (const name of writes) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('STF-04: a crm user sees an employee\'s name as text, not as a button that opens "Edit Tom Teacher"', async () => {
    signIn(crm);
    renderWithProviders(<App />, { at: '/employees' });
    const name = await screen.findByRole('cell', { name: 'Tom Teacher' });
    expect(within(name).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Departments' })).toBeInTheDocument();
  });
});
