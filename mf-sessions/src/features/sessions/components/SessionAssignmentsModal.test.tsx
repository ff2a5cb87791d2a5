import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCARD_CHANGES_TITLE } from '@tutoring/design-system';
import { formCases } from '@tutoring/build-config/test-kit';
import { assignedMaria, assignedTom } from '../../../test/fixtures';
import { installServer, lastRequest, makeSession, on, renderUi, seen, server, signIn } from '../../../test/utils';
import { ASSIGNMENT_TEXTS, SessionAssignmentsModal } from './SessionAssignmentsModal';
import { DETAILS_LABELS, SessionDetailsModal } from './SessionDetailsModal';

installServer();

const withAssignments = (assignments: unknown[], employeesRequired = 2) => {
  const session = makeSession({ assignments, assignmentsCount: assignments.length, employeesRequired });
  on('get', 'sessions/7', { session });
};
const tutors = () =>
  on('get', 'tutors.json', {
    tutors: [{ id: 40, firstName: 'Tina', lastName: 'Turner', fullName: 'Tina Turner' }],
    meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 10 },
  });

beforeEach(() => signIn());

describe('SessionAssignmentsModal (SES-28, OP-11, OP-36)', () => {
  it('SES-28, OP-36: lists the assigned tutors with the primary marked and changes the primary with PUT assignments/{id} {supervisor: true}', async () => {
    withAssignments([assignedMaria, assignedTom]);
    on('put', 'assignments/32', { assignment: { ...assignedTom, supervisor: true } });
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAssignmentsModal open sessionId={7} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: ASSIGNMENT_TEXTS.title });
    expect(await within(dialog).findByText(ASSIGNMENT_TEXTS.count(2, 2))).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Maria Smith');
    expect(within(rows[1]!).getByText(ASSIGNMENT_TEXTS.primary, { selector: 'strong' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Make primary/ })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Make primary: Tom Jones' }));
    await waitFor(() =>
      expect(lastRequest('assignments/32', 'PUT')!.body).toEqual({ assignment: { supervisor: true } }),
    );
    expect(await screen.findByText(ASSIGNMENT_TEXTS.primaryChanged)).toBeInTheDocument();
  });

  it('OP-36: a full session offers no assign form; a single tutor has no "Make primary"', async () => {
    withAssignments([assignedMaria], 1);
    renderUi(<SessionAssignmentsModal open sessionId={7} onClose={() => undefined} />);
    expect(await screen.findByText(ASSIGNMENT_TEXTS.full)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Assign a tutor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make primary/ })).not.toBeInTheDocument();
  });

  it('OP-36: a tutor from the tutor autocomplete (500 ms) is assigned with POST assignments {assignment: {sessionId, employeeId}}', async () => {
    withAssignments([]);
    tutors();
    on(
      'post',
      'assignments',
      { assignment: { id: 33, sessionId: 7, employeeId: 40, firstName: 'Tina', lastName: 'Turner', supervisor: true } },
      201,
    );
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAssignmentsModal open sessionId={7} onClose={() => undefined} />);
    expect(await screen.findByText(ASSIGNMENT_TEXTS.none)).toBeInTheDocument();
    const assign = screen.getByRole('button', { name: ASSIGNMENT_TEXTS.assign });
    expect(assign).toBeDisabled();
    await u.type(screen.getByLabelText(ASSIGNMENT_TEXTS.tutor), 'Tin');
    await u.click(await screen.findByRole('option', { name: 'Tina Turner' }));
    expect(lastRequest('tutors.json')!.query.get('query')).toBe('Tin');
    await u.click(assign);
    await waitFor(() =>
      expect(lastRequest('assignments', 'POST')!.body).toEqual({ assignment: { sessionId: 7, employeeId: 40 } }),
    );
    expect(await screen.findByText(ASSIGNMENT_TEXTS.assigned)).toBeInTheDocument();
    // The session is loaded again, so the table shows the new tutor.
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'GET' && r.path === '/api/v2/sessions/7')).toHaveLength(2),
    );
  });

  it('SRV-44: the server\'s refusal ("This tutor is not qualified.") shows inside the modal', async () => {
    withAssignments([]);
    tutors();
    on('post', 'assignments', { errors: ['This tutor is not qualified.'] }, 422);
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAssignmentsModal open sessionId={7} onClose={() => undefined} />);
    await u.type(await screen.findByLabelText(ASSIGNMENT_TEXTS.tutor), 'Tin');
    await u.click(await screen.findByRole('option', { name: 'Tina Turner' }));
    await u.click(screen.getByRole('button', { name: ASSIGNMENT_TEXTS.assign }));
    const dialog = screen.getByRole('dialog', { name: ASSIGNMENT_TEXTS.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This tutor is not qualified.');
  });

  it('OP-36: removing a tutor asks first; Cancel sends nothing, confirming sends DELETE assignments/{id}', async () => {
    withAssignments([assignedMaria, assignedTom]);
    on('delete', 'assignments/32', {}, 200);
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAssignmentsModal open sessionId={7} onClose={() => undefined} />);
    await u.click(await screen.findByRole('button', { name: 'Remove: Tom Jones' }));
    const ask = await screen.findByRole('alertdialog', { name: ASSIGNMENT_TEXTS.removeTitle('Tom Jones') });
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    await u.click(screen.getByRole('button', { name: 'Remove: Tom Jones' }));
    const again = await screen.findByRole('alertdialog', { name: ASSIGNMENT_TEXTS.removeTitle('Tom Jones') });
    await u.click(within(again).getByRole('button', { name: ASSIGNMENT_TEXTS.remove }));
    await waitFor(() => expect(lastRequest('assignments/32', 'DELETE')).toBeDefined());
    expect(await screen.findByText(ASSIGNMENT_TEXTS.removed)).toBeInTheDocument();
  });
  describe('the assign form', () => {
    beforeEach(() => {
      withAssignments([]);
      tutors();
    });
    // Assigning keeps the dialog open and calls back nobody: the toast is the save the user sees. The server's
    // refusals show in the modal's one alert (SRV-44, above), not on the tutor field, and its DS-02 case (the
    // dialog's "Close", around the form) is written out below.
    formCases({
      server,
      resource: 'assignments',
      dialog: { role: 'form', name: 'Assign a tutor' },
      submitLabel: ASSIGNMENT_TEXTS.assign,
      render: ({ onClose }) => renderUi(<SessionAssignmentsModal open sessionId={7} onClose={onClose} />),
      emptyOptional: {
        title: 'OP-36: the tutor (the one field) picked from the autocomplete is assigned to the session',
        fill: { [ASSIGNMENT_TEXTS.tutor]: { pick: 'Tina Turner', type: 'Tin' } },
        createdId: 33,
        sent: { sessionId: 7, employeeId: 40 },
        saved: () => screen.findByText(ASSIGNMENT_TEXTS.assigned),
        // The replay assigns a seeded tutor to a seeded session that has no tutor yet (a full one shows no form) and
        // no subject (any tutor qualifies, SRV-44).
        refs: {
          sessionId: { resource: 'sessions', where: { assignmentsCount: 0, subjectId: null } },
          employeeId: { resource: 'tutors', where: { fullName: 'Tina Tutor' } },
        },
      },
    });
  });

  it('SES-28, DS-02: with a tutor picked but not assigned, Escape and Close ask "Discard your changes?"; Keep editing keeps the pick, Discard closes without a request', async () => {
    withAssignments([]);
    tutors();
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAssignmentsModal open sessionId={7} onClose={onClose} />);
    const tutor = await screen.findByLabelText(ASSIGNMENT_TEXTS.tutor);
    await u.type(tutor, 'Tin');
    await u.click(await screen.findByRole('option', { name: 'Tina Turner' }));
    // Out of the autocomplete (where Escape clears the search, DS-17's combobox keys) to the Assign button.
    await u.tab();
    await u.keyboard('{Escape}');
    const asked = await screen.findByRole('alertdialog', { name: DISCARD_CHANGES_TITLE });
    await u.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: ASSIGNMENT_TEXTS.assign })).toBeEnabled();
    // The footer's Close (the cancel control; the header's ✕ has the same name).
    await u.click(screen.getAllByRole('button', { name: 'Close' }).find((b) => !b.hasAttribute('data-modal-close'))!);
    const again = await screen.findByRole('alertdialog', { name: DISCARD_CHANGES_TITLE });
    await u.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(seen.some((r) => r.method !== 'GET')).toBe(false);
  });
});

describe('where the assignments modal opens', () => {
  it('SES-28: admins open "assignments" from the session details footer', async () => {
    withAssignments([assignedMaria]);
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionDetailsModal open sessionId={7} onClose={() => undefined} />);
    await u.click(await screen.findByRole('button', { name: DETAILS_LABELS.assignments }));
    expect(await screen.findByRole('dialog', { name: ASSIGNMENT_TEXTS.title })).toBeInTheDocument();
    expect(await screen.findByText('Maria Smith')).toBeInTheDocument();
  });

  it('SES-28: tutors do not get it', async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'] });
    withAssignments([assignedMaria]);
    renderUi(<SessionDetailsModal open sessionId={7} onClose={() => undefined} />);
    await screen.findByRole('button', { name: DETAILS_LABELS.edit });
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.assignments })).not.toBeInTheDocument();
  });
});
