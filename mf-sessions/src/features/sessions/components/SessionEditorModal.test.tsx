import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FIX_FORM_ERRORS,
  HOLIDAY_LABEL,
  SESSIONS_CHANGED,
  SESSION_CHANGED,
  fieldBetween,
  fieldMaxLength,
  FIELD_REQUIRED,
} from '@tutoring/domain';
import { formCases } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, makeSession, on, renderUi, seen, server, signIn } from '../../../test/utils';
import { EDITOR_LABELS, SessionEditorModal } from './SessionEditorModal';

installServer();

const TYPES = [
  { id: 1, name: 'Online Tutoring', online: true, defaultDuration: 60 },
  { id: 2, name: 'In-Person Tutoring', online: false, defaultDuration: 45 },
];

function setup(props: Partial<Parameters<typeof SessionEditorModal>[0]> = {}) {
  on('get', 'session_types', { sessionTypes: TYPES });
  on('get', 'places', {
    places: [{ id: 9, name: 'Downtown Center', formatted: '100 Main St' }],
    meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 100 },
  });
  let created = 0;
  on('post', 'sessions', async ({ request }) => {
    created += 1;
    const body = (await request.json()) as { session: Record<string, unknown> };
    return { session: { id: 100 + created, ...body.session } };
  });
  const onClose = jest.fn();
  renderUi(<SessionEditorModal open onClose={onClose} {...props} />);
  return { onClose };
}

const user = () => userEvent.setup({ delay: null });

async function fill(
  u: ReturnType<typeof user>,
  values: { type?: string; date?: string; time?: string; duration?: string; weeks?: string; name?: string },
) {
  if (values.type) {
    await screen.findByRole('option', { name: values.type });
    await u.selectOptions(screen.getByLabelText(/^Type/), values.type);
  }
  if (values.name !== undefined) await u.type(screen.getByLabelText(EDITOR_LABELS.name), values.name);
  if (values.date) await u.type(screen.getByLabelText(EDITOR_LABELS.date), values.date);
  if (values.time) await u.type(screen.getByLabelText(EDITOR_LABELS.time), values.time);
  if (values.duration) await u.type(screen.getByLabelText(/^Duration/), values.duration);
  if (values.weeks) {
    await u.clear(screen.getByLabelText(EDITOR_LABELS.repeatWeeks));
    await u.type(screen.getByLabelText(EDITOR_LABELS.repeatWeeks), values.weeks);
  }
}

const rowsTable = () => screen.getByRole('table', { name: 'Sessions to save' });
const bodyRows = () => within(rowsTable()).getAllByRole('row').slice(1);

