import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_REQUIRED, FIX_FORM_ERRORS, fieldMaxLength } from '@tutoring/domain';
import { END_AFTER_START } from '@tutoring/domain/areas';
import { formCases, quietFederationLogs, remoteDown } from '@tutoring/build-config/test-kit';
import { studyEvent } from '../../../test/fixtures';
import { installServer, lastRequest, on, renderUi, seen, server, signIn } from '../../../test/utils';
import { SAM, SAM_OPTION, crmUp, studentSearch } from '../../../test/students';
import { EventFormModal } from './EventFormModal';

installServer();
quietFederationLogs();

beforeEach(() => signIn({ timeZone: 'America/Los_Angeles' }));

/** Fills the required fields of a new 09:00-10:30 prep-time event on 05/04/2027. */
async function fillPrep(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/^Name/), 'Prep');
  await u.type(screen.getByLabelText(/^Date/), '05/04/2027');
  await u.type(screen.getByLabelText('Start time'), '09:00');
  await u.type(screen.getByLabelText('End time'), '10:30');
  await u.selectOptions(screen.getByLabelText(/^Type/), 'Event::PrepTime');
}

/** The API body of that event with `studentId` as its attendee (the events contract, API-53). */
const prepBody = (studentId: number | null) => ({
  event: {
    name: 'Prep',
    startsAt: '2027-05-04T16:00:00.000Z',
    endsAt: '2027-05-04T17:30:00.000Z',
    allDay: false,
    subject: null,
    details: null,
    type: 'Event::PrepTime',
    studentId,
  },
});

/** Creates that event with {@link SAM} picked from the option named `option`; returns the document to tell which search showed. */
async function createWithSam(option: string) {
  studentSearch();
  on('post', 'events', async ({ request }) => ({
    event: { id: 3, ...((await request.json()) as { event: object }).event },
  }));
  const u = userEvent.setup({ delay: null });
  const { container } = renderUi(<EventFormModal open onClose={() => undefined} />);
  const input = await screen.findByLabelText('Student');
  await fillPrep(u);
  await u.type(input, 'Sam');
  await u.click(await screen.findByRole('option', { name: option }));
  await u.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(lastRequest('events', 'POST')).toBeDefined());
  expect(lastRequest('events', 'POST')!.body).toEqual(prepBody(SAM.id));
  return container.ownerDocument;
}

// The failing-remote cases run first: a loaded exposed component stays cached for the page, as in the product.
describe('EventFormModal with mf-crm down', () => {
  let manifests: string[] = [];
  beforeEach(() => {
    manifests = remoteDown(server, 'mf_crm');
  });

  it('SES-30, CRM-35: the student attendee is picked with the local student search when mf-crm is unavailable and saved as studentId', async () => {
    const doc = await createWithSam(SAM_OPTION.local);
    expect(manifests.length).toBeGreaterThan(0);
    expect(doc.querySelector('[data-student-autocomplete="local"]')).not.toBeNull();
    expect(lastRequest('students.json')!.query.get('include')).toBe('school');
  });

  it('SES-30: an event naming its attendee by id loads the student for the field and keeps the attendee on save', async () => {
    on('get', 'events/3', {
      event: { ...studyEvent, studentId: 11, student: { id: 11 } },
    });
    on('get', 'students/11', { student: SAM });
    on('put', 'events/3', { event: { id: 3, name: 'Study' } });
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open eventId={3} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByLabelText('Student')).toHaveValue(SAM_OPTION.local));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((lastRequest('events/3', 'PUT')!.body as { event: Record<string, unknown> }).event).toMatchObject({
        name: 'Study',
        studentId: 11,
      }),
    );
  });
});

