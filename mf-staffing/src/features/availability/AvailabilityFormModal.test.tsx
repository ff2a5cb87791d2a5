import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Availability } from '@tutoring/contract';
import { get, json, renderWithProviders, requests, server, setupMswServer } from '../../test/support';
import { AvailabilityFormModal } from './components/AvailabilityFormModal';
import { RepeatModal } from './components/RepeatModal';

setupMswServer();

/** The api-server's 409 text (STALE_UPDATE). */
const STALE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';
const stored = { id: 4, tutorId: 7, startsAt: '2026-11-24T17:00:00Z', endsAt: '2026-11-24T19:00:00Z', locked: false };

function renderForm(availability: Availability | null) {
  const onSaved = jest.fn();
  renderWithProviders(
    <AvailabilityFormModal
      open
      tutorId={7}
      timeZone="America/New_York"
      availability={availability}
      initial={{ date: '2026-11-24', hour: 15 }}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  return { onSaved };
}

describe('AvailabilityFormModal on the contract schema (STF-26, issue 23, issue 20.6)', () => {
  it('STF-26: a new availability with Locked left unchecked saves', async () => {
    server.use(
      http.post('*/api/v2/availabilities', async ({ request }) =>
        json({ availability: { id: 20, ...((await request.json()) as { availability: object }).availability } }, 201),
      ),
    );
    const { onSaved } = renderForm(null);
    const dialog = screen.getByRole('dialog', { name: 'New availability' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      availability: {
        tutorId: 7,
        startsAt: '2026-11-24T20:00:00.000Z',
        endsAt: '2026-11-24T21:00:00.000Z',
        locked: false,
      },
    });
  });

  it("STF-26: the server's 422 naming the start time shows on the Start time field", async () => {
    server.use(http.post('*/api/v2/availabilities', () => json({ errors: ['Start time is in the past'] }, 422)));
    const { onSaved } = renderForm(null);
    const dialog = screen.getByRole('dialog', { name: 'New availability' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Start time/)).toHaveAccessibleDescription('Start time is in the past'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('issue 20.6: an edit loads the record, sends its version; a 409 keeps the values and shows the message', async () => {
    server.use(
      get('availabilities/4', () => Response.json({ availability: stored }, { headers: { ETag: 'W/"a4"' } })),
      http.put('*/api/v2/availabilities/4', () => json({ errors: [STALE] }, 409)),
    );
    const { onSaved } = renderForm(stored as Availability);
    const dialog = await screen.findByRole('dialog', { name: 'Edit availability' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Locked/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PUT')?.headers.get('If-Match')).toBe('W/"a4"');
    expect(within(dialog).getByRole('checkbox', { name: /Locked/ })).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('RepeatModal on the contract schema (STF-26, issue 23)', () => {
  const options = [
    { book: false, startsAt: '2026-11-30T17:00:00Z', availabilityId: null },
    { book: false, startsAt: '2026-12-07T17:00:00Z', availabilityId: 12 },
  ];
  const renderRepeat = () => {
    server.use(
      get('availabilities/repeat_options', () =>
        json({ availabilityRepeatOptions: { availability: { id: 4 }, tutor: { id: 7 }, repeatOptions: options } }),
      ),
    );
    const onRepeated = jest.fn();
    renderWithProviders(
      <RepeatModal
        open
        availability={stored as Availability}
        tutorId={7}
        timeZone="America/New_York"
        onClose={() => undefined}
        onRepeated={onRepeated}
      />,
    );
    return { onRepeated, dialog: screen.getByRole('dialog', { name: 'Repeat availability' }) };
  };

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
