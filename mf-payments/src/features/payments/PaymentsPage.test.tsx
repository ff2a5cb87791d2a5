import { getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { leavingThePage, listReply } from '@tutoring/build-config/test-kit';
import { API, createTestServer } from '../../test/server';
import { INSTANTS_ON_ANOTHER_DAY, operationsAdmin, parentUser, renderScreen } from '../../test/render';
import { PARENT_NOT_FOUND } from './ParentPayments';
import { PaymentsPage } from './PaymentsPage';

const server = createTestServer();
const PARENT = {
  id: 7,
  firstName: 'Paula',
  lastName: 'Parent',
  fullName: 'Paula Parent',
  email: 'parent@example.com',
  timeZone: 'UTC',
  students: [{ id: 5, firstName: 'Sam', lastName: 'Student' }],
  authorizeNetProfile: {
    id: 2,
    parentId: 7,
    cardType: 'Visa',
    maskedCardNumber: 'XXXX1111',
    expirationDate: '2030-12',
    valid: true,
  },
  subscription: { state: 'active', nextAssessmentAt: '2026-05-01T12:00:00Z', balance: 0 },
};

beforeEach(() => {
  server.use(
    http.get(`${API}/parents/7`, () => HttpResponse.json({ parent: PARENT })),
    http.get(`${API}/enrollments`, () =>
      listReply('enrollments', [{ id: 1, status: 'active', course: { id: 4, title: 'Math Club Membership' } }]),
    ),
    http.get(`${API}/payments`, () =>
      listReply('payments', [{ id: 3, amount: 199, paidAt: '2026-01-01T12:00:00Z', parentId: 7 }]),
    ),
  );
});

/**
 * Resolves when the fake API has answered `GET /api/v2/<path>` (msw's own event: no polling, no timeout of its own). A
 * first visit's wait holds one-time costs that a `findBy` would otherwise have to fit in its second: React shows the
 * lazily loaded parent part 300 ms after its fallback at the earliest, and only then does the part ask for its parent.
 */
const answered = (path: string) =>
  new Promise<void>((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname !== `/api/v2/${path}`) return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  });

const open = (route: string, user = operationsAdmin) =>
  renderScreen(<PaymentsPage />, { route, path: '/payments/:parentId?', user });

