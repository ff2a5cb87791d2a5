import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studyEvent } from '../../test/fixtures';
import { installServer, lastRequest, on, renderUi, signIn } from '../../test/utils';
import { EVENTS_TEXTS, EventsPage } from './EventsPage';

installServer();

const meta = { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 };
const event = { ...studyEvent, student: { id: 11, name: 'Sam Student' } };

describe('EventsPage', () => {
  beforeEach(() => signIn({ timeZone: 'America/Los_Angeles' }));

  it('SES-30: lists events (generic events list) and opens the event form on one to edit or delete it', async () => {
    on('get', 'events', { events: [event], meta });
    on('get', 'events/3', { event });
    const u = userEvent.setup({ delay: null });
    renderUi(<EventsPage />, { route: '/sessions/events' });
    const row = (await screen.findByRole('button', { name: 'Study' })).closest('tr')!;
    expect(row).toHaveTextContent('05/04/2027');
    expect(row).toHaveTextContent('9:00');
    expect(row).toHaveTextContent('self study');
    expect(row).toHaveTextContent('Sam Student');
    expect(lastRequest('events')!.query.get('orderBy')).toBe('starts_at');
    await u.click(within(row).getByRole('button', { name: 'Study' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Study'));
    expect(within(dialog).getByRole('button', { name: 'delete' })).toBeInTheDocument();
  });

  it('SES-30: "New event" opens the empty form without delete', async () => {
    on('get', 'events', { events: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    const u = userEvent.setup({ delay: null });
    renderUi(<EventsPage />, { route: '/sessions/events' });
    expect(await screen.findByText(EVENTS_TEXTS.empty)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: EVENTS_TEXTS.newEvent }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    expect(within(dialog).queryByRole('button', { name: 'delete' })).not.toBeInTheDocument();
  });
});
