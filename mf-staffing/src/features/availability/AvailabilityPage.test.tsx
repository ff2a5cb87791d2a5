import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CALENDAR_FETCH_PER } from '@tutoring/domain';
import { get, json, meta, renderWithProviders, requests, server, signIn, setupMswServer } from '../../test/support';
import { AvailabilityPage } from './AvailabilityPage';

setupMswServer();

function mock() {
  server.use(
    get('sessions/prime_hours', () => json({ days: [{ date: '2026-11-23', hour: 15, duration: 180 }] })),
    get('sessions', () => json({ sessions: [], meta: meta(0, 150) })),
    get('attendances', () => json({ attendances: [], meta: meta(0, 150) })),
    get('events', () => json({ events: [] })),
    get('availabilities/repeat_options', () =>
      json({
        availabilityRepeatOptions: {
          availability: { id: 4 },
          tutor: { id: 7 },
          repeatOptions: [
            { book: false, startsAt: '2026-11-30T17:00:00Z', availabilityId: null },
            { book: false, startsAt: '2026-12-07T17:00:00Z', availabilityId: 12 },
          ],
        },
      }),
    ),
    get('availabilities/4', () =>
      json({
        availability: {
          id: 4,
          tutorId: 7,
          startsAt: '2026-11-24T17:00:00Z',
          endsAt: '2026-11-24T19:00:00Z',
          locked: false,
        },
      }),
    ),
    get('availabilities', () =>
      json({
        availabilities: [
          { id: 4, tutorId: 7, startsAt: '2026-11-24T17:00:00Z', endsAt: '2026-11-24T19:00:00Z', locked: false },
        ],
        meta: meta(1, 10),
      }),
    ),
    http.post('*/api/v2/availabilities', async ({ request }) =>
      json({ availability: { id: 20, ...((await request.json()) as { availability: object }).availability } }, 201),
    ),
    http.post('*/api/v2/availabilities/repeat', () => json({ availabilities: [] }, 201)),
    http.put('*/api/v2/availabilities/:id', () =>
      json({ errors: ['Availability overlaps another availability'] }, 422),
    ),
    http.delete('*/api/v2/availabilities/clear_upcoming', () => json({ deleted: 3 })),
    http.delete('*/api/v2/availabilities/:id', () => new Response(null, { status: 204 })),
  );
}
const at = '/availability?date=2026-11-23&view=week';

// A role query on the week view is costly: it computes the name and visibility of each of its ~140 buttons, up to
// seconds per try under load while the calendar is still rendering, so a `findByRole` there could spend its whole wait
// on two or three tries. These wait on a cheap query for the same element (its label, its time), then find it by role
// and name once.

/** The hour button of the week view labelled `label`. */
async function hourButton(label: string) {
  await screen.findByLabelText(label);
  return screen.getByRole('button', { name: label });
}

/** The seeded availability (Tue 11/24, 9 to 11 am) in the week view. */
async function availabilityButton() {
  await screen.findByText('9:00am - 11:00am');
  return screen.getByRole('button', { name: /9:00am - 11:00am Available/ });
}

/** The DELETEs of Clear upcoming sent so far. */
const deletes = () => requests.filter((r) => r.method === 'DELETE' && r.path.endsWith('/clear_upcoming'));

/** The open "Clear upcoming availabilities?" confirmations. */
const confirmDialogs = () => [
  ...screen.queryAllByRole('alertdialog', { name: 'Clear upcoming availabilities?' }),
  ...screen.queryAllByRole('dialog', { name: 'Clear upcoming availabilities?' }),
];

/** The "Clear upcoming availabilities?" confirmation, once it is open. */
async function confirmDialog() {
  await waitFor(() => expect(confirmDialogs()).not.toHaveLength(0));
  return confirmDialogs()[0]!;
}

