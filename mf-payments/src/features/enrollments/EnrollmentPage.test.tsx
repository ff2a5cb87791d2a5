import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CANCELLATION_REASONS, CONNECTION_LOST } from '@tutoring/domain';
import { ADD_HOURS_RANGE } from '@tutoring/contract';
import { leavingThePage, listReply } from '@tutoring/build-config/test-kit';
import { API, createTestServer } from '../../test/server';
import {
  INSTANTS_ON_ANOTHER_DAY,
  jsonBody,
  operationsAdmin,
  parentUser,
  plainAdmin,
  renderScreen,
} from '../../test/render';
import { NO_VALID_CARD } from './components/AddHoursForm';
import { TRANSFERRED } from './components/EnrollmentModals';
import { EnrollmentPage } from './EnrollmentPage';

const server = createTestServer();
const meta = (n: number) => ({ totalCount: n, totalPages: n ? 1 : 0, pageNumber: 1, pageSize: 100 });
const ENROLLMENT = {
  id: 1,
  type: 'Enrollment',
  status: 'active',
  autoRenew: true,
  courseId: 4,
  attendancesAttendedCount: 3,
  course: { id: 4, title: 'Math Club Membership', brandId: 2 },
  coupon: null,
  enrollmentRenewal: null,
};

function serve(enrollment: Record<string, unknown> = ENROLLMENT, { offerContract = true as boolean | undefined } = {}) {
  server.use(
    http.get(`${API}/enrollments/1`, () => HttpResponse.json({ enrollment })),
    http.get(`${API}/brands/2`, () =>
      HttpResponse.json({
        brand: { id: 2, name: 'Math Club', ...(offerContract === undefined ? {} : { offerContract }) },
      }),
    ),
    http.get(`${API}/coupons`, () =>
      HttpResponse.json({
        coupons: [
          { id: 1, code: 'SAVE10', unit: 'percentage', amount: 10 },
          { id: 2, code: 'TENOFF', unit: 'dollars', amount: 10 },
        ],
        meta: meta(2),
      }),
    ),
    http.get(`${API}/installments`, () =>
      HttpResponse.json({
        installments: [
          { id: 3, amount: 199, dueOn: '2026-02-01', status: 'pending', enrollmentId: 1 },
          { id: 4, amount: 199, dueOn: '2026-01-01', status: 'paid', enrollmentId: 1, paidAt: '2026-01-01T10:00:00Z' },
        ],
        meta: meta(2),
      }),
    ),
  );
}

const open = (user = operationsAdmin) =>
  renderScreen(<EnrollmentPage />, { route: '/enrollments/1', path: '/enrollments/:id', user });
const status = () => screen.getByTestId('enrollment-status');

