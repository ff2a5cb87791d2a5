import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, createTestServer } from '../../test/server';
import { jsonBody, operationsAdmin, plainAdmin, renderScreen } from '../../test/render';
import { formCases } from '@tutoring/build-config/test-kit';
import { RefundRequestsPage } from './RefundRequestsPage';
import { RefundRequestModal } from './components/RefundRequestModal';

const server = createTestServer();
type Row = {
  id: number;
  status: string;
  lineItemId: number;
  category: string;
  amount: number;
  notes: string;
  lineItem?: { id: number; name: string };
  payer?: { id: number; name: string };
};
let rows: Row[];

beforeEach(() => {
  rows = [
    {
      id: 1,
      status: 'pending',
      lineItemId: 11,
      lineItem: { id: 11, name: 'Math Club — monthly' },
      payer: { id: 5, name: 'Paula Parent' },
      category: 'Service issue',
      amount: 20,
      notes: 'late',
    },
    {
      id: 2,
      status: 'incomplete',
      lineItemId: 12,
      payer: { id: 5, name: 'Paula Parent' },
      category: 'Service issue',
      amount: 30,
      notes: '',
    },
    { id: 3, status: 'approved', lineItemId: 11, category: 'Service issue', amount: 40, notes: '' },
  ];
  server.use(
    http.get(`${API}/refund_requests`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const list = status ? rows.filter((r) => r.status === status) : rows;
      return HttpResponse.json({
        refundRequests: list,
        meta: { totalCount: list.length, totalPages: 1, pageNumber: 1, pageSize: 25 },
      });
    }),
    http.get(`${API}/refund_requests/categories`, () =>
      HttpResponse.json({
        categories: [
          { id: 1, name: 'Service issue' },
          { id: 2, name: 'Billing error' },
        ],
      }),
    ),
    http.get(`${API}/refund_requests/:id`, ({ params }) => {
      const row = rows.find((r) => String(r.id) === params.id);
      return row
        ? HttpResponse.json({ refundRequest: row }, { headers: { ETag: `"refund-${row.id}-v1"` } })
        : HttpResponse.json({ errors: ['Not found'] }, { status: 404 });
    }),
  );
});

const open = (user = operationsAdmin) =>
  renderScreen(<RefundRequestsPage />, { route: '/refund_requests', path: '/refund_requests', user });

