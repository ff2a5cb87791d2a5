import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, createTestServer } from '../../test/server';
import { jsonBody, renderScreen } from '../../test/render';
import { PayrollPage } from './PayrollPage';

const server = createTestServer();

beforeEach(() => {
  server.use(
    http.get(`${API}/payroll_items`, () =>
      HttpResponse.json({
        payrollItems: [
          {
            id: 1,
            employeeId: 3,
            employee: { id: 3, name: 'Ada Admin' },
            amount: 500,
            date: '2026-01-15',
            description: 'Biweekly payroll',
          },
        ],
        meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
      }),
    ),
  );
});

const open = () => renderScreen(<PayrollPage />, { route: '/payments/payroll', path: '/payments/payroll' });

describe('payroll', () => {
  it('PAY-32: lists payroll items with their employee', async () => {
    open();
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('$500.00')).toBeInTheDocument();
  });

  it('PAY-32/OP-11: the payroll item modal requires employee, amount and date, then creates the item', async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown;
    server.use(
      http.post(`${API}/payroll_items`, async ({ request }) => {
        body = await jsonBody(request);
        return HttpResponse.json(
          { payrollItem: { id: 2, employeeId: 3, amount: 120, date: '2026-02-01' } },
          { status: 201 },
        );
      }),
    );
    open();
    await user.click(screen.getByRole('button', { name: 'New payroll item' }));
    const dialog = screen.getByRole('dialog', { name: 'New payroll item' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Employee id' }), '3');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '120');
    await user.type(within(dialog).getByRole('textbox', { name: 'Date' }), '02/01/2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(body).toEqual({ payrollItem: { employeeId: 3, amount: 120, date: '2026-02-01', description: 'Bonus' } }),
    );
  });

  it('PAY-32, issue 23: a new item with the optional description empty saves it as null', async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown;
    server.use(
      http.post(`${API}/payroll_items`, async ({ request }) => {
        body = await jsonBody(request);
        return HttpResponse.json(
          { payrollItem: { id: 2, employeeId: 3, amount: 5, date: '2026-02-01' } },
          { status: 201 },
        );
      }),
    );
    open();
    await user.click(screen.getByRole('button', { name: 'New payroll item' }));
    const dialog = screen.getByRole('dialog', { name: 'New payroll item' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Employee id' }), '3');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Date' }), '02/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New payroll item' })).not.toBeInTheDocument());
    expect(body).toEqual({ payrollItem: { employeeId: 3, amount: 5, date: '2026-02-01', description: null } });
  });

  it("PAY-32, issue 23: the server's 422 for an unknown employee shows on the Employee id field", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`${API}/payroll_items`, () =>
        HttpResponse.json(
          { errors: ['Employee must exist'], fields: { employeeId: ['Employee must exist'] } },
          { status: 422 },
        ),
      ),
    );
    open();
    await user.click(screen.getByRole('button', { name: 'New payroll item' }));
    const dialog = screen.getByRole('dialog', { name: 'New payroll item' });
    const employee = within(dialog).getByRole('spinbutton', { name: 'Employee id' });
    await user.type(employee, '999');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Date' }), '02/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(employee).toHaveAccessibleDescription('Employee must exist'));
    expect(employee).toHaveValue(999);
  });

  it('PAY-32, issue 20: editing reads the item, sends If-Match with its version, and a 409 keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    const stale =
      'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';
    let ifMatch: string | null = null;
    server.use(
      http.get(`${API}/payroll_items/1`, () =>
        HttpResponse.json(
          { payrollItem: { id: 1, employeeId: 3, amount: 500, date: '2026-01-15', description: 'Biweekly payroll' } },
          { headers: { ETag: '"payroll-1-v2"' } },
        ),
      ),
      http.put(`${API}/payroll_items/1`, ({ request }) => {
        ifMatch = request.headers.get('If-Match');
        return HttpResponse.json({ errors: [stale] }, { status: 409 });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit payroll item #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payroll item #1' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('Biweekly payroll');
    await user.clear(description);
    await user.type(description, 'Corrected');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(stale)).toBeInTheDocument();
    expect(ifMatch).toBe('"payroll-1-v2"');
    expect(description).toHaveValue('Corrected');
  });

  it('PAY-32: batch upload creates one item per good row and reports the server errors', async () => {
    const user = userEvent.setup({ delay: null });
    const created: unknown[] = [];
    server.use(
      http.post(`${API}/payroll_items`, async ({ request }) => {
        const body = (await jsonBody(request)) as { payrollItem: { employeeId: number } };
        if (body.payrollItem.employeeId === 99)
          return HttpResponse.json({ errors: ['Employee must exist'] }, { status: 422 });
        created.push(body.payrollItem);
        return HttpResponse.json({ payrollItem: { id: 5, ...body.payrollItem } }, { status: 201 });
      }),
    );
    open();
    await user.click(screen.getByRole('button', { name: 'Batch upload' }));
    const dialog = screen.getByRole('dialog', { name: 'Payroll batch upload' });
    const file = new File(['employeeId,amount,date\n3,100,2026-01-01\n99,5,2026-01-01\n'], 'payroll.csv', {
      type: 'text/csv',
    });
    await user.upload(within(dialog).getByLabelText(/CSV file/), file);
    await user.click(await within(dialog).findByRole('button', { name: 'Upload 2 items' }));
    expect(await within(dialog).findByText('1 payroll item saved.')).toBeInTheDocument();
    expect(within(dialog).getByText('Row 2: Employee must exist')).toBeInTheDocument();
    expect(created).toEqual([{ employeeId: 3, amount: 100, date: '2026-01-01', description: null }]);
  });

  it('PAY-32, issue 23.3: a created payroll item shows in the list at once (the save refreshes the payroll items)', async () => {
    const user = userEvent.setup({ delay: null });
    const bonus = { id: 2, employeeId: 4, employee: { id: 4, name: 'Bea Bonus' }, amount: 120, date: '2026-02-01' };
    server.use(
      http.post(`${API}/payroll_items`, () => {
        // From now on the server lists the new item too.
        server.use(
          http.get(`${API}/payroll_items`, () =>
            HttpResponse.json({
              payrollItems: [bonus],
              meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
            }),
          ),
        );
        return HttpResponse.json({ payrollItem: bonus }, { status: 201 });
      }),
    );
    open();
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New payroll item' }));
    const dialog = screen.getByRole('dialog', { name: 'New payroll item' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Employee id' }), '4');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '120');
    await user.type(within(dialog).getByRole('textbox', { name: 'Date' }), '02/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bea Bonus')).toBeInTheDocument();
  });
});
