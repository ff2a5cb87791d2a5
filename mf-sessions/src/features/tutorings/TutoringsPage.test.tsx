import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookedTutoring } from '../../test/fixtures';
import { installServer, lastRequest, on, renderUi, server, signIn } from '../../test/utils';
import { quietFederationLogs, remoteDown } from '@tutoring/build-config/test-kit';
import { TUTORINGS_TEXTS, TutoringsPage } from './TutoringsPage';

installServer();
quietFederationLogs();

const meta = { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 25 };
const canceled = { ...bookedTutoring, id: 5, startsAt: '2027-05-11T16:00:00Z', status: 'canceled' };

describe('TutoringsPage', () => {
  beforeEach(() => {
    signIn({ timeZone: 'America/Los_Angeles' });
    remoteDown(server, 'mf_crm');
  });

  it('SES-47: lists tutorings with student and tutor names (include=student,tutor) and opens the edit modal on a row', async () => {
    on('get', 'tutorings', { tutorings: [bookedTutoring, canceled], meta });
    on('get', 'tutorings/4', { tutoring: bookedTutoring });
    const u = userEvent.setup({ delay: null });
    renderUi(<TutoringsPage />, { route: '/sessions/tutorings' });
    const edit = await screen.findByRole('button', { name: 'Edit tutoring of Sam Student on 05/04/2027' });
    const row = edit.closest('tr')!;
    expect(row).toHaveTextContent('9:00');
    expect(row).toHaveTextContent('45 minutes');
    expect(row).toHaveTextContent('Tina Tutor');
    expect(lastRequest('tutorings')!.query.get('include')).toBe('student,tutor');
    expect(lastRequest('tutorings')!.query.get('orderBy')).toBe('starts_at');
    // A canceled tutoring cannot be edited.
    expect(
      screen.queryByRole('button', { name: 'Edit tutoring of Sam Student on 05/11/2027' }),
    ).not.toBeInTheDocument();
    await u.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit tutoring' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Duration/)).toHaveValue(45));
    expect(within(dialog).getByText('Sam Student')).toBeInTheDocument();
    expect(within(dialog).getByText('Tina Tutor')).toBeInTheDocument();
  });

  it('SES-47: saving an edit posts the tutoring with its id and student, then reloads the list', async () => {
    on('get', 'tutorings', { tutorings: [bookedTutoring], meta: { ...meta, totalCount: 1 } });
    on('get', 'tutorings/4', { tutoring: bookedTutoring });
    on(
      'post',
      'tutorings',
      { tutoring: { id: 9 }, meta: { pending: [{ startsAt: '2027-05-04T16:00:00Z' }], failed: [] } },
      201,
    );
    const u = userEvent.setup({ delay: null });
    renderUi(<TutoringsPage />, { route: '/sessions/tutorings' });
    await u.click(await screen.findByRole('button', { name: 'Edit tutoring of Sam Student on 05/04/2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tutoring' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Duration/)).toHaveValue(45));
    const listCalls = () => lastRequest('tutorings');
    const before = listCalls();
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastRequest('tutorings', 'POST')).toBeDefined());
    expect(lastRequest('tutorings', 'POST')!.body).toMatchObject({
      tutoring: { id: 4, studentId: 11, startsAt: '2027-05-04T16:00:00.000Z', duration: 45, availability: 8 },
    });
    await waitFor(() => expect(listCalls()).not.toBe(before));
  });

  it('SES-47: "Schedule tutoring" opens the schedule modal', async () => {
    on('get', 'tutorings', { tutorings: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    const u = userEvent.setup({ delay: null });
    renderUi(<TutoringsPage />, { route: '/sessions/tutorings' });
    expect(await screen.findByText(TUTORINGS_TEXTS.empty)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: TUTORINGS_TEXTS.schedule }));
    expect(await screen.findByRole('dialog', { name: 'Schedule tutoring' })).toBeInTheDocument();
  });
  it('SES-47: the tutor app lists their tutorings read-only: no "Schedule tutoring", no "Edit" (the API answers a tutor 403)', async () => {
    signIn({
      roles: ['tutor'],
      permissions: ['TUTOR'],
      employeeId: 8,
      type: 'Employee',
      timeZone: 'America/Los_Angeles',
    });
    on('get', 'tutorings', { tutorings: [bookedTutoring, canceled], meta });
    renderUi(<TutoringsPage />, { route: '/sessions/tutorings' });
    expect(await screen.findAllByText('Tina Tutor')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: TUTORINGS_TEXTS.schedule })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit tutoring/ })).not.toBeInTheDocument();
  });
});
