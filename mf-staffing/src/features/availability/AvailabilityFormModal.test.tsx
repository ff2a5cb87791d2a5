import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Availability } from '@tutoring/contract';
import { FIX_FORM_ERRORS } from '@tutoring/domain';
import { NO_WEEKS_TO_REPEAT } from '@tutoring/domain/areas';
import { formCases, type FormCallbacks, type FormStepContext } from '@tutoring/build-config/test-kit';
import { get, json, renderWithProviders, requests, server, setupMswServer } from '../../test/support';
import { AvailabilityFormModal } from './components/AvailabilityFormModal';
import { RepeatModal } from './components/RepeatModal';

setupMswServer();

const stored = { id: 4, tutorId: 7, startsAt: '2026-11-24T17:00:00Z', endsAt: '2026-11-24T19:00:00Z', locked: false };

const form = (availability: Availability | null) => (props: FormCallbacks) =>
  renderWithProviders(
    <AvailabilityFormModal
      open
      tutorId={7}
      timeZone="America/New_York"
      availability={availability}
      initial={{ date: '2026-11-24', hour: 15 }}
      {...props}
    />,
  );

/** The repeat dialog of the stored availability. */
const repeatModal = ({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) =>
  renderWithProviders(
    <RepeatModal
      open
      availability={stored as Availability}
      tutorId={7}
      timeZone="America/New_York"
      onClose={onClose}
      onRepeated={onSaved}
    />,
  );

/** The repeat dialog of the stored availability, offered `repeatOptions`. */
const openRepeat = (repeatOptions: object[]) => {
  server.use(
    get('availabilities/repeat_options', () =>
      json({ availabilityRepeatOptions: { availability: { id: 4 }, tutor: { id: 7 }, repeatOptions } }),
    ),
  );
  const onRepeated = jest.fn();
  repeatModal({ onSaved: onRepeated, onClose: () => undefined });
  return { onRepeated, dialog: screen.getByRole('dialog', { name: 'Repeat availability' }) };
};

describe('AvailabilityFormModal on the contract schema (STF-26, issue 23, issue 20.6)', () => {
  formCases({
    server,
    resource: 'availabilities',
    dialog: 'New availability',
    submitLabel: 'Save availability',
    render: form(null),
    emptyOptional: {
      title: 'STF-26: a new availability with Locked left unchecked saves',
      fill: {},
      savedWith: false,
      sent: { tutorId: 7, startsAt: '2026-11-24T20:00:00.000Z', endsAt: '2026-11-24T21:00:00.000Z', locked: false },
      refs: { tutorId: 'tutors' },
    },
    serverInvalid: {
      title: "STF-26: the server's 422 naming the start time shows on the Start time field",
      fill: {},
      message: 'Start time is in the past',
      field: 'Start time',
    },
    stale: {
      title: 'issue 20.6: an edit loads the record, sends its version; a 409 keeps the values and shows the message',
      record: stored,
      etag: 'W/"a4"',
      render: form(stored as Availability),
      dialog: 'Edit availability',
      loaded: { 'Start time': '12:00' },
      fill: { Locked: { click: true } },
    },
    dismiss: {
      fill: { Locked: { click: true } },
    },
    // docs/one-way.md "Failed saves": 500, 503 with no body, no reply.
    outage: {
      fill: { Locked: { click: true } },
    },
  });
});

describe('AvailabilityFormModal times (STF-26)', () => {
  it('STF-26: an end time before the start time is refused on the End time field; nothing is sent, the values stay', async () => {
    const onSaved = jest.fn();
    form(null)({ onSaved, onClose: jest.fn() });
    const dialog = screen.getByRole('dialog', { name: 'New availability' });
    const start = within(dialog).getByLabelText(/Start time/);
    const end = within(dialog).getByLabelText(/End time/);
    await userEvent.clear(start);
    await userEvent.type(start, '18:00');
    await userEvent.clear(end);
    await userEvent.type(end, '17:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    // The same sentence as the event form's (mf-sessions), on the field it is about.
    expect(await within(dialog).findByText('End time must be after the start time.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(expect.stringContaining('End time must be after the start time.'));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(start).toHaveValue('18:00');
    expect(end).toHaveValue('17:00');
  });
});

describe('AvailabilityFormModal an hour before midnight (STF-26)', () => {
  it('STF-26: the 11pm hour of the calendar (End time 00:00) saves as an hour ending at that midnight', async () => {
    server.use(
      http.post('*/api/v2/availabilities', async ({ request }) =>
        json({ availability: { id: 20, ...((await request.json()) as { availability: object }).availability } }, 201),
      ),
    );
    const onSaved = jest.fn();
    renderWithProviders(
      <AvailabilityFormModal
        open
        tutorId={7}
        timeZone="America/New_York"
        availability={null}
        initial={{ date: '2026-11-24', hour: 23 }}
        onSaved={onSaved}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'New availability' });
    expect(within(dialog).getByLabelText(/End time/)).toHaveValue('00:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      availability: {
        tutorId: 7,
        startsAt: '2026-11-25T04:00:00.000Z',
        endsAt: '2026-11-25T05:00:00.000Z',
        locked: false,
      },
    });
  });
});

describe('RepeatModal on the contract schema (STF-26, issue 23)', () => {
  const options = [
    { book: false, startsAt: '2026-11-30T17:00:00Z', availabilityId: null },
    { book: false, startsAt: '2026-12-07T17:00:00Z', availabilityId: 12 },
  ];
  const renderRepeat = () => openRepeat(options);

  describe('its cases', () => {
    beforeEach(() =>
      server.use(
        get('availabilities/repeat_options', () =>
          json({ availabilityRepeatOptions: { availability: { id: 4 }, tutor: { id: 7 }, repeatOptions: options } }),
        ),
      ),
    );
    // The weeks load with the form: the cases' `steps` tick one once it is there. A refusal ("Choose at least one
    // week", an overlap) is about the whole choice and shows in the form's one banner (the two tests below).
    const tickFirstWeek = async ({ user, dialog }: FormStepContext) =>
      user.click(await within(dialog()).findByRole('checkbox', { name: '11/30/2026 12:00pm' }));
    formCases({
      server,
      resource: 'availabilities',
      dialog: 'Repeat availability',
      render: repeatModal,
      emptyOptional: {
        title:
          'STF-26: one week ticked (the weeks already available cannot be) is repeated with POST availabilities/repeat',
        action: 'availabilities/repeat',
        fill: {},
        steps: tickFirstWeek,
        submitLabel: 'Repeat 1 week',
        reply: { availabilities: [] },
        // The replay repeats a seeded availability.
        refs: { 'availability.id': 'availabilities', 'availability.tutorId': 'availabilities.tutorId' },
      },
      dismiss: {
        title:
          'STF-26, DS-02: Cancel and Escape close the form silently, after "Discard your changes?" once a week is ticked',
        fill: {},
        steps: tickFirstWeek,
      },
    });
  });

  it('STF-26: no week chosen sends nothing and says so in one banner', async () => {
    const { dialog } = renderRepeat();
    await within(dialog).findByRole('checkbox', { name: '11/30/2026 12:00pm' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repeat 0 weeks' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one week');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("STF-26: the server's 422 is shown in the form and the choice is kept", async () => {
    server.use(
      http.post('*/api/v2/availabilities/repeat', () =>
        json({ errors: ['Availability overlaps another availability'] }, 422),
      ),
    );
    const { dialog, onRepeated } = renderRepeat();
    const week = await within(dialog).findByRole('checkbox', { name: '11/30/2026 12:00pm' });
    await userEvent.click(week);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repeat 1 week' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Availability overlaps another availability');
    expect(week).toBeChecked();
    expect(onRepeated).not.toHaveBeenCalled();
  });
});

describe('AvailabilityFormModal on a day the clocks change (STF-26, X-09)', () => {
  const skipped = 'This time does not exist on 03/14/2027 (the clocks change). Choose another time.';
  const render = () => {
    const onSaved = jest.fn();
    renderWithProviders(
      <AvailabilityFormModal
        open
        tutorId={7}
        timeZone="America/Los_Angeles"
        availability={null}
        initial={{ date: '2027-03-14', hour: 1 }}
        onSaved={onSaved}
        onClose={jest.fn()}
      />,
    );
    return { onSaved, dialog: screen.getByRole('dialog', { name: 'New availability' }) };
  };

  it('X-09: 02:30 on the spring-forward day is refused on the Start time field; nothing is sent, the values stay', async () => {
    const { onSaved, dialog } = render();
    const start = within(dialog).getByLabelText(/Start time/);
    const end = within(dialog).getByLabelText(/End time/);
    await userEvent.clear(start);
    await userEvent.type(start, '02:30');
    await userEvent.clear(end);
    await userEvent.type(end, '04:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    // Before, it was saved from 03:30 without a word (the clocks jump from 02:00 to 03:00 that night).
    expect(await within(dialog).findByText(skipped)).toBeInTheDocument();
    expect(within(dialog).getByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(expect.stringContaining(skipped));
    expect(end).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(start).toHaveValue('02:30');
    expect(end).toHaveValue('04:00');
  });

  it('X-09: the hours around the gap save as typed (01:00 PST to 03:00 PDT is one hour)', async () => {
    server.use(
      http.post('*/api/v2/availabilities', async ({ request }) =>
        json({ availability: { id: 21, ...((await request.json()) as { availability: object }).availability } }, 201),
      ),
    );
    const { onSaved, dialog } = render();
    const end = within(dialog).getByLabelText(/End time/);
    await userEvent.clear(end);
    await userEvent.type(end, '03:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      availability: {
        tutorId: 7,
        startsAt: '2027-03-14T09:00:00.000Z',
        endsAt: '2027-03-14T10:00:00.000Z',
        locked: false,
      },
    });
  });
});

describe("AvailabilityFormModal: the server's refusals by field (STF-26, API-14)", () => {
  const overlap = 'This availability overlaps another one of this tutor (11/24/2026 3:00pm to 5:00pm).';
  const ended = 'An availability must end in the future.';
  /** What the form's banner says (the alerts outside the fields). */
  const bannerText = (dialog: HTMLElement) =>
    within(dialog)
      .queryAllByRole('alert')
      .map((alert) => alert.textContent)
      .join(' ');
  const refuse = (fields: Record<string, string[]>) =>
    server.use(http.post('*/api/v2/availabilities', () => json({ errors: Object.values(fields).flat(), fields }, 422)));

  it("STF-26: an overlap (the server's fields.startsAt) shows on the Start time field and takes the focus, not in a banner", async () => {
    refuse({ startsAt: [overlap] });
    const onSaved = jest.fn();
    form(null)({ onSaved, onClose: jest.fn() });
    const dialog = screen.getByRole('dialog', { name: 'New availability' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    const start = within(dialog).getByLabelText(/Start time/);
    await waitFor(() => expect(start).toHaveAccessibleDescription(expect.stringContaining(overlap)));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(start).toHaveFocus());
    expect(bannerText(dialog)).not.toContain(overlap);
    expect(within(dialog).getByLabelText(/End time/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveValue('15:00');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("STF-26: an end in the past (the server's fields.endsAt) shows on the End time field, not in a banner", async () => {
    refuse({ endsAt: [ended] });
    form(null)({ onSaved: jest.fn(), onClose: jest.fn() });
    const dialog = screen.getByRole('dialog', { name: 'New availability' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    const end = within(dialog).getByLabelText(/End time/);
    await waitFor(() => expect(end).toHaveAccessibleDescription(expect.stringContaining(ended)));
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(bannerText(dialog)).not.toContain(ended);
    expect(end).toHaveValue('16:00');
  });
});

describe('RepeatModal with a year of weeks (STF-26, DOM-39: repeat 1 to 52 weeks)', () => {
  /** 52 weekly starts from 11/30/2026 12:00pm New York; the fourth week already available. */
  const year = Array.from({ length: 52 }, (_, i) => ({
    book: false,
    startsAt: new Date(Date.parse('2026-11-30T17:00:00Z') + i * 7 * 86_400_000).toISOString(),
    availabilityId: i === 3 ? 30 : null,
  }));
  const renderRepeat = (repeatOptions: object[]) => {
    // The server answers with the availabilities it added, one per week chosen.
    server.use(
      http.post('*/api/v2/availabilities/repeat', async ({ request }) => {
        const sent = (await request.json()) as {
          availability: { repeatOptions: { book: boolean; startsAt: string }[] };
        };
        const added = sent.availability.repeatOptions.filter((o) => o.book);
        return json(
          {
            availabilities: added.map((o, i) => ({
              id: 100 + i,
              tutorId: 7,
              startsAt: o.startsAt,
              endsAt: o.startsAt,
              locked: false,
            })),
          },
          201,
        );
      }),
    );
    return openRepeat(repeatOptions);
  };

  it('STF-26, DOM-39: 52 weeks are listed by month, and one button chooses every open week for the repeat; the toast counts the weeks added', async () => {
    const { dialog, onRepeated } = renderRepeat(year);
    const december = await within(dialog).findByRole('group', { name: 'December 2026' });
    expect(
      within(december)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      '12/07/2026 12:00pm',
      '12/14/2026 12:00pm',
      '12/21/2026 12:00pm (already available)',
      '12/28/2026 12:00pm',
    ]);
    expect(within(dialog).getByRole('group', { name: 'November 2027' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '11/22/2027 12:00pm' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose all 51 open weeks' }));
    expect(within(dialog).getByRole('checkbox', { name: '11/22/2027 12:00pm' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '12/21/2026 12:00pm (already available)' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repeat 51 weeks' }));
    await waitFor(() => expect(onRepeated).toHaveBeenCalled());
    expect(await screen.findByText('Availability repeated on 51 weeks.')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST')?.body as {
      availability: { repeatOptions: { book: boolean; availabilityId: number | null }[] };
    };
    expect(sent.availability.repeatOptions).toHaveLength(52);
    expect(sent.availability.repeatOptions.filter((o) => o.book)).toHaveLength(51);
    expect(sent.availability.repeatOptions[3]).toMatchObject({ book: false, availabilityId: 30 });
  });

  it('STF-26: the choose-all button clears the weeks again once every open week is chosen', async () => {
    const { dialog } = renderRepeat(year);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Choose all 51 open weeks' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear every week' }));
    expect(within(dialog).getByRole('button', { name: 'Repeat 0 weeks' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '11/30/2026 12:00pm' })).not.toBeChecked();
  });

  it('API-07, STF-26: weeks that could not be loaded say so with Retry, never that there is no week to repeat on', async () => {
    let fail = true;
    server.use(
      get('availabilities/repeat_options', () =>
        fail
          ? json({ errors: ['Sorry, there has been a problem'] }, 500)
          : json({ availabilityRepeatOptions: { availability: { id: 4 }, tutor: { id: 7 }, repeatOptions: year } }),
      ),
    );
    repeatModal({ onSaved: jest.fn(), onClose: jest.fn() });
    const dialog = screen.getByRole('dialog', { name: 'Repeat availability' });
    expect(await within(dialog).findByText('We could not load the weeks.')).toBeInTheDocument();
    expect(within(dialog).queryByText(NO_WEEKS_TO_REPEAT)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: /Retry/ }));
    expect(await within(dialog).findByRole('checkbox', { name: '11/30/2026 12:00pm' })).toBeInTheDocument();
  });

  it('STF-26: no week offered (each overlaps a booked availability) says so instead of an empty list', async () => {
    const { dialog } = renderRepeat([]);
    expect(await within(dialog).findByText(NO_WEEKS_TO_REPEAT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
