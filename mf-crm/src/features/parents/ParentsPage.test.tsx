import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParentsPage } from './ParentsPage';
import { HttpResponse, apiUrl, employeesFixture, http, installServer, requestsTo, server } from '../../test/server';
import { currentLocation, renderWithProviders, staffUser } from '../../test/render';
import { parentsList } from '../../test/parents';

installServer();

function setup(url = '/parents', user = staffUser()) {
  server.use(parentsList());
  renderWithProviders(<ParentsPage />, { url, path: '/parents', user });
  return userEvent.setup();
}
const lastList = () => Object.fromEntries(requestsTo('GET', 'parents').at(-1)!.url.searchParams.entries());

describe('ParentsPage', () => {
  it('CRM-01, X-01, OP-47: restores filters, sort, page and per from the URL and sends them', async () => {
    setup('/parents?parents.status=Active&parents.orderBy=email&parents.orderSort=asc&parents.page=2&parents.per=50');
    await screen.findByRole('link', { name: 'Own Parent' });
    expect(lastList()).toMatchObject({ status: 'Active', orderBy: 'email', orderSort: 'asc', page: '2', per: '50' });
    expect(screen.getByLabelText('Status')).toHaveValue('Active');
    expect(screen.getByText('51-100 of 120')).toBeInTheDocument();
  });

  it('CRM-01, DS-08: sends per=25 by default and keeps a page-size change in the URL, back on page 1', async () => {
    const user = setup('/parents?parents.page=3');
    await screen.findByRole('link', { name: 'Own Parent' });
    expect(lastList()).toMatchObject({ per: '25', page: '3' });
    await user.selectOptions(screen.getByLabelText('Per page'), '100');
    await waitFor(() => expect(currentLocation()).toContain('parents.per=100'));
    expect(currentLocation()).not.toContain('parents.page');
    await waitFor(() => expect(lastList()).toMatchObject({ per: '100', page: '1' }));
  });

  it('CRM-01: a search and a sort go to the URL', async () => {
    const user = setup();
    await screen.findByRole('link', { name: 'Own Parent' });
    await user.type(screen.getByRole('searchbox', { name: 'Search parents' }), 'smith{Enter}');
    await waitFor(() => expect(currentLocation()).toContain('parents.query=smith'));
    await user.click(screen.getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(currentLocation()).toContain('parents.orderBy=email'));
    await waitFor(() => expect(lastList()).toMatchObject({ query: 'smith', orderBy: 'email', orderSort: 'asc' }));
  });

  it("CRM-02, X-08: a quick filter shows only the current employee's parents", async () => {
    const user = setup();
    await screen.findByRole('link', { name: 'Own Parent' });
    await user.click(screen.getByRole('button', { name: 'Recently assigned' }));
    await waitFor(() => expect(lastList()).toMatchObject({ quickFilter: 'recently_assigned', employeeId: '7' }));
    expect(currentLocation()).toContain('parents.quickFilter=recently_assigned');
    expect(screen.getByRole('button', { name: 'Recently assigned' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('CRM-02: the quick filters carry the DOM-14 windows', async () => {
    setup();
    expect(screen.getByRole('button', { name: 'Last touch' })).toHaveAttribute(
      'title',
      'Not touched in more than 30 days',
    );
    expect(screen.getByRole('button', { name: 'Recently assigned' })).toHaveAttribute(
      'title',
      'Assigned in the last 14 days',
    );
    expect(screen.getByRole('button', { name: 'Not touched' })).toHaveAttribute(
      'title',
      'Created at least 14 days ago with 3 or fewer calls',
    );
    expect(screen.getByRole('button', { name: 'Low hours' })).toHaveAttribute('title', '5 hours or fewer remaining');
    expect(screen.getByRole('button', { name: 'High home value' })).toHaveAttribute(
      'title',
      'Home value estimate of 1000 or more',
    );
    await screen.findByRole('link', { name: 'Own Parent' });
  });

  it('CRM-18, OP-40: shows the abandoned count on the Abandoned quick filter', async () => {
    setup();
    expect(await screen.findByLabelText('4 abandoned')).toHaveTextContent('4');
    expect(requestsTo('GET', 'parents/abandoned_counts')).toHaveLength(1);
  });

  it('CRM-03: only own or unassigned rows can be checked, and select-all checks only those', async () => {
    const user = setup();
    await screen.findByRole('link', { name: 'Own Parent' });
    expect(screen.getByRole('checkbox', { name: 'Select Other Parent' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('checkbox', { name: 'Select Own Parent' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Free Parent' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Other Parent' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Reassign selected (2)' })).toBeEnabled();
  });

  it('CRM-03, CRM-12: bulk reassign sends one reassign per selected row', async () => {
    server.use(
      http.put(apiUrl('parents/:id/reassign'), ({ params }) =>
        HttpResponse.json({ parent: { id: Number(params.id) } }),
      ),
    );
    const user = setup();
    await screen.findByRole('link', { name: 'Own Parent' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Reassign selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Dana Director' });
    await user.selectOptions(within(dialog).getByLabelText('Owner', { exact: false }), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('PUT', 'parents/1/reassign')[0]!.body).toEqual({ parent: { employeeId: 8 } });
    expect(requestsTo('PUT', 'parents/2/reassign')).toHaveLength(1);
    expect(requestsTo('PUT', 'parents/3/reassign')).toHaveLength(0);
  });

  it('CRM-03: the bulk reassign asks for an owner ("Unassigned" is a choice), names 1 parent in the singular and then focuses the list heading', async () => {
    server.use(
      http.put(apiUrl('parents/:id/reassign'), ({ params }) =>
        HttpResponse.json({ parent: { id: Number(params.id), employeeId: null } }),
      ),
    );
    const user = setup();
    await screen.findByRole('link', { name: 'Own Parent' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Own Parent' }));
    await user.click(screen.getByRole('button', { name: 'Reassign selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign 1 parent' });
    await within(dialog).findByRole('option', { name: 'Dana Director' });
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(requestsTo('PUT', 'parents/1/reassign')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Owner', { exact: false }), 'Unassigned');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('PUT', 'parents/1/reassign')[0]!.body).toEqual({ parent: { employeeId: null } });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Parents' })).toHaveFocus());
  });

  it('CRM-36: in the admin app every parent is listed and no advisor filter is offered', async () => {
    setup();
    await screen.findByRole('link', { name: 'Own Parent' });
    expect(screen.queryByLabelText('Advisor')).not.toBeInTheDocument();
    expect(lastList().employeeId).toBeUndefined();
  });

  it('CRM-36: someone who is not a director sees only "Me" and "Unassigned"', async () => {
    setup('/parents', staffUser({ roles: ['academic_advisor'], permissions: [] }));
    await screen.findByRole('link', { name: 'Own Parent' });
    const options = within(screen.getByLabelText('Advisor'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Me', 'Unassigned']);
    expect(lastList()).toMatchObject({ employeeId: '7' });
    expect(requestsTo('GET', 'employees/assigned_advisors')).toHaveLength(0);
  });

  it('CRM-36: a director sees All Advisors, Me, Unassigned and every other advisor marked Active or Inactive', async () => {
    const user = setup(
      '/parents',
      staffUser({ roles: ['director_of_academic_advising'], permissions: [], employeeId: 8 }),
    );
    await screen.findByRole('option', { name: 'Old Advisor (Inactive)' });
    const options = within(screen.getByLabelText('Advisor'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All Advisors',
      'Me',
      'Unassigned',
      'Avery Advisor (Active)',
      'Casey Crm (Active)',
      'Old Advisor (Inactive)',
    ]);
    const roles = requestsTo('GET', 'employees')
      .map((r) => r.url.searchParams.getAll('roles[]'))
      .find((r) => r.length);
    expect(roles).toEqual(['academic_advisor', 'director_of_academic_advising']);
    expect(lastList().employeeId).toBeUndefined();
    await user.selectOptions(screen.getByLabelText('Advisor'), '9');
    await waitFor(() => expect(lastList()).toMatchObject({ employeeId: '9' }));
  });

  it('issue 26, CRM-01: the list and the owners ask for the fields the page shows, and every column shows from them', async () => {
    /** A reply as the API gives it for `fields` (the named fields and the id; the whole record without it). */
    const asked = (record: Record<string, unknown>, url: string) => {
      const fields = new URL(url).searchParams.get('fields');
      if (fields === null) return record;
      const names = new Set(['id', ...fields.split(',')]);
      return Object.fromEntries(Object.entries(record).filter(([name]) => names.has(name)));
    };
    const whole = {
      id: 1,
      firstName: 'Paula',
      lastName: 'Parent',
      fullName: 'Paula Parent',
      email: 'paula@example.com',
      phone: '+13105550123',
      status: 'Active',
      employeeId: 7,
      customer: true,
      address: { street1: '100 Main St', city: 'Los Angeles', state: 'CA', zip: '90012' },
      createdAt: '2026-11-02T15:00:00Z',
      updatedAt: '2026-11-03T15:00:00Z',
    };
    server.use(
      http.get(apiUrl('parents'), ({ request }) =>
        HttpResponse.json({
          parents: [asked(whole, request.url)],
          meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
        }),
      ),
      http.get(apiUrl('employees'), ({ request }) =>
        HttpResponse.json({
          employees: employeesFixture.map((employee) =>
            asked({ ...employee, email: 'staff@example.com' }, request.url),
          ),
          meta: { totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 1000 },
        }),
      ),
    );
    renderWithProviders(<ParentsPage />, { url: '/parents', path: '/parents', user: staffUser() });
    const row = (await screen.findByRole('link', { name: 'Paula Parent' })).closest('tr')!;
    expect(await within(row).findByText('Casey Crm')).toBeInTheDocument();
    expect(within(row).getByText('paula@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('11/02/2026')).toBeInTheDocument();
    // Own parent: selectable (the owner is among the fields).
    expect(within(row).getByRole('checkbox')).toBeEnabled();
    // Both asked for a few fields, not the whole records (no phone, address or e-mail of the staff).
    const fieldsOf = (path: string) => requestsTo('GET', path)[0]!.url.searchParams.get('fields')?.split(',');
    expect(fieldsOf('parents')).not.toContain('phone');
    expect(fieldsOf('parents')).not.toContain('address');
    expect(fieldsOf('employees')).toEqual(['firstName', 'lastName', 'fullName']);
  });
});
