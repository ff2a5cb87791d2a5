import { createQueryClient, setQueryClient } from '@tutoring/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { listReply } from '@tutoring/build-config/test-kit';
import { DesignSystemProvider } from '@tutoring/design-system';
import { currentUserAtom, platformStore, titlePartsAtom } from '@tutoring/platform';
import { App } from './App';
import { routes } from './routes';
import { parentUser } from '../test/render';
import { API, createTestServer } from '../test/server';

const server = createTestServer();
beforeEach(() => {
  // Pages render their heading at once; whatever data they ask for is simply missing here.
  server.use(http.all('*/api/v2/*', () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 })));
});

/** A concrete URL for a route pattern (`/parents/:id` -> `/parents/1`). */
const concrete = (path: string) => path.replace(/:errorCode/g, 'ended').replace(/:[A-Za-z]+/g, '1');

/** The router's current path, for the redirects. */
function Where() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <DesignSystemProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <Where />
        </MemoryRouter>
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
}

describe('remote routes', () => {
  beforeEach(() => platformStore.set(currentUserAtom, null));

  it.each(routes.map((route) => [route.path, route.title] as const))(
    'SHL-08: renders %s under its own prefix with its title chain (X-02)',
    async (path, title) => {
      renderAt(concrete(path));
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      // The title is set by an effect of the page, which may run after the heading is found.
      await waitFor(() => expect(platformStore.get(titlePartsAtom)[0]).toBe(title[0]));
    },
  );

  it('shows its not-found page for an unknown path under its prefix', async () => {
    renderAt(`${routes[0]!.path === '/' ? '' : routes[0]!.path}/no/such/page`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it.each([
    '/payments/payroll',
    '/refund_requests',
    '/payments/tutor_packages',
    '/payments/tutor_package_transcripts/1',
    '/payments/line_items/1/adjustments/1',
    '/payments/8',
  ])(
    'PAY-29/PAY-31..PAY-35: a parent never sees the staff screen at %s; it leads to their own payments',
    async (path) => {
      const asked: string[] = [];
      server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
      platformStore.set(currentUserAtom, parentUser);
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent(/^\/payments$/);
      expect(screen.queryByRole('button', { name: /New payroll item|Batch upload/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Payments screens' })).not.toBeInTheDocument();
      await waitFor(() => expect(asked).toContain('/api/v2/parents/7'));
      expect(asked.filter((p) => /payroll|refund|tutor_package|adjustments|parents\/8/.test(p))).toEqual([]);
      server.events.removeAllListeners('request:start');
    },
  );

  it('a parent still opens their payments and their enrollments', async () => {
    platformStore.set(currentUserAtom, parentUser);
    renderAt('/enrollments/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollment' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent('/enrollments/1');
  });
});

describe("a family's payments after an enrollment action (a family's walk)", () => {
  const PARENT = {
    id: 7,
    firstName: 'Paula',
    lastName: 'Parent',
    fullName: 'Paula Parent',
    email: 'parent@example.com',
    timeZone: 'UTC',
    students: [{ id: 5, firstName: 'Sam', lastName: 'Student', fullName: 'Sam Student' }],
    authorizeNetProfile: null,
  };
  const ENROLLMENT = {
    id: 1,
    type: 'Enrollment',
    status: 'active',
    autoRenew: true,
    courseId: 4,
    enrolleeId: 5,
    course: { id: 4, title: 'Math Club Membership', brandId: 2 },
    coupon: null,
    enrollmentRenewal: null,
  };
  const FIRST_PAYMENT = { id: 3, amount: 199, paidAt: '2026-01-01T12:00:00Z', parentId: 7 };

  /** The family's data as the server holds it; the handlers answer what it holds now. */
  function serveFamily() {
    const state = {
      payments: [FIRST_PAYMENT] as Record<string, unknown>[],
      enrollment: { ...ENROLLMENT } as Record<string, unknown>,
      subscription: { state: 'active', balance: 0, delayedCancelAt: null } as Record<string, unknown>,
    };
    server.use(
      http.get(`${API}/parents/7`, () =>
        HttpResponse.json({ parent: { ...PARENT, subscription: state.subscription } }),
      ),
      http.get(`${API}/enrollments`, () => listReply('enrollments', [state.enrollment])),
      http.get(`${API}/enrollments/1`, () => HttpResponse.json({ enrollment: state.enrollment })),
      http.get(`${API}/payments`, () => listReply('payments', state.payments)),
      http.get(`${API}/installments`, () => listReply('installments', [])),
      http.get(`${API}/students/5`, () => HttpResponse.json({ student: { id: 5, parentId: 7 } })),
      http.get(`${API}/authorize_net_profiles`, () =>
        listReply('authorizeNetProfiles', [
          {
            id: 2,
            parentId: 7,
            cardType: 'Visa',
            maskedCardNumber: 'XXXX1111',
            expirationDate: '2030-12',
            valid: true,
          },
        ]),
      ),
      http.post(`${API}/enrollments/1/add_hours`, ({ request }) => {
        const processed = new URL(request.url).searchParams.get('process') === 'true';
        if (processed)
          state.payments = [{ id: 4, amount: 60, paidAt: '2026-01-02T12:00:00Z', parentId: 7 }, FIRST_PAYMENT];
        return HttpResponse.json(
          { enrollmentRenewal: { id: 9, enrollmentId: 1, hours: 1, amount: 60, processed } },
          { status: 201 },
        );
      }),
      http.put(`${API}/enrollments/1/cancel`, () => {
        state.enrollment = { ...ENROLLMENT, status: 'pending_cancellation', delayedCancelAt: '2026-12-15T12:00:00Z' };
        state.subscription = { state: 'pending_cancellation', balance: 0, delayedCancelAt: '2026-12-15T12:00:00Z' };
        return HttpResponse.json({ enrollment: state.enrollment });
      }),
    );
  }

  /**
   * The remote's pages as the shell shows them, with the shell's "Payments" link beside them and the shell's query
   * client (data fresh for 30 s, as in the product: the test kit's client refetches whatever mounts, which hid this).
   */
  const openAsParent = () => {
    platformStore.set(currentUserAtom, parentUser);
    const client = createQueryClient({ queries: { retry: false } });
    setQueryClient(client);
    return render(
      <QueryClientProvider client={client}>
        <DesignSystemProvider withGlobalStyle={false}>
          <MemoryRouter initialEntries={['/payments']}>
            <Link to="/payments">Payments</Link>
            <App />
          </MemoryRouter>
        </DesignSystemProvider>
      </QueryClientProvider>,
    );
  };
  const paymentHistory = async () => screen.findByRole('region', { name: 'Payment history' }, { timeout: 3000 });

  it('PAY-20/PAY-31: hours bought on the enrollment show in the payment history when the family goes back to Payments', async () => {
    const user = userEvent.setup({ delay: null });
    serveFamily();
    const paymentLists: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v2/payments') paymentLists.push(request.url);
    });
    openAsParent();
    expect(await within(await paymentHistory()).findByText('$199.00')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Sam Student in Math Club Membership' }));
    const hours = await screen.findByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '1');
    await user.click(screen.getByRole('button', { name: 'Add hours' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Add 1 hour for $60.00?' });
    await user.click(within(confirm).getByRole('button', { name: 'Add hours' }));
    expect(await within(screen.getByRole('status', { name: 'Renewal' })).findByText('Hours added')).toBeInTheDocument();
    const listsBefore = paymentLists.length;
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    const history = await paymentHistory();
    expect(await within(history).findByText('$60.00')).toBeInTheDocument();
    expect(within(history).getByText('$199.00')).toBeInTheDocument();
    expect(paymentLists.length).toBeGreaterThan(listsBefore);
    server.events.removeAllListeners('request:start');
  });

  it('PAY-24/PAY-28: a cancellation shows on the subscription when the family goes back to Payments', async () => {
    const user = userEvent.setup({ delay: null });
    serveFamily();
    openAsParent();
    const subscription = await screen.findByRole('region', { name: 'Subscription' }, { timeout: 3000 });
    expect(within(subscription).getByText('Cancels on', { selector: 'dt' }).nextElementSibling).toHaveTextContent('—');
    await user.click(await screen.findByRole('link', { name: 'Sam Student in Math Club Membership' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel enrollment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel enrollment' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Price too high');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel enrollment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel enrollment' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    const after = await screen.findByRole('region', { name: 'Subscription' }, { timeout: 3000 });
    await waitFor(() =>
      expect(within(after).getByText('Cancels on', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        '12/15/2026',
      ),
    );
    expect(within(after).queryByText('Canceled', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
