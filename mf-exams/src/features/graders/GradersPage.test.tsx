import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formCases } from '@tutoring/build-config/test-kit';
import { GraderAssignBodySchema, GraderBodySchema } from '@tutoring/contract';
import { db, installHost, requestsTo, server } from '../../test/examsHost';
import { graderUser, renderPage } from '../../test/render';
import { GRADER_MESSAGES, GradersPage } from './GradersPage';

installHost();

const graderRow = (name: string) =>
  within(screen.getByRole('table', { name: 'Essay graders' }))
    .getByRole('cell', { name })
    .closest('tr') as HTMLElement;

describe('GradersPage', () => {
  it('EXM-05: lists the graders with their pending essays', async () => {
    renderPage(<GradersPage />, { url: '/exams/graders' });
    await screen.findByRole('table', { name: 'Essay graders' });
    expect(graderRow('Tina Tutor')).toHaveTextContent('Tina TutorGrader1');
    expect(graderRow('Ada Admin')).toHaveTextContent('Ada AdminGrading administrator0You');
    expect(requestsTo('GET', 'essay/graders')).toHaveLength(1);
    expect(requestsTo('GET', 'essay/grading')[0]!.query.get('scope')).toBe('all');
  });

  it('EXM-05: adds a grader from the active employees who are not graders yet', async () => {
    const user = userEvent.setup();
    renderPage(<GradersPage />, { url: '/exams/graders' });
    await screen.findByRole('table', { name: 'Essay graders' });
    const employee = screen.getByRole('combobox', { name: 'Employee' });
    await waitFor(() =>
      expect(
        within(employee)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose an employee', 'Gus Grader']),
    );
    await user.click(screen.getByRole('button', { name: 'Add grader' }));
    expect(screen.getByText(GRADER_MESSAGES.chooseEmployee)).toBeInTheDocument();
    await user.selectOptions(employee, 'Gus Grader');
    await user.click(screen.getByRole('button', { name: 'Add grader' }));
    expect(await screen.findByText(GRADER_MESSAGES.added('Gus Grader'))).toBeInTheDocument();
    expect(requestsTo('POST', 'essay/graders')[0]!.json).toEqual({ grader: { employeeId: 30 } });
    await waitFor(() => expect(graderRow('Gus Grader')).toBeInTheDocument());
  });

  it('EXM-05: removes a grader after confirmation (DELETE /api/essay/graders/{id})', async () => {
    const user = userEvent.setup();
    renderPage(<GradersPage />, { url: '/exams/graders' });
    await screen.findByRole('table', { name: 'Essay graders' });
    await user.click(screen.getByRole('button', { name: 'Remove Tina Tutor' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Tina Tutor as an essay grader?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', 'essay/graders/2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Tina Tutor' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Tina Tutor as an essay grader?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(GRADER_MESSAGES.removed('Tina Tutor'))).toBeInTheDocument();
    expect(requestsTo('DELETE', 'essay/graders/2')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Essay graders' })).queryByRole('cell', { name: 'Tina Tutor' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('EXM-05: assigns selected essays to a grader (POST /api/essay/graders/assign)', async () => {
    const user = userEvent.setup();
    renderPage(<GradersPage />, { url: '/exams/graders' });
    const essays = await screen.findByRole('table', { name: 'Essays waiting for a grade' });
    expect(within(essays).getByRole('cell', { name: 'Unassigned' }).closest('tr')).toHaveTextContent('Nina Newstudent');
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    expect(screen.getByText(GRADER_MESSAGES.chooseGrader)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assign to' }), 'Tina Tutor');
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    expect(screen.getByText(GRADER_MESSAGES.chooseEssays)).toBeInTheDocument();
    await user.click(
      within(essays).getByRole('checkbox', { name: 'Select essay of Nina Newstudent (Diagnostic Exam)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Assign 1 selected' }));
    expect(await screen.findByText(GRADER_MESSAGES.assigned(1, 'Tina Tutor'))).toBeInTheDocument();
    expect(requestsTo('POST', 'essay/graders/assign')[0]!.json).toEqual({ assignment: { graderId: 2, itemIds: [3] } });
    expect(db.essays.find((e) => e.id === 3)!.graderId).toBe(2);
    await waitFor(() => expect(graderRow('Tina Tutor')).toHaveTextContent('Tina TutorGrader2'));
  });

  it('EXM-05: a grader who is not an admin sees the list only (add, remove and assign are for grading administrators)', async () => {
    renderPage(<GradersPage />, { url: '/exams/graders', user: graderUser() });
    await screen.findByRole('table', { name: 'Essay graders' });
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add grader' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Essays waiting for a grade' })).not.toBeInTheDocument();
    expect(requestsTo('GET', 'essay/grading')[0]!.query.has('scope')).toBe(false);
  });
});

// The two forms of the page are inline (no dialog, no onSaved): the kit finds each by its form's name, waits for the
// page's message, and the writes are the exams host's `POST /api/essay/graders` and `/assign`.
const renderGraders = () => renderPage(<GradersPage />, { url: '/exams/graders' });

describe('Add a grader (issue 23)', () => {
  formCases({
    server,
    write: { method: 'POST', url: '/api/essay/graders', schema: GraderBodySchema, read: '/api/essay/graders/:id' },
    render: renderGraders,
    dialog: { role: 'form', name: 'Add a grader' },
    submitLabel: 'Add grader',
    emptyOptional: {
      title: 'EXM-05, issue 23: a grader is added with the employee only',
      fill: { Employee: { select: 'Gus Grader' } },
      sent: { grader: { employeeId: 30 } },
      saved: () => screen.findByText(GRADER_MESSAGES.added('Gus Grader')),
      refs: { employeeId: 'employees#3' },
    },
    serverInvalid: {
      title: "EXM-05, issue 23: the exams host's refusal (422) of a new grader shows on the Employee field",
      fill: { Employee: { select: 'Gus Grader' } },
      message: 'Employee is already a grader',
      field: 'Employee',
    },
  });
});

describe('Assign essays (issue 23)', () => {
  formCases({
    server,
    write: { method: 'POST', url: '/api/essay/graders/assign', schema: GraderAssignBodySchema },
    render: renderGraders,
    dialog: { role: 'form', name: 'Assign essays' },
    submitLabel: 'Assign 1 selected',
    emptyOptional: {
      title: 'EXM-05, issue 23: one selected essay is assigned to a grader',
      fill: { 'Select essay of Nina Newstudent': { click: true }, 'Assign to': { select: 'Tina Tutor' } },
      sent: { assignment: { graderId: 2, itemIds: [3] } },
      saved: () => screen.findByText(GRADER_MESSAGES.assigned(1, 'Tina Tutor')),
      refs: {
        graderId: { list: '/api/essay/graders', key: 'graders', nth: 2 },
        'itemIds.0': { list: '/api/essay/grading?status=pending&scope=all', key: 'gradingItems' },
      },
    },
    serverInvalid: {
      title:
        "EXM-05, issue 23: the exams host's refusal (422) of an assignment shows on the Assign to field and keeps the selection",
      fill: { 'Select essay of Nina Newstudent': { click: true }, 'Assign to': { select: 'Tina Tutor' } },
      message: 'Essay is already graded',
      field: 'Assign to',
    },
  });
});