describe('SessionEditorModal', () => {
  beforeEach(() => signIn({ roles: ['admin'], permissions: ['ADMIN'], timeZone: 'America/New_York' }));

  it('SES-21, X-09: new sessions say which time zone their date and time are in, in words, on the Time field', async () => {
    setup();
    const time = await screen.findByLabelText(EDITOR_LABELS.time);
    expect(screen.getByText('Times are in Eastern Time (America/New_York)')).toBeVisible();
    expect(time).toHaveAccessibleDescription('Times are in Eastern Time (America/New_York)');
  });

  it('SES-22, DS-03: an empty form shows the errors and "Please fix the errors on the form." without a request', async () => {
    const u = user();
    setup();
    await screen.findByRole('option', { name: 'Online Tutoring' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(screen.getAllByText(FIELD_REQUIRED).length).toBeGreaterThanOrEqual(4);
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('SES-22, OP-16: duration between the type default and 600; name at most 20; tutors 0..20; repeat weeks 1..52', async () => {
    const u = user();
    setup();
    await fill(u, {
      type: 'Online Tutoring',
      date: '05/04/2027',
      time: '15:00',
      duration: '30',
      name: 'x'.repeat(21),
      weeks: '53',
    });
    await u.clear(screen.getByLabelText(/^Tutors required/));
    await u.type(screen.getByLabelText(/^Tutors required/), '21');
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    expect(await screen.findByText(fieldBetween(60, 600))).toBeInTheDocument();
    expect(screen.getByText(fieldMaxLength(20))).toBeInTheDocument();
    expect(screen.getByText(fieldBetween(0, 20))).toBeInTheDocument();
    expect(screen.getByText(fieldBetween(1, 52))).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Sessions to save' })).not.toBeInTheDocument();
  });

  it('SES-21, SES-22: place and room only for in-person types; place then required, room at most 50', async () => {
    const u = user();
    setup();
    await screen.findByRole('option', { name: 'Online Tutoring' });
    expect(screen.queryByLabelText(/^Place/)).not.toBeInTheDocument();
    await fill(u, { type: 'In-Person Tutoring', date: '05/04/2027', time: '15:00', duration: '45' });
    expect(screen.getByLabelText(/^Place/)).toBeInTheDocument();
    await u.type(screen.getByLabelText(EDITOR_LABELS.room), 'r'.repeat(51));
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    expect(await screen.findByText(fieldMaxLength(50))).toBeInTheDocument();
    expect(screen.getByText(FIELD_REQUIRED)).toBeInTheDocument();
  });

  it('SES-23: the tutors-required field is hidden in the tutor app', async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'] });
    setup();
    await screen.findByRole('option', { name: 'Online Tutoring' });
    expect(screen.queryByLabelText(/^Tutors required/)).not.toBeInTheDocument();
  });

  it('SES-24, SES-26, OP-71: "Add sessions" builds one row per week; a holiday row shows "Holiday"', async () => {
    const u = user();
    setup();
    // 06/12/2027 + 3 weeks: 06/19/2027 is Juneteenth (a Saturday; observed Friday 06/18).
    await fill(u, { type: 'Online Tutoring', date: '06/12/2027', time: '15:00', duration: '60', weeks: '3' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('06/12/2027')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Saturday')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('06/19/2027')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(HOLIDAY_LABEL)).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(HOLIDAY_LABEL)).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Online')).toBeInTheDocument();
  });

  it('SES-24, X-09: the rows\' Time column reads h:mma ("4:00pm"), not the 24-hour input ("16:00")', async () => {
    signIn({ timeZone: 'America/Los_Angeles' });
    const u = user();
    setup();
    await fill(u, { type: 'Online Tutoring', date: '06/08/2027', time: '16:00', duration: '60', weeks: '2' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(within(row).getByText('4:00pm')).toBeInTheDocument();
      expect(within(row).queryByText('16:00')).not.toBeInTheDocument();
    }
  });

  it('SES-25: select-all and "Remove selected"', async () => {
    const u = user();
    setup();
    await fill(u, { type: 'Online Tutoring', date: '05/04/2027', time: '15:00', duration: '60', weeks: '3' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    await u.click(screen.getByRole('checkbox', { name: 'Select 05/11/2027' }));
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.remove }));
    expect(bodyRows()).toHaveLength(2);
    await u.click(screen.getByRole('checkbox', { name: EDITOR_LABELS.selectAll }));
    expect(screen.getByRole('checkbox', { name: 'Select 05/04/2027' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select 05/18/2027' })).toBeChecked();
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.remove }));
    expect(screen.queryByRole('table', { name: 'Sessions to save' })).not.toBeInTheDocument();
  });

  it('SES-25: "Apply to selected" copies the fields onto checked rows without requiring date and time', async () => {
    const u = user();
    setup();
    await fill(u, { type: 'Online Tutoring', date: '05/04/2027', time: '15:00', duration: '60', weeks: '2' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    await u.clear(screen.getByLabelText(EDITOR_LABELS.date));
    await u.clear(screen.getByLabelText(EDITOR_LABELS.time));
    await u.type(screen.getByLabelText(EDITOR_LABELS.name), 'Review');
    await u.click(screen.getByRole('checkbox', { name: 'Select 05/11/2027' }));
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.apply }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const rows = bodyRows();
    expect(within(rows[1]!).getByText('Review')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('05/11/2027')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Review')).not.toBeInTheDocument();
  });

  it('SES-25, SES-27, OP-27: saving several rows posts each and toasts "Successfully changed sesions"', async () => {
    const u = user();
    const { onClose } = setup();
    await fill(u, { type: 'Online Tutoring', date: '05/04/2027', time: '15:00', duration: '60', weeks: '2' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByText(SESSIONS_CHANGED)).toBeInTheDocument();
    const posts = seen.filter((r) => r.method === 'POST' && r.path === '/api/v2/sessions');
    expect(posts).toHaveLength(2);
    await waitFor(() => expect(posts[0]!.body).toBeDefined());
    // 3:00pm in New York on 05/04/2027 (EDT, UTC-4).
    expect((posts[0]!.body as { session: Record<string, unknown> }).session).toMatchObject({
      startsAt: '2027-05-04T19:00:00.000Z',
      duration: 60,
      sessionTypeId: 1,
      employeesRequired: 1,
    });
    expect((posts[1]!.body as { session: Record<string, unknown> }).session).toMatchObject({
      startsAt: '2027-05-11T19:00:00.000Z',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('SES-25, SES-27: when a row fails to save, the rows already saved leave the list and the failed ones stay to fix (no duplicates on retry)', async () => {
    const u = user();
    const { onClose } = setup();
    let calls = 0;
    on('post', 'sessions', async ({ request }) => {
      calls += 1;
      const body = (await request.json()) as { session: Record<string, unknown> };
      if (calls === 2)
        return new Response(JSON.stringify({ errors: ['Place must exist'] }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        });
      return { session: { id: 200 + calls, ...body.session } };
    });
    await fill(u, { type: 'Online Tutoring', date: '05/04/2027', time: '15:00', duration: '60', weeks: '3' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    expect(bodyRows()).toHaveLength(3);
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByText('Place must exist')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[0]).toHaveTextContent('05/11/2027');
    expect(bodyRows()[1]).toHaveTextContent('05/18/2027');
    expect(onClose).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByText(SESSIONS_CHANGED)).toBeInTheDocument();
    const starts = seen
      .filter((r) => r.method === 'POST' && r.path === '/api/v2/sessions')
      .map((r) => (r.body as { session: { startsAt: string } }).session.startsAt);
    expect(starts).toEqual([
      '2027-05-04T19:00:00.000Z',
      '2027-05-11T19:00:00.000Z',
      '2027-05-11T19:00:00.000Z',
      '2027-05-18T19:00:00.000Z',
    ]);
  });

  it('SES-26: a holiday row does not block saving', async () => {
    const u = user();
    setup();
    await fill(u, { type: 'Online Tutoring', date: '12/24/2027', time: '15:00', duration: '60' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    expect(within(bodyRows()[0]!).getByText(HOLIDAY_LABEL)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByText(SESSION_CHANGED)).toBeInTheDocument();
  });

  it("SES-28: editing shows the session's type selected, even when the types arrive after the session", async () => {
    on('get', 'sessions/7', { session: makeSession({ sessionTypeId: 2, name: 'Old' }) });
    setup({ sessionId: 7 });
    let release: () => void = () => undefined;
    const typesLater = new Promise<void>((resolve) => (release = resolve));
    on('get', 'session_types', async () => {
      await typesLater;
      return { sessionTypes: TYPES };
    });
    expect(await screen.findByLabelText(EDITOR_LABELS.name)).toHaveValue('Old');
    release();
    await screen.findByRole('option', { name: 'In-Person Tutoring' });
    expect(screen.getByLabelText(/^Type/)).toHaveValue('2');
    expect(screen.getByRole('option', { name: 'In-Person Tutoring' })).toHaveProperty('selected', true);
  });

  it('SES-21, SES-28: editing an in-person session shows its place selected, even when the places arrive after the session', async () => {
    on('get', 'sessions/7', { session: makeSession({ sessionTypeId: 2, placeId: 9, room: 'Room 4', name: 'Old' }) });
    setup({ sessionId: 7 });
    let release: () => void = () => undefined;
    const placesLater = new Promise<void>((resolve) => (release = resolve));
    on('get', 'places', async () => {
      await placesLater;
      return {
        places: [{ id: 9, name: 'Downtown Center', formatted: '100 Main St' }],
        meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 100 },
      };
    });
    expect(await screen.findByLabelText(EDITOR_LABELS.room)).toHaveValue('Room 4');
    release();
    await screen.findByRole('option', { name: 'Downtown Center' });
    expect(screen.getByLabelText(/^Place/)).toHaveValue('9');
    expect(screen.getByRole('option', { name: 'Downtown Center' })).toHaveProperty('selected', true);
  });

  it('SES-28, SES-27: editing loads GET sessions/{id} and saves PUT sessions/{id} with "Successfully changed session."', async () => {
    const u = user();
    on('get', 'sessions/7', {
      session: makeSession({
        startsAt: '2027-05-04T19:00:00Z',
        endsAt: '2027-05-04T20:00:00Z',
        duration: 60,
        timezone: 'America/New_York',
        name: 'Old',
      }),
    });
    on('put', 'sessions/7', async ({ request }) => ({
      session: { ...makeSession(), ...((await request.json()) as { session: object }).session },
    }));
    setup({ sessionId: 7 });
    const name = await screen.findByLabelText(EDITOR_LABELS.name);
    expect(name).toHaveValue('Old');
    expect(screen.getByLabelText(EDITOR_LABELS.date)).toHaveValue('05/04/2027');
    expect(screen.queryByLabelText(EDITOR_LABELS.repeatWeeks)).not.toBeInTheDocument();
    await u.clear(name);
    await u.type(name, 'New');
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByText(SESSION_CHANGED, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect((lastRequest('sessions/7', 'PUT')?.body as { session: Record<string, unknown> }).session).toMatchObject({
      name: 'New',
      startsAt: '2027-05-04T19:00:00.000Z',
    });
  });
});

describe('SessionEditorModal edit keeps what the user did not change (SES-28)', () => {
  // The viewer works in New York; the session was made in Los Angeles. The list shows it at 3:00pm (New York).
  const algebra = () =>
    makeSession({
      title: 'Algebra',
      name: null,
      startsAt: '2027-05-04T19:00:00Z',
      endsAt: '2027-05-04T20:00:00Z',
      duration: 60,
      timezone: 'America/Los_Angeles',
    });
  beforeEach(() => signIn({ roles: ['admin'], permissions: ['ADMIN'], timeZone: 'America/New_York' }));

  const put = () => (lastRequest('sessions/7', 'PUT')?.body as { session: Record<string, unknown> }).session;

  async function editSeven() {
    on('get', 'sessions/7', { session: algebra() });
    on('put', 'sessions/7', async ({ request }) => ({
      session: { ...algebra(), ...((await request.json()) as { session: object }).session },
    }));
    setup({ sessionId: 7 });
    expect(await screen.findByLabelText(EDITOR_LABELS.date)).toHaveValue('05/04/2027');
  }

  it("SES-28: changing only the time keeps the title and the time zone (the title became the type's name)", async () => {
    const u = user();
    await editSeven();
    const time = screen.getByLabelText(EDITOR_LABELS.time);
    // Read on the viewer's clock, as the list and the details show it.
    expect(time).toHaveValue('15:00');
    await u.clear(time);
    await u.type(time, '16:00');
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByText(SESSION_CHANGED, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(put()).toMatchObject({ startsAt: '2027-05-04T20:00:00.000Z', endsAt: '2027-05-04T21:00:00.000Z' });
    expect(put()).not.toHaveProperty('title');
    expect(put()).not.toHaveProperty('timezone');
  });

  it("SES-28, X-09: editing a session made in another zone names the zone its date and time are shown and saved in (the viewer's)", async () => {
    await editSeven();
    expect(screen.getByLabelText(EDITOR_LABELS.time)).toHaveAccessibleDescription(
      'Times are in Eastern Time (America/New_York)',
    );
  });

  it('SES-28: a session of another time zone saved with its date and time untouched keeps its start', async () => {
    const u = user();
    await editSeven();
    const tutors = screen.getByLabelText(/^Tutors required/);
    await u.clear(tutors);
    await u.type(tutors, '2');
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByText(SESSION_CHANGED, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(put()).toMatchObject({
      employeesRequired: 2,
      startsAt: '2027-05-04T19:00:00.000Z',
      endsAt: '2027-05-04T20:00:00.000Z',
    });
    expect(put()).not.toHaveProperty('timezone');
  });

  it('SES-28: a new name becomes the title, as for a new session', async () => {
    const u = user();
    await editSeven();
    await u.type(screen.getByLabelText(EDITOR_LABELS.name), 'Review');
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByText(SESSION_CHANGED, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(put()).toMatchObject({ name: 'Review', title: 'Review' });
  });
});

describe('SessionEditorModal on a day the clocks change (SES-22, X-09)', () => {
  const skippedOn = (date: string) => `This time does not exist on ${date} (the clocks change). Choose another time.`;
  beforeEach(() => signIn({ roles: ['admin'], permissions: ['ADMIN'], timeZone: 'America/Los_Angeles' }));

  it('SES-22, DS-03, X-09: 02:30 on the spring-forward day is refused on the Time field; no row, no request, the values stay', async () => {
    const u = user();
    setup();
    await fill(u, { type: 'Online Tutoring', date: '03/14/2027', time: '02:30', duration: '60' });
    const time = screen.getByLabelText(EDITOR_LABELS.time);
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    // Before, the row was added and saved at 3:30am without a word (the clocks jump from 2:00 to 3:00 that night).
    expect(await screen.findByText(skippedOn('03/14/2027'))).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(expect.stringContaining(skippedOn('03/14/2027')));
    expect(screen.queryByRole('table', { name: 'Sessions to save' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    expect(time).toHaveValue('02:30');
    expect(screen.getByLabelText(EDITOR_LABELS.date)).toHaveValue('03/14/2027');
  });

  it('SES-24, X-09: a repeat week that falls on that day is refused too, naming its date', async () => {
    const u = user();
    setup();
    await fill(u, { type: 'Online Tutoring', date: '03/07/2027', time: '02:30', duration: '60', weeks: '3' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    expect(await screen.findByText(skippedOn('03/14/2027'))).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Sessions to save' })).not.toBeInTheDocument();
  });

  it('SES-25, X-09: "Apply to selected" refuses a time that the clocks skip on a checked row\'s date', async () => {
    const u = user();
    setup();
    await fill(u, { type: 'Online Tutoring', date: '03/07/2027', time: '15:00', duration: '60', weeks: '2' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.add }));
    await u.clear(screen.getByLabelText(EDITOR_LABELS.date));
    await u.clear(screen.getByLabelText(EDITOR_LABELS.time));
    await u.type(screen.getByLabelText(EDITOR_LABELS.time), '02:30');
    await u.click(screen.getByRole('checkbox', { name: 'Select 03/14/2027' }));
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.apply }));
    expect(await screen.findByText(skippedOn('03/14/2027'))).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('3:00pm')).toBeInTheDocument();
  });

  it('SES-27, X-09: the hours around the gap and the repeated hour of the fall-back day save (the first 1:30am)', async () => {
    const u = user();
    setup();
    await fill(u, { type: 'Online Tutoring', date: '11/07/2027', time: '01:30', duration: '60' });
    await u.click(screen.getByRole('button', { name: EDITOR_LABELS.save }));
    expect(await screen.findByText(SESSION_CHANGED)).toBeInTheDocument();
    // 1:30am happens twice that night; the first one (PDT, UTC-7) is meant.
    expect((lastRequest('sessions', 'POST')?.body as { session: Record<string, unknown> }).session).toMatchObject({
      startsAt: '2027-11-07T08:30:00.000Z',
    });
  });
});

/** The session editor with its references loaded (its Type select lists them before anything is filled). */
async function editor(props: Partial<Parameters<typeof SessionEditorModal>[0]> = {}) {
  on('get', 'session_types', { sessionTypes: TYPES });
  on('get', 'places', {
    places: [{ id: 9, name: 'Downtown Center', formatted: '100 Main St' }],
    meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 100 },
  });
  const rendered = renderUi(<SessionEditorModal open onClose={() => undefined} {...props} />);
  await screen.findByRole('option', { name: 'Online Tutoring' });
  return rendered;
}

describe('SessionEditorModal cases (issue 23.2)', () => {
  const seven = makeSession({
    startsAt: '2027-05-04T19:00:00Z',
    endsAt: '2027-05-04T20:00:00Z',
    duration: 60,
    timezone: 'America/New_York',
    name: 'Old',
  }) as Record<string, unknown> & { id: number };
  beforeEach(() => signIn({ roles: ['admin'], permissions: ['ADMIN'], timeZone: 'America/New_York' }));
  const required = { Type: { select: '1' }, Date: '05/04/2027', Time: '15:00', 'Duration (minutes)': '60' };

  formCases({
    server,
    resource: 'sessions',
    dialog: 'New sessions',
    render: (props) => editor(props),
    emptyOptional: {
      title: 'SES-22: a session with every optional field empty (no name, one week, online) saves',
      fill: required,
      createdId: 101,
      savedWith: false,
      sent: {
        sessionTypeId: 1,
        name: null,
        title: 'Online Tutoring',
        startsAt: '2027-05-04T19:00:00.000Z',
        endsAt: '2027-05-04T20:00:00.000Z',
        duration: 60,
        employeesRequired: 1,
        placeId: null,
        room: null,
        timezone: 'America/New_York',
      },
    },
    // On the edit: the kit's kept-values check reads a typed number input as a string (asked of forms-kit).
    serverInvalid: {
      title: "SES-28: the server's 422 naming the duration shows on the Duration field and keeps the values",
      id: 7,
      render: (props) => {
        on('get', 'sessions/7', { session: seven });
        return editor({ sessionId: 7, ...props });
      },
      dialog: 'Edit session',
      loaded: { Name: 'Old' },
      fill: { Name: 'New' },
      message: 'Duration must be at most 600 minutes',
      field: 'Duration (minutes)',
    },
    stale: {
      title:
        'SES-28, issue 20.6: editing sends the version it was opened on; a 409 shows its message in one banner and keeps the values',
      record: seven,
      etag: '"v3"',
      render: (props) => editor({ sessionId: 7, ...props }),
      dialog: 'Edit session',
      loaded: { Name: 'Old' },
      fill: { Name: 'New' },
    },
    dismiss: {
      title:
        'SES-21, DS-02: Cancel and Escape close the editor silently, after "Discard your changes?" once it has changes',
      fill: { Name: 'Prep' },
    },
  });
});
