import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_REQUIRED, FIX_FORM_ERRORS, fieldMaxLength } from '@tutoring/domain';
import { installServer, lastRequest, on, renderUi, seen, signIn } from '../../../test/utils';
import { EVENT_END_AFTER_START, EventFormModal } from './EventFormModal';

installServer();

describe('EventFormModal', () => {
  beforeEach(() => signIn({ timeZone: 'America/Los_Angeles' }));

  it('SES-31, DOM-22: name, date and type are required; nothing is sent', async () => {
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open onClose={() => undefined} />);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(screen.getAllByText(FIELD_REQUIRED)).toHaveLength(3);
    expect(seen).toHaveLength(0);
  });

  it('SES-31: name at most 191 characters, details at most 280', async () => {
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open onClose={() => undefined} />);
    await u.click(screen.getByLabelText(/^Name/));
    await u.paste('n'.repeat(192));
    await u.type(screen.getByLabelText(/^Date/), '05/04/2027');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(fieldMaxLength(191))).toBeInTheDocument();
    expect(screen.getByLabelText('Details')).toHaveAttribute('maxLength', '280');
  });

  it('SES-30, DOM-22: creates an event with its type, times and attendee; no delete for a new event', async () => {
    on('post', 'events', async ({ request }) => ({ event: { id: 3, ...((await request.json()) as { event: object }).event } }));
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'delete' })).not.toBeInTheDocument();
    expect(Array.from((screen.getByLabelText(/^Type/) as HTMLSelectElement).options).map((o) => o.value)).toEqual(['', 'Event::PrepTime', 'Event::CurriculumWork', 'Event::EssayGrading', 'Event::SelfStudy']);
    await u.type(screen.getByLabelText(/^Name/), 'Prep');
    await u.type(screen.getByLabelText(/^Date/), '05/04/2027');
    await u.type(screen.getByLabelText('Start time'), '09:00');
    await u.type(screen.getByLabelText('End time'), '10:30');
    await u.selectOptions(screen.getByLabelText(/^Type/), 'Event::PrepTime');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastRequest('events', 'POST')).toBeDefined());
    expect((lastRequest('events', 'POST')!.json as { event: Record<string, unknown> }).event).toMatchObject({
      name: 'Prep', type: 'Event::PrepTime', allDay: false, startsAt: '2027-05-04T16:00:00.000Z', endsAt: '2027-05-04T17:30:00.000Z',
    });
  });

  it('SES-30: an existing event loads, offers "delete" and saves with PUT', async () => {
    on('get', 'events/3', { event: { id: 3, name: 'Study', startsAt: '2027-05-04T16:00:00Z', endsAt: '2027-05-04T17:00:00Z', allDay: false, type: 'Event::SelfStudy' } });
    on('put', 'events/3', { event: { id: 3, name: 'Study hall' } });
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open eventId={3} onClose={() => undefined} />);
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Study'));
    expect(screen.getByLabelText(/^Date/)).toHaveValue('05/04/2027');
    expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
    expect(screen.getByRole('button', { name: 'delete' })).toBeInTheDocument();
    await u.type(name, ' hall');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect((lastRequest('events/3', 'PUT')!.json as { event: Record<string, unknown> }).event).toMatchObject({ name: 'Study hall', type: 'Event::SelfStudy' }));
  });
  it('SES-30: the end time must be after the start time', async () => {
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open onClose={() => undefined} />);
    await u.type(screen.getByLabelText(/^Name/), 'Prep');
    await u.type(screen.getByLabelText(/^Date/), '05/04/2027');
    await u.type(screen.getByLabelText('Start time'), '10:00');
    await u.type(screen.getByLabelText('End time'), '09:00');
    await u.selectOptions(screen.getByLabelText(/^Type/), 'Event::PrepTime');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_END_AFTER_START)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
