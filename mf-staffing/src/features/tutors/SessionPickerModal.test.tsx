import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get, json, meta, renderWithProviders, requests, setupMswServer, server } from '../../test/support';
import { CHOOSE_SESSIONS, SessionPickerModal } from './components/SessionPickerModal';

setupMswServer();

const sessions = [
  {
    id: 1,
    startsAt: '2026-11-23T23:00:00Z',
    employeesRequired: 1,
    assignmentsCount: 0,
    assignments: [],
    name: 'Algebra 1',
  },
  {
    id: 2,
    startsAt: '2026-11-30T23:00:00Z',
    employeesRequired: 1,
    assignmentsCount: 0,
    assignments: [],
    name: 'Algebra 2',
  },
];

function setup() {
  server.use(get('sessions', () => json({ sessions, meta: meta(2, 100) })));
  const onPick = jest.fn();
  renderWithProviders(<SessionPickerModal open onClose={() => undefined} onPick={onPick} />);
  return { onPick, dialog: screen.getByRole('dialog', { name: 'Choose sessions to staff' }) };
}

describe('SessionPickerModal on react-hook-form (STF-09, issue 23)', () => {
  it('STF-09: the chosen sessions open the assignment with their ids', async () => {
    const { onPick, dialog } = setup();
    await within(dialog).findByText('Algebra 2');
    const boxes = within(dialog).getAllByRole('checkbox');
    await userEvent.click(boxes[boxes.length - 1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find tutors' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith([2]));
  });

  it('STF-09: no session chosen picks nothing and says so in one banner', async () => {
    const { onPick, dialog } = setup();
    await within(dialog).findByText('Algebra 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find tutors' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CHOOSE_SESSIONS);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('API-07: sessions that could not be loaded are named with Retry, never "No upcoming sessions need a tutor."', async () => {
    server.use(get('sessions', () => json({ errors: ['Internal Server Error'] }, 500)));
    renderWithProviders(<SessionPickerModal open onClose={() => undefined} onPick={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose sessions to staff' });
    // The toast of the error policy is an alert too: this one stays in the dialog.
    const failure = (await within(dialog).findByText('We could not load the sessions that need a tutor.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(failure).toHaveTextContent('Please try again.');
    expect(within(dialog).queryByText('No upcoming sessions need a tutor.')).not.toBeInTheDocument();

    server.use(get('sessions', () => json({ sessions, meta: meta(2, 100) })));
    const asked = requests.filter((r) => r.path === '/api/v2/sessions').length;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Algebra 2')).toBeInTheDocument();
    expect(within(dialog).queryByText(/We could not load/)).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/v2/sessions')).toHaveLength(asked + 1);
  });
});