describe('refund requests', () => {
  it('PAY-29: each request shows its line item; only pending is editable; approve from pending; process manually from incomplete', async () => {
    open();
    expect(await screen.findByText('Math Club — monthly')).toBeInTheDocument();
    expect(screen.getByText('#12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit refund request #1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View refund request #2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve refund request #1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve refund request #2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process manually refund request #2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Process manually refund request #1' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Process manually refund request #3|Approve refund request #3/ }),
    ).not.toBeInTheDocument();
  });

  it('PAY-29: approve calls PUT refund_requests/{id}/approve and the list shows the new status', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.put(`${API}/refund_requests/1/approve`, () => {
        rows[0] = { ...rows[0]!, status: 'approved' };
        return HttpResponse.json({ refundRequest: rows[0] });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Approve refund request #1' }));
    const question = screen.getByRole('alertdialog', { name: 'Approve the refund of $20.00 to Paula Parent?' });
    await user.click(within(question).getByRole('button', { name: 'Refund $20.00' }));
    await waitFor(() => expect(screen.getByTestId('refund-status-1')).toHaveTextContent('approved'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('PAY-29, DS-27: while the refund runs the question shows it works (busy), ignores a second Refund and stays open; done, it closes', async () => {
    const user = userEvent.setup({ delay: null });
    let approvals = 0;
    let release: () => void = () => undefined;
    server.use(
      http.put(`${API}/refund_requests/1/approve`, async () => {
        approvals += 1;
        await new Promise<void>((resolve) => (release = resolve));
        rows[0] = { ...rows[0]!, status: 'approved' };
        return HttpResponse.json({ refundRequest: rows[0] });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Approve refund request #1' }));
    const question = screen.getByRole('alertdialog', { name: 'Approve the refund of $20.00 to Paula Parent?' });
    const refund = within(question).getByRole('button', { name: 'Refund $20.00' });
    await user.click(refund);
    await waitFor(() => expect(question).toHaveAttribute('aria-busy', 'true'));
    expect(refund).toHaveAttribute('aria-disabled', 'true');
    await user.click(refund);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBe(question);
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(approvals).toBe(1);
    expect(screen.getByTestId('refund-status-1')).toHaveTextContent('approved');
  });

  it('PAY-29: Approve pays money back, so it asks first, naming the amount, the payer and what is refunded; Cancel sends nothing and gives the focus back', async () => {
    const user = userEvent.setup({ delay: null });
    let approvals = 0;
    server.use(
      http.put(`${API}/refund_requests/1/approve`, () => {
        approvals += 1;
        return HttpResponse.json({ refundRequest: { ...rows[0]!, status: 'approved' } });
      }),
    );
    open();
    const button = await screen.findByRole('button', { name: 'Approve refund request #1' });
    await user.click(button);
    const question = screen.getByRole('alertdialog', { name: 'Approve the refund of $20.00 to Paula Parent?' });
    expect(question).toHaveAccessibleDescription(
      '$20.00 is paid back to Paula Parent for Math Club — monthly (refund request #1) to the card that paid it.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(approvals).toBe(0);
    expect(screen.getByTestId('refund-status-1')).toHaveTextContent('pending');
  });

  it('PAY-29: a refused approval keeps the question with its amount and says why; Cancel then leaves it pending', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.put(`${API}/refund_requests/1/approve`, () =>
        HttpResponse.json({ errors: ['Only a pending refund request can be approved'] }, { status: 422 }),
      ),
    );
    open();
    const button = await screen.findByRole('button', { name: 'Approve refund request #1' });
    await user.click(button);
    const question = screen.getByRole('alertdialog', { name: 'Approve the refund of $20.00 to Paula Parent?' });
    await user.click(within(question).getByRole('button', { name: 'Refund $20.00' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Only a pending refund request can be approved',
    );
    expect(question).toHaveTextContent('$20.00 is paid back to Paula Parent for Math Club — monthly');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('PAY-29: a reply that names no payer (an older server) asks about the refund without a name', async () => {
    const user = userEvent.setup({ delay: null });
    delete rows[0]!.payer;
    open();
    await user.click(await screen.findByRole('button', { name: 'Approve refund request #1' }));
    const question = screen.getByRole('alertdialog', { name: 'Approve the refund of $20.00?' });
    expect(question).toHaveAccessibleDescription(
      '$20.00 is paid back for Math Club — monthly (refund request #1) to the card that paid it.',
    );
  });

  it('PAY-29: each request shows who paid it ("Paid by"), as the refund request view does', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const table = await screen.findByRole('table', { name: 'Refund requests' });
    const row = (await within(table).findByText('Math Club — monthly')).closest('tr')!;
    expect(within(row).getByText('Paula Parent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View refund request #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund request #2' });
    expect(within(dialog).getByText('Paid by')).toBeInTheDocument();
    expect(within(dialog).getByText('Paula Parent')).toBeInTheDocument();
  });

  it('PAY-29/OP-13: process manually asks first, naming the amount and the payer, then calls PUT refund_requests/{id}/process_manually', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.put(`${API}/refund_requests/2/process_manually`, () => {
        rows[1] = { ...rows[1]!, status: 'processed' };
        return HttpResponse.json({ refundRequest: rows[1] });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Process manually refund request #2' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Process the refund of $30.00 to Paula Parent manually?',
    });
    expect(question).toHaveAccessibleDescription(
      '$30.00 for #12 (refund request #2) is marked as processed: the money goes back to Paula Parent outside the card refund.',
    );
    await user.click(within(question).getByRole('button', { name: 'Process $30.00 manually' }));
    await waitFor(() => expect(screen.getByTestId('refund-status-2')).toHaveTextContent('processed'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('PAY-29/OP-13: Cancel on the process manually question sends nothing and gives the focus back', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      http.put(`${API}/refund_requests/2/process_manually`, () => {
        calls += 1;
        return HttpResponse.json({ refundRequest: { ...rows[1]!, status: 'processed' } });
      }),
    );
    open();
    const button = await screen.findByRole('button', { name: 'Process manually refund request #2' });
    await user.click(button);
    const question = screen.getByRole('alertdialog', {
      name: 'Process the refund of $30.00 to Paula Parent manually?',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(calls).toBe(0);
    expect(screen.getByTestId('refund-status-2')).toHaveTextContent('incomplete');
  });

  it('PAY-29/OP-13: a refused process manually keeps the question with its amount and payer and says why', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.put(`${API}/refund_requests/2/process_manually`, () =>
        HttpResponse.json({ errors: ['Only an incomplete refund request can be processed manually'] }, { status: 422 }),
      ),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Process manually refund request #2' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Process the refund of $30.00 to Paula Parent manually?',
    });
    await user.click(within(question).getByRole('button', { name: 'Process $30.00 manually' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Only an incomplete refund request can be processed manually',
    );
    expect(screen.getAllByText('Only an incomplete refund request can be processed manually')).toHaveLength(1);
    expect(screen.getByTestId('refund-status-2')).toHaveTextContent('incomplete');
  });

  it('OP-06: approve is offered only to OPERATIONS', async () => {
    open(plainAdmin);
    expect(await screen.findByText('Math Club — monthly')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('PAY-29/OP-11: the refund request modal edits a pending request with categories from the server', async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown;
    server.use(
      http.put(`${API}/refund_requests/1`, async ({ request }) => {
        body = await jsonBody(request);
        return HttpResponse.json({ refundRequest: { ...rows[0], category: 'Billing error' } });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit refund request #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund request #1' });
    const category = await within(dialog).findByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Billing error' })).toBeInTheDocument());
    await user.selectOptions(category, 'Billing error');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund request #1' })).not.toBeInTheDocument());
    expect(body).toEqual({ refundRequest: { category: 'Billing error', amount: 20, notes: 'late' } });
  });

  it('PAY-29/DOM-27: a request that is not pending opens read-only', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'View refund request #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund request #2' });
    expect(within(dialog).getByText('Only a pending refund request can be edited.')).toBeInTheDocument();
    expect(within(dialog).getByText('$30.00')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('X-01: the status filter is sent to the server', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByText('Math Club — monthly');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'incomplete');
    await waitFor(() => expect(screen.queryByText('Math Club — monthly')).not.toBeInTheDocument());
    expect(screen.getByText('#12')).toBeInTheDocument();
  });
});

describe('RefundRequestModal cases (issue 23.2)', () => {
  const edit = (props: { onSaved: jest.Mock; onClose: jest.Mock }) =>
    renderScreen(<RefundRequestModal request={rows[0]!} {...props} />);
  const loaded = { Category: 'Service issue', Notes: 'late' };

  formCases({
    server,
    resource: 'refund_requests',
    dialog: 'Refund request #1',
    render: edit,
    emptyOptional: {
      title: 'PAY-29: a pending request saves with every optional field emptied (sent as null; the amount is required)',
      id: 1,
      loaded,
      fill: { Category: { select: '' }, Notes: { clear: true } },
      sent: { category: null, amount: 20, notes: null },
    },
    serverInvalid: {
      title: "PAY-29: the server's 422 on the amount shows on the Amount field and keeps the values",
      id: 1,
      loaded,
      fill: { Notes: 'mine' },
      message: 'Amount is more than the line item',
      field: 'Amount',
    },
    stale: {
      title:
        'PAY-29, issue 20.6: a save made by someone else since the form opened answers 409; one banner, the values stay',
      record: {
        id: 1,
        status: 'pending',
        lineItemId: 11,
        category: 'Service issue',
        amount: 20,
        notes: 'late',
      },
      etag: '"refund-1-v1"',
      loaded,
      fill: { Notes: 'mine' },
    },
    dismiss: {
      title:
        'PAY-29, DS-02: Cancel and Escape close the form silently, after "Discard your changes?" once it has changes',
      loaded,
      fill: { Notes: 'mine' },
    },
  });
});

describe('RefundRequestModal amount', () => {
  it('PAY-29: an emptied amount says "Required" on the field and sends nothing (a refund is of an amount)', async () => {
    const user = userEvent.setup({ delay: null });
    const puts: unknown[] = [];
    server.use(http.put(`${API}/refund_requests/:id`, () => void puts.push(1)));
    renderScreen(<RefundRequestModal request={rows[0]!} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Refund request #1' });
    const amount = await within(dialog).findByRole('spinbutton', { name: /Amount/ });
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Required'));
    expect(puts).toHaveLength(0);
  });
});