describe('AvailabilityPage', () => {
  beforeEach(() =>
    signIn({ type: 'Tutor', roles: ['tutor'], permissions: ['TUTOR'], employeeId: 7, fullName: 'Tina Tutor' }),
  );

  it('STF-26: creates an availability from an hour of the week view', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    await userEvent.click(await hourButton('Add availability Tue 11/24 3pm'));
    const dialog = screen.getByRole('dialog', { name: 'New availability' });
    expect(within(dialog).getByLabelText(/Start time/)).toHaveValue('15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        availability: {
          tutorId: 7,
          startsAt: '2026-11-24T23:00:00.000Z',
          endsAt: '2026-11-25T00:00:00.000Z',
          locked: false,
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('STF-26, API-14: a failed save keeps the errors on the record and shows them', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    await userEvent.click(await availabilityButton());
    const dialog = screen.getByRole('dialog', { name: 'Edit availability' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Availability overlaps another availability');
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe('/api/v2/availabilities/4');
  });

  it('STF-26: deletes an availability', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    await userEvent.click(await availabilityButton());
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this availability?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/v2/availabilities/4'));
  });

  it('STF-26: repeats an availability with the repeat options', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    await userEvent.click(await availabilityButton());
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Repeat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat availability' });
    const free = await within(dialog).findByRole('checkbox', { name: '11/30/2026 9:00am' });
    expect(within(dialog).getByRole('checkbox', { name: '12/07/2026 9:00am (already available)' })).toBeDisabled();
    await userEvent.click(free);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repeat 1 week' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path.endsWith('/availabilities/repeat'))?.body).toEqual({
        availability: {
          id: 4,
          tutorId: 7,
          repeatOptions: [
            { book: true, startsAt: '2026-11-30T17:00:00Z', availabilityId: null },
            { book: false, startsAt: '2026-12-07T17:00:00Z', availabilityId: 12 },
          ],
        },
      }),
    );
    const options = requests.find((r) => r.path.endsWith('/repeat_options'))!.url.searchParams;
    expect([options.get('id'), options.get('tutorId')]).toEqual(['4', '7']);
  });

  it('STF-26: a repeat says so with the number of weeks it added ("Availability repeated on 1 week.")', async () => {
    mock();
    server.use(
      http.post('*/api/v2/availabilities/repeat', () =>
        json(
          {
            availabilities: [
              { id: 30, tutorId: 7, startsAt: '2026-11-30T17:00:00Z', endsAt: '2026-11-30T19:00:00Z', locked: false },
            ],
          },
          201,
        ),
      ),
    );
    renderWithProviders(<AvailabilityPage />, { at });
    await userEvent.click(await availabilityButton());
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Repeat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat availability' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '11/30/2026 9:00am' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repeat 1 week' }));
    expect(await screen.findByText('Availability repeated on 1 week.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Repeat availability' })).not.toBeInTheDocument();
  });

  it('STF-26: clears upcoming availabilities after confirming', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear upcoming' }));
    const confirmDialog = await screen
      .findByRole('alertdialog', { name: 'Clear upcoming availabilities?' })
      .catch(() => screen.findByRole('dialog', { name: 'Clear upcoming availabilities?' }));
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Clear upcoming' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path.endsWith('/clear_upcoming'))?.url.searchParams.get('tutorId')).toBe('7'),
    );
  });

  it('STF-26: after a repeat (201) the focus returns to the availability that opened the dialog, not the body', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    const opener = await screen.findByRole('button', { name: '11/24/2026 9:00am - 11:00am' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const edit = await screen.findByRole('dialog', { name: 'Edit availability' });
    // The dialog first focuses its first field (design system): moving the focus away from it is a React update.
    const repeat = await within(edit).findByRole('button', { name: 'Repeat' });
    act(() => repeat.focus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Repeat availability' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '11/30/2026 9:00am' }));
    act(() => within(dialog).getByRole('button', { name: 'Repeat 1 week' }).focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.path.endsWith('/availabilities/repeat'))).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('STF-26: Delete asks first; confirmed, it deletes, says so, and the focus goes to the next availability', async () => {
    mock();
    const later = {
      id: 5,
      tutorId: 7,
      startsAt: '2026-11-25T17:00:00Z',
      endsAt: '2026-11-25T18:00:00Z',
      locked: false,
    };
    const first = {
      id: 4,
      tutorId: 7,
      startsAt: '2026-11-24T17:00:00Z',
      endsAt: '2026-11-24T19:00:00Z',
      locked: false,
    };
    let deleted = false;
    server.use(
      get('availabilities', () =>
        json({ availabilities: deleted ? [later] : [first, later], meta: meta(deleted ? 1 : 2, 10) }),
      ),
      http.delete('*/api/v2/availabilities/:id', () => {
        deleted = true;
        return new Response(null, { status: 204 });
      }),
    );
    renderWithProviders(<AvailabilityPage />, { at });
    const opener = await screen.findByRole('button', { name: '11/24/2026 9:00am - 11:00am' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const edit = await screen.findByRole('dialog', { name: 'Edit availability' });
    const remove = await within(edit).findByRole('button', { name: 'Delete' });
    act(() => remove.focus());
    await userEvent.keyboard('{Enter}');
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this availability?' });
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Availability deleted.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/v2/availabilities/4']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit availability' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '11/25/2026 9:00am - 10:00am' })),
    );
  });

  it('STF-26: cancelling the Delete question deletes nothing and keeps the dialog open', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    await userEvent.click(await screen.findByRole('button', { name: '11/24/2026 9:00am - 11:00am' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit availability' });
    await userEvent.click(await within(edit).findByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this availability?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit availability' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('STF-26: after confirming Clear upcoming the focus is back on Clear upcoming, not the body', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    const button = await screen.findByRole('button', { name: 'Clear upcoming' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    within(await confirmDialog())
      .getByRole('button', { name: 'Clear upcoming' })
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Upcoming availabilities cleared.')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toBeDisabled());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('API-07: availabilities that could not be loaded say so above the calendar with Retry, never "No availabilities in this range."', async () => {
    mock();
    server.use(get('availabilities', () => json({ errors: ['Internal Server Error'] }, 500)));
    renderWithProviders(<AvailabilityPage />, { at });
    // The toast of the error policy is an alert too: this one stays above the calendar.
    const failure = (await screen.findByText('We could not load the availabilities of this calendar.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(failure).toHaveTextContent('Please try again.');
    expect(screen.queryByText('No availabilities in this range.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Availabilities in view' })).not.toBeInTheDocument();

    // Retry asks for the availabilities again and shows them once they come.
    mock();
    const asked = requests.filter((r) => r.path === '/api/v2/availabilities').length;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Availabilities in view' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(await screen.findByText('9:00am - 11:00am')).toBeInTheDocument();
    expect(screen.queryByText(/We could not load/)).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/v2/availabilities')).toHaveLength(asked + 1);
  });

  it('STF-26: Clear upcoming is busy while its DELETE is under way; clicking it again then sends nothing more', async () => {
    mock();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.delete('*/api/v2/availabilities/clear_upcoming', async () => {
        await gate;
        return json({ deleted: 3 });
      }),
    );
    renderWithProviders(<AvailabilityPage />, { at });
    const button = await screen.findByRole('button', { name: 'Clear upcoming' });
    await userEvent.click(button);
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Clear upcoming' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(confirmDialogs()).toHaveLength(0);
    release();
    expect(await screen.findByText('Upcoming availabilities cleared.')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(deletes()).toHaveLength(1);
  });

  it('STF-26: a double click on Clear upcoming asks once and clears once', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    const button = await screen.findByRole('button', { name: 'Clear upcoming' });
    // Both clicks before React renders again.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await confirmDialog();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(confirmDialogs()).toHaveLength(1);
    await userEvent.click(within(confirmDialogs()[0]!).getByRole('button', { name: 'Clear upcoming' }));
    expect(await screen.findByText('Upcoming availabilities cleared.')).toBeInTheDocument();
    expect(deletes()).toHaveLength(1);
  });

  it('STF-33: highlights the prime hours of each day', async () => {
    mock();
    renderWithProviders(<AvailabilityPage />, { at });
    const caption = await screen.findByText('Prime hours 3pm–6pm');
    // The band is drawn in Monday's column (the design system's calendar is FullCalendar: one cell per day).
    expect(caption.closest('td.fc-timegrid-col')).toHaveAttribute('data-date', '2026-11-23');
  });

  it('STF-28, API-49: the month view shows every availability of its range, not the first 10 of a page', async () => {
    mock();
    // 16 in December, answered as the api-server pages a list: `per` of them (10 when not asked) unless noPagination.
    const december = Array.from({ length: 16 }, (_, i) => {
      const day = `2026-12-${String(i + 1).padStart(2, '0')}`;
      return { id: 100 + i, tutorId: 7, startsAt: `${day}T17:00:00Z`, endsAt: `${day}T18:00:00Z`, locked: false };
    });
    server.use(
      get('availabilities', ({ url }) => {
        const all = url.searchParams.get('noPagination') === 'true';
        const per = Number(url.searchParams.get('per') ?? 10);
        return json({
          availabilities: all ? december : december.slice(0, per),
          meta: all ? meta(december.length, december.length) : meta(december.length, per),
        });
      }),
    );
    renderWithProviders(<AvailabilityPage />, { at: '/availability?date=2026-12-01&view=month' });
    const list = await screen.findByRole('list', { name: 'Availabilities in view' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(16));
    const asked = requests.find((r) => r.path === '/api/v2/availabilities')!.url.searchParams;
    expect(asked.get('tutorId')).toBe('7');
    // The events of the range come whole (noPagination) and no longer name a page of 10 beside it.
    const events = requests.find((r) => r.path === '/api/v2/events')!.url.searchParams;
    expect(events.get('noPagination')).toBe('true');
    expect(events.get('per')).toBe(String(CALENDAR_FETCH_PER));
  });
  it('STF-28: the month view loads the six weeks its grid draws, so availabilities of its last row are in view', async () => {
    mock();
    // Answered as the api-server does: only those starting in the asked range.
    const december10 = { id: 30, tutorId: 7, startsAt: '2026-12-10T17:00:00Z', endsAt: '2026-12-10T19:00:00Z' };
    server.use(
      get('availabilities', ({ url }) => {
        const from = url.searchParams.get('startsAt')!;
        const to = url.searchParams.get('endsAt')!;
        const availabilities = [{ ...december10, locked: false }].filter((a) => a.startsAt >= from && a.startsAt < to);
        return json({ availabilities, meta: meta(availabilities.length, availabilities.length) });
      }),
    );
    renderWithProviders(<AvailabilityPage />, { at: '/availability?date=2026-11-23&view=month' });
    const list = await screen.findByRole('list', { name: 'Availabilities in view' });
    expect(within(list).getByRole('button', { name: '12/10/2026 9:00am - 11:00am' })).toBeInTheDocument();
    const drawn = [...document.querySelectorAll('td.fc-daygrid-day[data-date]')].map((cell) =>
      cell.getAttribute('data-date'),
    );
    expect([drawn[0], drawn[drawn.length - 1]]).toEqual(['2026-11-01', '2026-12-12']);
    const asked = requests.find((r) => r.path === '/api/v2/availabilities')!.url.searchParams;
    expect([asked.get('startsAt'), asked.get('endsAt')]).toEqual([
      '2026-11-01T07:00:00.000Z',
      '2026-12-13T08:00:00.000Z',
    ]);
  });
});

describe('AvailabilityPage on a phone (390 px)', () => {
  beforeEach(() =>
    signIn({ type: 'Tutor', roles: ['tutor'], permissions: ['TUTOR'], employeeId: 7, fullName: 'Tina Tutor' }),
  );
  const phone = (query: string) =>
    ({ matches: query === '(max-width: 639px)', media: query }) as unknown as MediaQueryList;

  it('STF-26, API-14: a day view; a save the server refuses for an overlap names it on Start time, which takes the focus; Cancel returns it to New availability', async () => {
    const narrow = jest.spyOn(window, 'matchMedia').mockImplementation(phone);
    try {
      mock();
      const overlap = 'This availability overlaps another one of this tutor (11/24/2026 12:00pm to 2:00pm).';
      server.use(
        http.post('*/api/v2/availabilities', () => json({ errors: [overlap], fields: { startsAt: [overlap] } }, 422)),
      );
      renderWithProviders(<AvailabilityPage />, { at: '/availability?date=2026-11-24' });
      expect(await screen.findByRole('group', { name: 'Availability calendar' })).toHaveAttribute('data-view', 'day');
      const newButton = screen.getByRole('button', { name: 'New availability' });
      await userEvent.click(newButton);
      const dialog = screen.getByRole('dialog', { name: 'New availability' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Date/ }), '11/24/2026');
      await userEvent.type(within(dialog).getByLabelText(/Start time/), '12:30');
      await userEvent.type(within(dialog).getByLabelText(/End time/), '13:30');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
      const start = within(dialog).getByLabelText(/Start time/);
      await waitFor(() => expect(start).toHaveAccessibleDescription(expect.stringContaining(overlap)));
      await waitFor(() => expect(start).toHaveFocus());
      expect(start).toHaveValue('12:30');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      const discard = await screen.findByRole('alertdialog');
      await userEvent.click(within(discard).getByRole('button', { name: /Discard/ }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New availability' })).not.toBeInTheDocument());
      await waitFor(() => expect(newButton).toHaveFocus());
    } finally {
      narrow.mockRestore();
    }
  });
});