describe('EventFormModal with mf-crm up', () => {
  beforeAll(crmUp);

  it("SES-30, CRM-35: the student attendee comes from mf-crm's StudentAutocomplete, as in the reserve dialog, and is saved as studentId", async () => {
    const doc = await createWithSam(SAM_OPTION.crm);
    expect(doc.querySelector('[data-exposed="mf_crm/StudentAutocomplete"]')).not.toBeNull();
    expect(doc.querySelector('[data-student-autocomplete="local"]')).toBeNull();
  });

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
    on('post', 'events', async ({ request }) => ({
      event: { id: 3, ...((await request.json()) as { event: object }).event },
    }));
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'delete' })).not.toBeInTheDocument();
    expect(Array.from((screen.getByLabelText(/^Type/) as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '',
      'Event::PrepTime',
      'Event::CurriculumWork',
      'Event::EssayGrading',
      'Event::SelfStudy',
    ]);
    await u.type(screen.getByLabelText(/^Name/), 'Prep');
    await u.type(screen.getByLabelText(/^Date/), '05/04/2027');
    await u.type(screen.getByLabelText('Start time'), '09:00');
    await u.type(screen.getByLabelText('End time'), '10:30');
    await u.selectOptions(screen.getByLabelText(/^Type/), 'Event::PrepTime');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastRequest('events', 'POST')).toBeDefined());
    expect((lastRequest('events', 'POST')!.body as { event: Record<string, unknown> }).event).toMatchObject({
      name: 'Prep',
      type: 'Event::PrepTime',
      allDay: false,
      startsAt: '2027-05-04T16:00:00.000Z',
      endsAt: '2027-05-04T17:30:00.000Z',
    });
  });

  it('SES-30: an existing event loads, offers "delete" and saves with PUT', async () => {
    on('get', 'events/3', { event: studyEvent });
    on('put', 'events/3', { event: { id: 3, name: 'Study hall' } });
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open eventId={3} onClose={() => undefined} />);
    // The fields appear once the event has loaded into the form.
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Study');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('05/04/2027');
    expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
    expect(screen.getByRole('button', { name: 'delete' })).toBeInTheDocument();
    await u.type(name, ' hall');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((lastRequest('events/3', 'PUT')!.body as { event: Record<string, unknown> }).event).toMatchObject({
        name: 'Study hall',
        type: 'Event::SelfStudy',
      }),
    );
  });

  it('SES-30, X-09: the event form says which time zone its times are typed in, on the start time', async () => {
    renderUi(<EventFormModal open onClose={() => undefined} />);
    const start = await screen.findByLabelText('Start time');
    expect(screen.getByText('Times are in Pacific Time (America/Los_Angeles)')).toBeVisible();
    expect(start).toHaveAccessibleDescription('Times are in Pacific Time (America/Los_Angeles)');
  });

  it('SES-30, X-09: an all-day event names the zone its day runs in on the date, as the time fields are gone', async () => {
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open onClose={() => undefined} />);
    await u.click(await screen.findByLabelText('All day'));
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription(
      'Times are in Pacific Time (America/Los_Angeles)',
    );
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
    expect(await screen.findByText(END_AFTER_START)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('SES-31, X-09: an end time the clocks skip (02:30 on 03/14/2027 in Los Angeles) is refused on its field; nothing is sent', async () => {
    const u = userEvent.setup({ delay: null });
    renderUi(<EventFormModal open onClose={() => undefined} />);
    await u.type(await screen.findByLabelText(/^Name/), 'Prep');
    await u.type(screen.getByLabelText(/^Date/), '03/14/2027');
    await u.type(screen.getByLabelText('Start time'), '01:00');
    await u.type(screen.getByLabelText('End time'), '02:30');
    await u.selectOptions(screen.getByLabelText(/^Type/), 'Event::PrepTime');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'This time does not exist on 03/14/2027 (the clocks change). Choose another time.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('End time')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText('Start time')).not.toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
  });
});

describe('EventFormModal on the contract schema (issue 23)', () => {
  const required = { Name: 'Prep', Date: '05/04/2027', Type: { select: 'Event::PrepTime' } };
  formCases({
    server,
    resource: 'events',
    dialog: 'New event',
    render: (props) => renderUi(<EventFormModal open {...props} />),
    emptyOptional: {
      title: 'SES-30, SES-31: only name, date and type (every optional field empty) saves',
      fill: required,
      createdId: 4,
      // No times: the event starts and ends at midnight of its date in the user's zone.
      sent: {
        name: 'Prep',
        startsAt: '2027-05-04T07:00:00.000Z',
        endsAt: '2027-05-04T07:00:00.000Z',
        allDay: false,
        subject: null,
        details: null,
        type: 'Event::PrepTime',
        studentId: null,
      },
    },
    serverInvalid: {
      title: "SES-30: the server's 422 naming the name shows on the Name field and keeps the values",
      fill: required,
      message: 'Name is reserved',
      field: 'Name',
    },
    stale: {
      title:
        'SES-30, issue 20.6: the update sends the version it was opened on; a 409 shows its message in one banner and keeps the values',
      record: studyEvent,
      etag: '"v5"',
      render: (props) => renderUi(<EventFormModal open eventId={3} {...props} />),
      dialog: 'Edit event',
      loaded: { Name: 'Study' },
      fill: { Name: 'Study hall' },
    },
    dismiss: {
      fill: { Name: 'Prep' },
    },
  });
});