describe('payments page', () => {
  it('PAY-01/PAY-28/PAY-31: a parent sees their own payment profile, subscription, enrollments and payments', async () => {
    const parentAnswered = answered('parents/7');
    open('/payments', parentUser);
    // As a findBy waits: outside act, so React shows what the page would (the testing library's own wrapper).
    await getConfig().asyncWrapper(() => parentAnswered);
    expect(await screen.findByText('XXXX1111')).toBeInTheDocument();
    expect(screen.getByText('Your subscription is active.', { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Math Club Membership' })).toHaveAttribute('href', '/enrollments/1');
    expect(await screen.findByText('$199.00')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Parent' })).not.toBeInTheDocument();
  });

  it('a parent of two children: each enrollment link names its student and course, and the page has one "Payments" region', async () => {
    server.use(
      http.get(`${API}/parents/7`, () =>
        HttpResponse.json({
          parent: {
            ...PARENT,
            students: [
              { id: 5, firstName: 'Sam', lastName: 'Student', fullName: 'Sam Student' },
              { id: 6, firstName: 'Nina', lastName: 'Newstudent', fullName: 'Nina Newstudent' },
            ],
          },
        }),
      ),
      http.get(`${API}/enrollments`, ({ request }) => {
        const studentId = Number(new URL(request.url).searchParams.get('studentId'));
        const math = { id: 4, title: 'Math Club Membership' };
        return listReply(
          'enrollments',
          studentId === 5
            ? [
                // As the api-server names every enrollment's student.
                { id: 1, status: 'active', enrolleeId: 5, course: math, student: { id: 5, name: 'Sam Student' } },
                { id: 2, status: 'trialing', enrolleeId: 5, course: { id: 6, title: 'Test Prep' } },
              ]
            : [{ id: 4, status: 'pending_cancellation', enrolleeId: 6, course: math }],
        );
      }),
    );
    open('/payments', parentUser);
    expect(await screen.findByRole('link', { name: 'Sam Student in Math Club Membership' })).toHaveAttribute(
      'href',
      '/enrollments/1',
    );
    expect(await screen.findByRole('link', { name: 'Nina Newstudent in Math Club Membership' })).toHaveAttribute(
      'href',
      '/enrollments/4',
    );
    expect(screen.getByRole('link', { name: 'Sam Student in Test Prep' })).toHaveAttribute('href', '/enrollments/2');
    expect(screen.getAllByRole('region', { name: 'Payments' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Payment history' })).toBeInTheDocument();
    expect(await screen.findByText('$199.00')).toBeInTheDocument();
  });

  it("PAY-31: a payment's detail shows the same status as its row in the list", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.get(`${API}/payments/3`, () =>
        HttpResponse.json({ payment: { id: 3, amount: 199, paidAt: '2026-01-01T12:00:00Z', parentId: 7 } }),
      ),
    );
    open('/payments', parentUser);
    const row = (await screen.findByText('$199.00')).closest('tr')!;
    expect(within(row).getByText('paid')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View payment #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment #3' });
    const status = await within(dialog).findByText('Status');
    expect(status.nextElementSibling).toHaveTextContent(/^paid$/);
  });

  it('PAY-17: Set Payment Method is headed with the next billing date when the parent has an enrollment and a subscription', async () => {
    const user = userEvent.setup({ delay: null });
    open('/payments/7');
    await screen.findByRole('link', { name: 'Math Club Membership' });
    await user.click(screen.getByRole('button', { name: 'Set Payment Method' }));
    expect(await screen.findByRole('dialog', { name: 'Your next billing date is 05/01/2026' })).toBeInTheDocument();
  });

  // an admin whose browser is in another zone saw the next day (the browser's); the parent's own zone (UTC
  // here) is not the reader's either.
  it.each(INSTANTS_ON_ANOTHER_DAY)(
    "X-09: payments, their detail, the subscription and the billing date fall on the signed-in user's day ($timeZone)",
    async ({ timeZone, at, day }) => {
      const user = userEvent.setup({ delay: null });
      server.use(
        http.get(`${API}/parents/7`, () =>
          HttpResponse.json({
            parent: {
              ...PARENT,
              subscription: { state: 'canceled', canceledAt: at, nextAssessmentAt: at, balance: 0 },
            },
          }),
        ),
        http.get(`${API}/payments`, () => listReply('payments', [{ id: 3, amount: 199, paidAt: at, parentId: 7 }])),
        http.get(`${API}/payments/3`, () =>
          HttpResponse.json({ payment: { id: 3, amount: 199, paidAt: at, parentId: 7 } }),
        ),
      );
      open('/payments/7', { ...operationsAdmin, timeZone });
      const row = (await screen.findByText('$199.00')).closest('tr')!;
      expect(within(row).getByText(day)).toBeInTheDocument();
      const canceled = screen.getByText('Canceled', { selector: 'dt' });
      expect(canceled.nextElementSibling).toHaveTextContent(day);
      await user.click(within(row).getByRole('button', { name: 'View payment #3' }));
      const dialog = await screen.findByRole('dialog', { name: 'Payment #3' });
      expect((await within(dialog).findByText('Paid')).nextElementSibling).toHaveTextContent(day);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Set Payment Method' }));
      expect(await screen.findByRole('dialog', { name: `Your next billing date is ${day}` })).toBeInTheDocument();
    },
  );

  it('PAY-02: Update card opens the card form panel (newer form, with country); Cancel closes it', async () => {
    const user = userEvent.setup({ delay: null });
    open('/payments/7');
    await user.click(await screen.findByRole('button', { name: 'Update card' }));
    expect(await screen.findByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
  });

  it('PAY-02: the card form takes the focus when it opens (card number) and gives it back to "Update card" after Save and Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('http://localhost/local/accept/tokenize', () =>
        HttpResponse.json({
          opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'LOCAL-nonce' },
          messages: { resultCode: 'Ok', message: [] },
        }),
      ),
      http.put(`${API}/authorize_net_profiles/2`, () =>
        HttpResponse.json({ authorizeNetProfile: PARENT.authorizeNetProfile }),
      ),
    );
    open('/payments', parentUser);
    const updateCard = await screen.findByRole('button', { name: 'Update card' });
    updateCard.focus();
    await user.keyboard('{Enter}');
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toHaveFocus());
    await user.keyboard('4111111111111111');
    await user.tab();
    await user.keyboard('Pat Payer');
    await user.tab();
    await user.keyboard('12/30');
    await user.tab();
    await user.keyboard('123');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '90012{Enter}');
    expect(await screen.findByText('We saved your payment method')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update card' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update card' })).toHaveFocus());
  });

  it('DS-02: a card being typed on the page asks before Cancel or leaving takes it; Keep editing keeps it', async () => {
    const user = userEvent.setup({ delay: null });
    open('/payments/7');
    await user.click(await screen.findByRole('button', { name: 'Update card' }));
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    expect(leavingThePage()).toBe('left');
    await user.type(number, '4111');
    expect(leavingThePage()).toBe('asked');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(number).toHaveValue('4111');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument());
    expect(leavingThePage()).toBe('left');
  });

  it('PAY-16: staff opening a parent without a card see "No payment profile"', async () => {
    server.use(
      http.get(`${API}/parents/7`, () => HttpResponse.json({ parent: { ...PARENT, authorizeNetProfile: null } })),
    );
    open('/payments/7');
    expect(await screen.findByText('No payment profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeInTheDocument();
  });

  it('staff pick a parent by search and open their profile', async () => {
    const user = userEvent.setup({ delay: null });
    let query = '';
    server.use(
      http.get(`${API}/parents`, ({ request }) => {
        query = new URL(request.url).searchParams.get('query') ?? '';
        return listReply('parents', [PARENT]);
      }),
    );
    open('/payments');
    expect(screen.getByText('Choose a parent to see their payment profile.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Parent' }), 'paula');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByText('Paula Parent (parent@example.com)'));
    expect(await screen.findByText('XXXX1111')).toBeInTheDocument();
    await waitFor(() => expect(query).toBe('paula'));
  });
});

describe('a parent that does not exist', () => {
  it('/payments/99999 (404) says so, without Retry, and leads back to the picker; another failure offers Retry', async () => {
    let status = 404;
    server.use(http.get(`${API}/parents/99999`, () => HttpResponse.json({ errors: ['Not found'] }, { status })));
    const first = open('/payments/99999');
    expect(await screen.findByText(PARENT_NOT_FOUND)).toBeInTheDocument();
    expect(PARENT_NOT_FOUND).toBe('This parent does not exist.');
    expect(screen.getByRole('link', { name: 'Back to payments' })).toHaveAttribute('href', '/payments');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('We could not load this parent.')).not.toBeInTheDocument();
    first.unmount();
    status = 500;
    open('/payments/99999');
    expect(await screen.findByText('We could not load this parent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(PARENT_NOT_FOUND)).not.toBeInTheDocument();
  });
});