describe('enrollment panel', () => {
  it('PAY-24/DOM-19: cancel offers the seven reasons in order and sends the chosen one; the reply updates the panel', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let body: unknown;
    server.use(
      http.put(`${API}/enrollments/1/cancel`, async ({ request }) => {
        body = await jsonBody(request);
        return HttpResponse.json({
          enrollment: { ...ENROLLMENT, status: 'canceled', cancellationReason: 'Price too high', course: undefined },
        });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Cancel enrollment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel enrollment' });
    const select = within(dialog).getByRole('combobox', { name: 'Reason' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((t) => t !== 'Choose a reason');
    expect(options).toEqual([...CANCELLATION_REASONS]);
    expect(options).toHaveLength(7);
    await user.selectOptions(select, 'Price too high');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel enrollment' }));
    await waitFor(() => expect(status()).toHaveTextContent('canceled'));
    expect(body).toEqual({ enrollment: { cancellationReason: 'Price too high' } });
    expect(screen.queryByRole('dialog', { name: 'Cancel enrollment' })).not.toBeInTheDocument();
    expect(screen.getByText('Math Club Membership')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uncancel' })).toBeInTheDocument();
  });

  it('PAY-24: uncancel calls PUT enrollments/{id}/uncancel and shows the reply', async () => {
    const user = userEvent.setup({ delay: null });
    serve({ ...ENROLLMENT, status: 'canceled' });
    server.use(
      http.put(`${API}/enrollments/1/uncancel`, () =>
        HttpResponse.json({ enrollment: { ...ENROLLMENT, status: 'active' } }),
      ),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Uncancel' }));
    await waitFor(() => expect(status()).toHaveTextContent('active'));
    expect(screen.getByRole('button', { name: 'Cancel enrollment' })).toBeInTheDocument();
  });

  it('PAY-19/API-14/OP-55: a failure keeps the errors, shows "There was an error processing your request." and the next action clears them', async () => {
    const user = userEvent.setup({ delay: null });
    serve({ ...ENROLLMENT, status: 'canceled' });
    let calls = 0;
    let release: () => void = () => undefined;
    server.use(
      http.put(`${API}/enrollments/1/uncancel`, async () => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json({ errors: ['Only a canceled enrollment can be uncanceled'] }, { status: 422 });
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ enrollment: { ...ENROLLMENT, status: 'active' } });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Uncancel' }));
    expect(await screen.findByText('Only a canceled enrollment can be uncanceled')).toBeInTheDocument();
    expect(screen.getByText('There was an error processing your request.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('canceled');
    await user.click(screen.getByRole('button', { name: 'Uncancel' }));
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(screen.queryByText('Only a canceled enrollment can be uncanceled')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(status()).toHaveTextContent('active'));
    expect(screen.queryByText('Processing')).not.toBeInTheDocument();
  });

  it("PAY-20: a fresh visit does not show the enrollment's last renewal (added weeks ago) as if hours had just been added", async () => {
    serve({
      ...ENROLLMENT,
      enrollmentRenewal: {
        id: 5,
        enrollmentId: 1,
        hours: 10,
        amount: 600,
        couponCode: null,
        processed: true,
        createdAt: '2026-10-30T12:00:00Z',
      },
    });
    open(parentUser);
    expect(await screen.findByRole('spinbutton', { name: 'Hours' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Renewal' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hours added')).not.toBeInTheDocument();
    expect(screen.queryByText('$600.00')).not.toBeInTheDocument();
  });

  it('PAY-20: on a canceled enrollment Hours and Coupon code are disabled with Get quote and Add hours', async () => {
    serve({ ...ENROLLMENT, status: 'canceled' });
    open(parentUser);
    expect(await screen.findByRole('spinbutton', { name: 'Hours' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Get quote' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add hours' })).toBeDisabled();
  });

  it('PAY-21: the auto renew toggle calls auto_renew with enable following the toggle', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let enable: string | null = null;
    server.use(
      http.put(`${API}/enrollments/1/auto_renew`, ({ request }) => {
        enable = new URL(request.url).searchParams.get('enable');
        return HttpResponse.json({ enrollment: { ...ENROLLMENT, autoRenew: enable === 'true' } });
      }),
    );
    open();
    const toggle = await screen.findByRole('switch', { name: 'Auto renew' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto renew' })).not.toBeChecked());
    expect(enable).toBe('false');
  });

  it('PAY-20: add hours asks for a quote (process=false) with the coupon and shows the renewal reply', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let params: URLSearchParams | null = null;
    server.use(
      http.post(`${API}/enrollments/1/add_hours`, ({ request }) => {
        params = new URL(request.url).searchParams;
        const processed = params.get('process') === 'true';
        return HttpResponse.json(
          { enrollmentRenewal: { id: 9, enrollmentId: 1, hours: 5, amount: 270, couponCode: 'SAVE10', processed } },
          { status: 201 },
        );
      }),
    );
    open();
    const hours = await screen.findByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '5');
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    const renewal = await screen.findByRole('status', { name: 'Renewal' });
    expect(within(renewal).getByText('Quote')).toBeInTheDocument();
    expect(within(renewal).getByText('$270.00')).toBeInTheDocument();
    expect(params!.get('process')).toBe('false');
    expect(params!.get('couponCode')).toBe('SAVE10');
    expect(params!.get('include')).toBe('enrollment');
    expect(leavingThePage()).toBe('asked');
    await user.click(screen.getByRole('button', { name: 'Add hours' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Add 5 hours for $270.00?' });
    await user.click(within(confirm).getByRole('button', { name: 'Add hours' }));
    expect(await within(screen.getByRole('status', { name: 'Renewal' })).findByText('Hours added')).toBeInTheDocument();
    expect(params!.get('process')).toBe('true');
    expect(params!.get('couponCode')).toBe('SAVE10');
    expect(leavingThePage()).toBe('left');
  });

  it('PAY-20: "Add hours" shows the quote\'s amount and charges (process=true) only when that is confirmed; Cancel charges nothing and keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    const calls: string[] = [];
    server.use(
      http.post(`${API}/enrollments/1/add_hours`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        calls.push(`${params.get('hours')} process=${params.get('process')}`);
        const processed = params.get('process') === 'true';
        return HttpResponse.json(
          { enrollmentRenewal: { id: 9, enrollmentId: 1, hours: 5, amount: 270, couponCode: null, processed } },
          { status: 201 },
        );
      }),
    );
    open();
    const hours = await screen.findByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    // Enter in the Hours field is the form's "Add hours".
    await user.type(hours, '5{Enter}');
    let confirm = await screen.findByRole('alertdialog', { name: 'Add 5 hours for $270.00?' });
    expect(confirm).toHaveAccessibleDescription('The card on file is charged $270.00.');
    expect(calls).toEqual(['5 process=false']);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['5 process=false']);
    expect(hours).toHaveValue(5);
    expect(within(screen.getByRole('status', { name: 'Renewal' })).getByText('Quote')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add hours' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Add 5 hours for $270.00?' });
    await user.click(within(confirm).getByRole('button', { name: 'Add hours' }));
    expect(await within(screen.getByRole('status', { name: 'Renewal' })).findByText('Hours added')).toBeInTheDocument();
    expect(calls).toEqual(['5 process=false', '5 process=false', '5 process=true']);
  });

  it('PAY-22/OP-74: apply coupon sends {enrollment: {couponCode}} and shows the coupon as a percentage or dollars', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let body: unknown;
    let unit = 'percentage';
    server.use(
      http.put(`${API}/enrollments/1/apply_coupon`, async ({ request }) => {
        body = await jsonBody(request);
        return HttpResponse.json({
          enrollment: {
            ...ENROLLMENT,
            coupon: { code: unit === 'percentage' ? 'SAVE10' : 'TENOFF', unit, amount: 10 },
          },
        });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'SAVE10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('SAVE10: 10%')).toBeInTheDocument();
    expect(body).toEqual({ enrollment: { couponCode: 'SAVE10' } });
    unit = 'dollars';
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    const again = screen.getByRole('dialog', { name: 'Apply coupon' });
    await user.type(within(again).getByRole('textbox', { name: 'Coupon code' }), 'TENOFF');
    await user.click(within(again).getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('TENOFF: $10')).toBeInTheDocument();
  });

  it('PAY-22/OP-74, issue 24: staff discover the available coupons ("SAVE10 — 10%", "TENOFF — $10") and pick one', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let body: unknown;
    server.use(
      http.put(`${API}/enrollments/1/apply_coupon`, async ({ request }) => {
        body = await jsonBody(request);
        return HttpResponse.json({
          enrollment: { ...ENROLLMENT, coupon: { code: 'TENOFF', unit: 'dollars', amount: 10 } },
        });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply coupon' });
    const available = await within(dialog).findByRole('group', { name: 'Available coupons' });
    expect(
      within(available)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['SAVE10 — 10%', 'TENOFF — $10']);
    await user.click(within(available).getByRole('button', { name: 'TENOFF — $10' }));
    expect(within(dialog).getByRole('textbox', { name: 'Coupon code' })).toHaveValue('TENOFF');
    await user.click(within(dialog).getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('TENOFF: $10')).toBeInTheDocument();
    expect(body).toEqual({ enrollment: { couponCode: 'TENOFF' } });
  });

  it('PAY-22, issue 23: an empty code is refused on the field; the server\'s "Coupon code is invalid" lands on the field too and the dialog stays', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let calls = 0;
    server.use(
      http.put(`${API}/enrollments/1/apply_coupon`, () => {
        calls += 1;
        return HttpResponse.json({ errors: ['Coupon code is invalid'] }, { status: 422 });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply coupon' });
    const code = within(dialog).getByRole('textbox', { name: 'Coupon code' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Required'));
    expect(calls).toBe(0);
    await user.type(code, 'NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Coupon code is invalid'));
    expect(screen.getByText('There was an error processing your request.')).toBeInTheDocument();
    expect(code).toHaveValue('NOPE');
    expect(screen.getByRole('dialog', { name: 'Apply coupon' })).toBeInTheDocument();
  });

  it('PAY-22: a parent is not offered the staff list of coupons (no GET coupons)', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let listed = false;
    server.use(
      http.get(`${API}/coupons`, () => {
        listed = true;
        return HttpResponse.json({ errors: ['Forbidden'] }, { status: 403 });
      }),
    );
    open(parentUser);
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply coupon' });
    expect(within(dialog).getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Available coupons' })).not.toBeInTheDocument();
    expect(listed).toBe(false);
  });

  it('PAY-24, issue 23: cancel without a reason is refused on the Reason field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let calls = 0;
    server.use(
      http.put(`${API}/enrollments/1/cancel`, () => {
        calls += 1;
        return HttpResponse.json({ enrollment: ENROLLMENT });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Cancel enrollment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel enrollment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel enrollment' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription('Required'),
    );
    expect(within(dialog).getByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('PAY-20, issue 23: add hours with the optional coupon empty sends no couponCode; a refused coupon lands on its field', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    const seen: URLSearchParams[] = [];
    server.use(
      http.post(`${API}/enrollments/1/add_hours`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        if (params.get('couponCode')) return HttpResponse.json({ errors: ['Coupon code is invalid'] }, { status: 422 });
        return HttpResponse.json(
          { enrollmentRenewal: { id: 9, enrollmentId: 1, hours: 10, amount: 540, couponCode: null, processed: true } },
          { status: 201 },
        );
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Add hours' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Add 10 hours for $540.00?' });
    await user.click(within(confirm).getByRole('button', { name: 'Add hours' }));
    expect(
      await within(await screen.findByRole('status', { name: 'Renewal' })).findByText('Hours added'),
    ).toBeInTheDocument();
    expect(seen.map((p) => p.get('process'))).toEqual(['false', 'true']);
    expect(seen[1]!.get('hours')).toBe('10');
    expect(seen[1]!.has('couponCode')).toBe(false);
    const coupon = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(coupon, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(coupon).toHaveAccessibleDescription('Coupon code is invalid'));
    expect(screen.getAllByText('Coupon code is invalid')).toHaveLength(1);
    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(hours).toHaveAccessibleDescription('Required'));
    expect(seen).toHaveLength(3);
  });

  it('PAY-20: hours that are not a whole number (2.5) are refused with the server\'s sentence, not "Required"', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let calls = 0;
    server.use(
      http.post(`${API}/enrollments/1/add_hours`, () => {
        calls += 1;
        return HttpResponse.json({ errors: [ADD_HOURS_RANGE] }, { status: 422 });
      }),
    );
    open();
    const hours = await screen.findByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '2.5');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(hours).toHaveAccessibleDescription(ADD_HOURS_RANGE));
    await user.clear(hours);
    await user.type(hours, '501');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(hours).toHaveAccessibleDescription(ADD_HOURS_RANGE));
    await user.clear(hours);
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(hours).toHaveAccessibleDescription('Required'));
    expect(calls).toBe(0);
  });

  it('PAY-20: a refused quote, or a change of Hours or Coupon code, takes the shown quote away', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let refuse = false;
    server.use(
      http.post(`${API}/enrollments/1/add_hours`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const couponCode = params.get('couponCode');
        if (refuse || (couponCode && couponCode !== 'TENOFF'))
          return HttpResponse.json({ errors: ['Coupon code is invalid'] }, { status: 422 });
        const hours = Number(params.get('hours'));
        const amount = hours * 60 - (couponCode ? 10 : 0);
        return HttpResponse.json(
          { enrollmentRenewal: { id: 9, enrollmentId: 1, hours, amount, couponCode, processed: false } },
          { status: 201 },
        );
      }),
    );
    open();
    const hours = await screen.findByRole('spinbutton', { name: 'Hours' });
    const coupon = screen.getByRole('textbox', { name: 'Coupon code' });
    const quoted = async () => within(await screen.findByRole('status', { name: 'Renewal' }));
    await user.clear(hours);
    await user.type(hours, '2');
    await user.type(coupon, 'TENOFF');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    expect((await quoted()).getByText('$110.00')).toBeInTheDocument();
    // A change of the coupon: the quote no longer answers the form's values.
    await user.clear(coupon);
    expect(screen.queryByRole('status', { name: 'Renewal' })).not.toBeInTheDocument();
    await user.type(coupon, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(coupon).toHaveAccessibleDescription('Coupon code is invalid'));
    expect(screen.queryByRole('status', { name: 'Renewal' })).not.toBeInTheDocument();
    expect(screen.queryByText('$110.00')).not.toBeInTheDocument();
    // A change of the hours.
    await user.clear(coupon);
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    expect((await quoted()).getByText('$120.00')).toBeInTheDocument();
    await user.type(hours, '0');
    expect(screen.queryByRole('status', { name: 'Renewal' })).not.toBeInTheDocument();
    // A refused quote of the same values.
    await user.clear(hours);
    await user.type(hours, '2');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    expect((await quoted()).getByText('$120.00')).toBeInTheDocument();
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(coupon).toHaveAccessibleDescription('Coupon code is invalid'));
    expect(screen.queryByRole('status', { name: 'Renewal' })).not.toBeInTheDocument();
  });

  describe('PAY-20/DOM-30: the card that pays for added hours', () => {
    const FAMILY_ENROLLMENT = { ...ENROLLMENT, enrolleeId: 4, enrolleeType: 'Student' };
    const card = (expirationDate: string) => ({
      id: 6,
      parentId: 3,
      cardType: 'Visa',
      maskedCardNumber: 'XXXX1111',
      expirationDate,
      valid: true,
    });
    function serveFamily(profiles: Record<string, unknown>[]) {
      serve(FAMILY_ENROLLMENT);
      const calls: string[] = [];
      server.use(
        http.get(`${API}/students/4`, () =>
          HttpResponse.json({ student: { id: 4, firstName: 'Abby', lastName: 'Abandoned', parentId: 3 } }),
        ),
        http.get(`${API}/authorize_net_profiles`, ({ request }) =>
          listReply('authorizeNetProfiles', new URL(request.url).searchParams.get('parentId') === '3' ? profiles : []),
        ),
        http.post(`${API}/enrollments/1/add_hours`, ({ request }) => {
          const params = new URL(request.url).searchParams;
          calls.push(`${params.get('hours')} process=${params.get('process')}`);
          const hours = Number(params.get('hours'));
          const amount = params.get('couponCode') === 'FREE' ? 0 : hours * 60;
          return HttpResponse.json(
            {
              enrollmentRenewal: {
                id: 9,
                enrollmentId: 1,
                hours,
                amount,
                couponCode: params.get('couponCode'),
                processed: params.get('process') === 'true',
              },
            },
            { status: 201 },
          );
        }),
      );
      return calls;
    }

    it.each([
      ['no card on file', []],
      ['an expired card', [card('2020-01')]],
    ])(
      'with %s the form says so at once, and "Add hours" shows the quote and offers no charge',
      async (_, profiles) => {
        const user = userEvent.setup({ delay: null });
        const calls = serveFamily(profiles);
        open();
        expect(await screen.findByText(NO_VALID_CARD)).toBeInTheDocument();
        const hours = screen.getByRole('spinbutton', { name: 'Hours' });
        await user.clear(hours);
        await user.type(hours, '1');
        await user.click(screen.getByRole('button', { name: 'Add hours' }));
        expect(within(await screen.findByRole('status', { name: 'Renewal' })).getByText('$60.00')).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(NO_VALID_CARD);
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        expect(screen.queryByText(/The card on file is charged/)).not.toBeInTheDocument();
        expect(calls).toEqual(['1 process=false']);
      },
    );

    it('with a valid card the confirmation names the charge', async () => {
      const user = userEvent.setup({ delay: null });
      const calls = serveFamily([card('2099-12')]);
      open();
      const hours = await screen.findByRole('spinbutton', { name: 'Hours' });
      await user.clear(hours);
      await user.type(hours, '1');
      await user.click(screen.getByRole('button', { name: 'Add hours' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Add 1 hour for $60.00?' });
      expect(confirm).toHaveAccessibleDescription('The card on file is charged $60.00.');
      expect(screen.queryByText(NO_VALID_CARD)).not.toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Add hours' }));
      expect(
        await within(screen.getByRole('status', { name: 'Renewal' })).findByText('Hours added'),
      ).toBeInTheDocument();
      expect(calls).toEqual(['1 process=false', '1 process=true']);
    });
  });

  it('PAY-23: move trial is offered for a trialing enrollment and calls move_trial', async () => {
    const user = userEvent.setup({ delay: null });
    serve({ ...ENROLLMENT, status: 'trialing' });
    server.use(
      http.put(`${API}/enrollments/1/move_trial`, () =>
        HttpResponse.json({ enrollment: { ...ENROLLMENT, status: 'active' } }),
      ),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Move trial' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Move trial' })).getByRole('button', { name: 'Move trial' }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('active'));
    expect(screen.queryByRole('button', { name: 'Move trial' })).not.toBeInTheDocument();
  });

  it('PAY-25: convert to contract calls convert_to_contract when the brand offers contracts', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    server.use(
      http.put(`${API}/enrollments/1/convert_to_contract`, () =>
        HttpResponse.json({ enrollment: { ...ENROLLMENT, contract: true } }),
      ),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Convert to contract' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Convert to contract' })).getByRole('button', {
        name: 'Convert to contract',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Convert to contract' })).not.toBeInTheDocument());
  });

  it('PAY-25: not offered when the brand does not offer contracts', async () => {
    serve(ENROLLMENT, { offerContract: false });
    open();
    expect(await screen.findByRole('button', { name: 'Cancel enrollment' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Convert to contract' })).not.toBeInTheDocument());
  });

  it('PAY-25: not offered when the brand does not say it offers contracts', async () => {
    let brandRead = false;
    serve(ENROLLMENT, { offerContract: undefined });
    server.use(
      http.get(`${API}/brands/2`, () => {
        brandRead = true;
        return HttpResponse.json({ brand: { id: 2, name: 'Math Club' } });
      }),
    );
    open();
    expect(await screen.findByRole('button', { name: 'Cancel enrollment' })).toBeInTheDocument();
    await waitFor(() => expect(brandRead).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Convert to contract' })).not.toBeInTheDocument();
  });

  it('PAY-25: the brand embedded in the course include decides, without reading the brand again', async () => {
    let brandReads = 0;
    serve(
      { ...ENROLLMENT, course: { ...ENROLLMENT.course, brand: { id: 2, name: 'Math Club', offerContract: true } } },
      { offerContract: false },
    );
    server.use(
      http.get(`${API}/brands/2`, () => {
        brandReads += 1;
        return HttpResponse.json({ brand: { id: 2, name: 'Math Club', offerContract: false } });
      }),
    );
    open();
    expect(await screen.findByRole('button', { name: 'Convert to contract' })).toBeInTheDocument();
    expect(brandReads).toBe(0);
  });

  it('PAY-25: an embedded brand without contracts hides the action', async () => {
    serve(
      { ...ENROLLMENT, course: { ...ENROLLMENT.course, brand: { id: 2, name: 'Math Club', offerContract: false } } },
      { offerContract: true },
    );
    open();
    expect(await screen.findByRole('button', { name: 'Cancel enrollment' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Convert to contract' })).not.toBeInTheDocument();
  });

  it('PAY-26/OP-37: transfer sends {itemType: "Course", itemId}', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let body: unknown;
    server.use(
      http.get(`${API}/courses`, () =>
        HttpResponse.json({
          courses: [
            { id: 4, title: 'Math Club Membership' },
            { id: 6, title: 'Algebra Group' },
          ],
          meta: meta(2),
        }),
      ),
      http.put(`${API}/enrollments/1/transfer`, async ({ request }) => {
        body = await jsonBody(request);
        return HttpResponse.json({
          enrollment: { ...ENROLLMENT, courseId: 6, course: { id: 6, title: 'Algebra Group' } },
        });
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer enrollment' });
    const select = within(dialog).getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Algebra Group' })).toBeInTheDocument());
    expect(within(select).queryByRole('option', { name: 'Math Club Membership' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Algebra Group');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(body).toEqual({ itemType: 'Course', itemId: 6 }));
    expect(await screen.findByText('Algebra Group')).toBeInTheDocument();
  });

  it('PAY-26: a transfer whose reply names only the new courseId shows the new course (heading and Course), read again, and says it is done', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let transferred = false;
    const ALGEBRA = { id: 6, title: 'Algebra Group', brandId: 2 };
    server.use(
      http.get(`${API}/enrollments/1`, () =>
        HttpResponse.json({ enrollment: transferred ? { ...ENROLLMENT, courseId: 6, course: ALGEBRA } : ENROLLMENT }),
      ),
      http.get(`${API}/courses`, () =>
        HttpResponse.json({ courses: [{ id: 4, title: 'Math Club Membership' }, ALGEBRA], meta: meta(2) }),
      ),
      http.put(`${API}/enrollments/1/transfer`, () => {
        transferred = true;
        // As the api-server answers an action without `include`: the new courseId, no course.
        const { course: _course, ...rest } = ENROLLMENT;
        return HttpResponse.json({ enrollment: { ...rest, courseId: 6 } });
      }),
    );
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enrollment: Math Club Membership' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer enrollment' });
    const select = within(dialog).getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Algebra Group' })).toBeInTheDocument());
    await user.selectOptions(select, 'Algebra Group');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollment: Algebra Group' })).toBeInTheDocument();
    const facts = screen.getByLabelText('Enrollment', { selector: 'dl' });
    expect(within(facts).getByText('Algebra Group')).toBeInTheDocument();
    expect(within(facts).queryByText('Math Club Membership')).not.toBeInTheDocument();
    expect(await screen.findByText(TRANSFERRED)).toBeInTheDocument();
  });

  it('PAY-26: only a trialing or active enrollment offers Transfer (a pending cancellation is uncanceled first)', async () => {
    serve({ ...ENROLLMENT, status: 'pending_cancellation' });
    open(parentUser);
    expect(await screen.findByRole('button', { name: 'Uncancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('PAY-26: a transfer the server refuses (a course reserved for another student, 422) says why in the dialog, which stays open', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    server.use(
      http.get(`${API}/courses`, () =>
        HttpResponse.json({
          courses: [
            { id: 4, title: 'Math Club Membership' },
            { id: 8, title: 'Reserved Tutoring' },
          ],
          meta: meta(2),
        }),
      ),
      http.put(`${API}/enrollments/1/transfer`, () =>
        HttpResponse.json({ errors: ['This course is reserved for another student.'] }, { status: 422 }),
      ),
    );
    open(parentUser);
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer enrollment' });
    const select = within(dialog).getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Reserved Tutoring' })).toBeInTheDocument());
    await user.selectOptions(select, 'Reserved Tutoring');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('This course is reserved for another student.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Transfer enrollment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enrollment: Math Club Membership' })).toBeInTheDocument();
    expect(screen.queryByText(TRANSFERRED)).not.toBeInTheDocument();
  });

  it('PAY-26: the transfer dialog does not offer the courses the student is already enrolled in (the server refuses them)', async () => {
    const user = userEvent.setup({ delay: null });
    serve({ ...ENROLLMENT, enrolleeId: 4, enrolleeType: 'Student' });
    const enrollmentsRead: string[] = [];
    server.use(
      http.get(`${API}/students/4`, () =>
        HttpResponse.json({ student: { id: 4, firstName: 'Abby', lastName: 'Abandoned', parentId: 3 } }),
      ),
      http.get(`${API}/authorize_net_profiles`, () => listReply('authorizeNetProfiles', [])),
      http.get(`${API}/courses`, () =>
        HttpResponse.json({
          courses: [
            { id: 4, title: 'Math Club Membership' },
            { id: 6, title: 'Algebra Group' },
            { id: 7, title: 'SAT Prep' },
            { id: 9, title: 'Chemistry Lab' },
            { id: 10, title: 'Essay Writing' },
          ],
          meta: meta(5),
        }),
      ),
      // The student's enrollments: Algebra running, Chemistry on its way out (both still hold the student), SAT Prep
      // canceled and Essay Writing transferred away (ended: the student may come back).
      http.get(`${API}/enrollments`, ({ request }) => {
        enrollmentsRead.push(new URL(request.url).searchParams.get('studentId') ?? '');
        return listReply('enrollments', [
          { ...ENROLLMENT, enrolleeId: 4, enrolleeType: 'Student' },
          { id: 2, type: 'Enrollment', status: 'active', courseId: 6, enrolleeId: 4, enrolleeType: 'Student' },
          { id: 3, type: 'Enrollment', status: 'canceled', courseId: 7, enrolleeId: 4, enrolleeType: 'Student' },
          {
            id: 5,
            type: 'Enrollment',
            status: 'pending_cancellation',
            courseId: 9,
            enrolleeId: 4,
            enrolleeType: 'Student',
          },
          { id: 8, type: 'Enrollment', status: 'transferred', courseId: 10, enrolleeId: 4, enrolleeType: 'Student' },
        ]);
      }),
    );
    open(parentUser);
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer enrollment' });
    const select = within(dialog).getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'SAT Prep' })).toBeInTheDocument());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a course', 'SAT Prep', 'Essay Writing']);
    expect(enrollmentsRead).toContain('4');
  });

  it('PAY-20, API-11: a charge that gets no reply keeps the quote the parent saw and the values, and says the server could not be reached', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    const calls: string[] = [];
    server.use(
      http.post(`${API}/enrollments/1/add_hours`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        calls.push(`process=${params.get('process')}`);
        if (params.get('process') === 'true') return HttpResponse.error();
        return HttpResponse.json(
          {
            enrollmentRenewal: {
              id: 9,
              enrollmentId: 1,
              hours: 5,
              amount: 270,
              couponCode: 'SAVE10',
              processed: false,
            },
          },
          { status: 201 },
        );
      }),
    );
    open(parentUser);
    const hours = await screen.findByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '5');
    const coupon = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(coupon, 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Add hours' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Add 5 hours for $270.00?' });
    await user.click(within(confirm).getByRole('button', { name: 'Add hours' }));
    const form = screen.getByRole('form', { name: 'Add hours' });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(CONNECTION_LOST.message));
    expect(calls).toEqual(['process=false', 'process=true']);
    const quote = within(screen.getByRole('status', { name: 'Renewal' }));
    expect(quote.getByText('Quote')).toBeInTheDocument();
    expect(quote.getByText('$270.00')).toBeInTheDocument();
    expect(hours).toHaveValue(5);
    expect(coupon).toHaveValue('SAVE10');
  });

  it('PAY-20, API-11: a quote that gets no reply says the server could not be reached and keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    server.use(http.post(`${API}/enrollments/1/add_hours`, () => HttpResponse.error()));
    open(parentUser);
    const hours = await screen.findByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '3');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    const form = screen.getByRole('form', { name: 'Add hours' });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(CONNECTION_LOST.message));
    expect(hours).toHaveValue(3);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('PAY-20: the quote is a heading under the "Add hours" section (h3), not an h4', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    server.use(
      http.post(`${API}/enrollments/1/add_hours`, () =>
        HttpResponse.json(
          { enrollmentRenewal: { id: 9, enrollmentId: 1, hours: 10, amount: 540, couponCode: null, processed: false } },
          { status: 201 },
        ),
      ),
    );
    open(parentUser);
    expect(await screen.findByRole('heading', { level: 2, name: 'Add hours' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    const renewal = await screen.findByRole('status', { name: 'Renewal' });
    expect(within(renewal).getByRole('heading', { level: 3, name: 'Quote' })).toBeInTheDocument();
  });

  it("a family reads who is enrolled and the enrollment type in words, not the server's class name", async () => {
    serve({ ...ENROLLMENT, type: 'FixedEnrollment', student: { id: 4, name: 'Sam Student' } });
    open(parentUser);
    const facts = await screen.findByLabelText('Enrollment', { selector: 'dl' });
    expect(within(facts).getByText('Student')).toBeInTheDocument();
    expect(within(facts).getByText('Sam Student')).toBeInTheDocument();
    expect(within(facts).getByText('Fixed')).toBeInTheDocument();
    expect(screen.queryByText('FixedEnrollment')).not.toBeInTheDocument();
  });

  it('PAY-21: while auto renew is saved the switch keeps its focus (aria-disabled, not disabled) and ignores presses', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let calls = 0;
    let release: () => void = () => undefined;
    server.use(
      http.put(`${API}/enrollments/1/auto_renew`, async ({ request }) => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        const enable = new URL(request.url).searchParams.get('enable') === 'true';
        return HttpResponse.json({ enrollment: { ...ENROLLMENT, autoRenew: enable } });
      }),
    );
    open(parentUser);
    const toggle = await screen.findByRole('switch', { name: 'Auto renew' });
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(toggle).not.toBeDisabled();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(calls).toBe(1);
    release();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(toggle).toHaveFocus();
  });

  it('PAY-20: while a quote is asked for "Add hours" keeps its focus (aria-disabled), so the confirmation gives it back on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let release: () => void = () => undefined;
    server.use(
      http.post(`${API}/enrollments/1/add_hours`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(
          { enrollmentRenewal: { id: 9, enrollmentId: 1, hours: 10, amount: 540, couponCode: null, processed: false } },
          { status: 201 },
        );
      }),
    );
    open(parentUser);
    await screen.findByRole('spinbutton', { name: 'Hours' });
    const addHours = screen.getByRole('button', { name: 'Add hours' });
    addHours.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(addHours).not.toBeDisabled();
    expect(addHours).toHaveAttribute('aria-disabled', 'true');
    expect(addHours).toHaveFocus();
    release();
    const confirm = await screen.findByRole('alertdialog', { name: 'Add 10 hours for $540.00?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(addHours).toHaveFocus();
  });

  it('PAY-24: Cancel enrollment and Uncancel keep the focus on the button pressed, which then offers the other action', async () => {
    const user = userEvent.setup({ delay: null });
    let current: Record<string, unknown> = ENROLLMENT;
    serve();
    server.use(
      http.get(`${API}/enrollments/1`, () => HttpResponse.json({ enrollment: current })),
      http.put(`${API}/enrollments/1/cancel`, () => {
        current = { ...ENROLLMENT, status: 'canceled', cancellationReason: 'Price too high' };
        return HttpResponse.json({ enrollment: current });
      }),
      http.put(`${API}/enrollments/1/uncancel`, () => {
        current = ENROLLMENT;
        return HttpResponse.json({ enrollment: current });
      }),
    );
    open(parentUser);
    const button = await screen.findByRole('button', { name: 'Cancel enrollment' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Cancel enrollment' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Price too high');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel enrollment' }));
    await waitFor(() => expect(status()).toHaveTextContent('canceled'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const uncancel = screen.getByRole('button', { name: 'Uncancel' });
    await waitFor(() => expect(uncancel).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('active'));
    expect(screen.getByRole('button', { name: 'Cancel enrollment' })).toHaveFocus();
  });

  it('PAY-25: an action that takes its own button away (Convert to contract) leaves the focus on the first action, not the page', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    server.use(
      http.put(`${API}/enrollments/1/convert_to_contract`, () =>
        HttpResponse.json({ enrollment: { ...ENROLLMENT, contract: true } }),
      ),
    );
    open();
    const convert = await screen.findByRole('button', { name: 'Convert to contract' });
    convert.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Convert to contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Convert to contract' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Convert to contract' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply coupon' })).toHaveFocus());
  });

  it('PAY-27/DOM-32/OP-60: a limited enrollment shows the free-session counter', async () => {
    serve({ ...ENROLLMENT, type: 'LimitedEnrollment', attendancesCount: 1, limitedAttendancesCount: 3 });
    open();
    expect(await screen.findByText('2 of 3 Free Sessions Remaining')).toBeInTheDocument();
  });

  it('PAY-27/DOM-31: a maxed-out limited enrollment has no free sessions left', async () => {
    serve({ ...ENROLLMENT, type: 'LimitedEnrollment', attendancesCount: 3, limitedAttendancesCount: 3 });
    open();
    const counter = await screen.findByText('No Free Sessions Remaining');
    expect(counter.closest('p')).toHaveAttribute('data-maxed-out', 'true');
  });

  it('PAY-30/OP-75: OPERATIONS can "process payment" on an unpaid installment, once they confirm the charge', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    let processed = false;
    server.use(
      http.put(`${API}/installments/3/process_payment`, () => {
        processed = true;
        return HttpResponse.json({ installment: { id: 3, amount: 199, status: 'paid', enrollmentId: 1 } });
      }),
    );
    open();
    const buttons = await screen.findAllByRole('button', { name: /^process payment/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const question = screen.getByRole('alertdialog', { name: 'Charge $199.00 for the installment due 02/01/2026?' });
    await user.click(within(question).getByRole('button', { name: 'Charge $199.00' }));
    await waitFor(() => expect(processed).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  describe('PAY-30: "process payment" charges a card, so it asks first', () => {
    /** The enrollment of student 8, whose parent is Pat Parent (`students/8?include=parent`). */
    const serveFamily = () => {
      serve({ ...ENROLLMENT, enrolleeType: 'Student', enrolleeId: 8 });
      server.use(
        http.get(`${API}/students/8`, () =>
          HttpResponse.json({
            student: { id: 8, name: 'Sam Student', parentId: 5, parent: { id: 5, name: 'Pat Parent' } },
          }),
        ),
        http.get(`${API}/authorize_net_profiles`, () => listReply('authorizeNetProfiles', [])),
      );
    };

    it('PAY-30: the question names the amount and the parent charged; Cancel charges nothing and gives the focus back to the button', async () => {
      const user = userEvent.setup({ delay: null });
      serveFamily();
      let charges = 0;
      server.use(
        http.put(`${API}/installments/3/process_payment`, () => {
          charges += 1;
          return HttpResponse.json({ installment: { id: 3, amount: 199, status: 'paid', enrollmentId: 1 } });
        }),
      );
      open();
      const button = await screen.findByRole('button', { name: /^process payment/ });
      await user.click(button);
      const question = await screen.findByRole('alertdialog', {
        name: 'Charge $199.00 for the installment due 02/01/2026?',
      });
      await waitFor(() =>
        expect(question).toHaveAccessibleDescription('The card on file of Pat Parent is charged $199.00.'),
      );
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
      expect(charges).toBe(0);
    });

    it('PAY-30: a refused charge keeps the question, its amount and payer, and says why; confirmed again it charges', async () => {
      const user = userEvent.setup({ delay: null });
      serveFamily();
      let refuse = true;
      server.use(
        http.put(`${API}/installments/3/process_payment`, () =>
          refuse
            ? HttpResponse.json({ errors: ['No payment profile'] }, { status: 422 })
            : HttpResponse.json({ installment: { id: 3, amount: 199, status: 'paid', enrollmentId: 1 } }),
        ),
      );
      open();
      const button = await screen.findByRole('button', { name: /^process payment/ });
      await user.click(button);
      const question = await screen.findByRole('alertdialog', {
        name: 'Charge $199.00 for the installment due 02/01/2026?',
      });
      await user.click(within(question).getByRole('button', { name: 'Charge $199.00' }));
      expect(await within(question).findByRole('alert')).toHaveTextContent('No payment profile');
      expect(question).toHaveTextContent('The card on file of Pat Parent is charged $199.00.');
      expect(screen.queryByText('Hmm, something is not right')).not.toBeInTheDocument();
      refuse = false;
      await user.click(within(question).getByRole('button', { name: 'Charge $199.00' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
    });
  });

  it('PAY-30/OP-06: without OPERATIONS there is no "process payment"', async () => {
    serve();
    open(plainAdmin);
    expect(await screen.findAllByText('$199.00')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^process payment/ })).not.toBeInTheDocument();
  });

  it.each(INSTANTS_ON_ANOTHER_DAY)(
    "X-09: an installment's Paid date falls on the signed-in user's day, not the browser's ($timeZone)",
    async ({ timeZone, at, day }) => {
      serve();
      server.use(
        http.get(`${API}/installments`, () =>
          listReply('installments', [
            { id: 4, amount: 199, dueOn: '2026-10-01', status: 'paid', enrollmentId: 1, paidAt: at },
          ]),
        ),
      );
      open({ ...operationsAdmin, timeZone });
      const row = (await screen.findByText('$199.00')).closest('tr')!;
      expect(within(row).getByText('10/01/2026')).toBeInTheDocument();
      expect(within(row).getByText(day)).toBeInTheDocument();
    },
  );

  it('PAY-23/PAY-25: a parent sees no staff-only actions', async () => {
    serve({ ...ENROLLMENT, status: 'trialing' });
    open(parentUser);
    expect(await screen.findByRole('button', { name: 'Cancel enrollment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move trial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to contract' })).not.toBeInTheDocument();
  });
});

describe('an enrollment that does not exist', () => {
  it('a 404 says so without Retry; a failure of another kind offers Retry', async () => {
    let status = 404;
    server.use(http.get(`${API}/enrollments/9`, () => HttpResponse.json({ errors: ['Not found'] }, { status })));
    const first = renderScreen(<EnrollmentPage />, { route: '/enrollments/9', path: '/enrollments/:id' });
    expect(await screen.findByText('This enrollment does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    first.unmount();
    status = 500;
    renderScreen(<EnrollmentPage />, { route: '/enrollments/9', path: '/enrollments/:id' });
    expect(await screen.findByText('We could not load this enrollment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('an address whose id cannot be an enrollment (/enrollments/abc) says it does not exist', async () => {
    renderScreen(<EnrollmentPage />, { route: '/enrollments/abc', path: '/enrollments/:id' });
    expect(await screen.findByText('This enrollment does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enrollment' })).toBeInTheDocument();
  });
});
