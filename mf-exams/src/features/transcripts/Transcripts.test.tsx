import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_ERROR_TITLE, SERVER_ERROR, SERVER_ERROR_TITLE } from '@tutoring/domain';
import { STALE_UPDATE, formCases } from '@tutoring/build-config/test-kit';
import { TranscriptBodySchema, TranscriptUpdateBodySchema } from '@tutoring/contract';
import { GRADER_ACCESS_INVALID } from '../../shared/api/access';
import { RANGE_ORDER_ERROR } from '../../shared/components/ExamFiltersBar';
import { db, http, HttpResponse, installHost, requestsTo, seed, server } from '../../test/examsHost';
import { currentLocation, graderUser, renderPage } from '../../test/render';
import { TRANSCRIPT_MESSAGES, TranscriptFormModal } from './components/TranscriptFormModal';
import { TRANSCRIPT_PAGE_MESSAGES, TranscriptPage } from './TranscriptPage';
import { TranscriptsPage } from './TranscriptsPage';

installHost();

// The host's seeded records (names, dates, answers); what the page shows of them (scores, totals) is spelled out.
const { sam, kai, diagnostic, mathPlacement } = seed;
const essayQuestion = diagnostic.sections.find((section) => section.kind === 'essay')!.questions[0]!;

/** Opens "New transcript" from an empty list and types the student name and the date. */
async function newTranscript(user: ReturnType<typeof userEvent.setup>, studentName: string, takenOn: string) {
  renderPage(<TranscriptsPage />, { url: `/exams/transcripts?examId=${mathPlacement.id}` });
  expect(await screen.findByText('No transcripts match these filters.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New transcript' }));
  const dialog = await screen.findByRole('dialog', { name: 'New transcript' });
  await user.type(within(dialog).getByRole('textbox', { name: /Student name/ }), studentName);
  await user.type(within(dialog).getByRole('textbox', { name: /Taken on/ }), takenOn);
  await user.click(within(dialog).getByRole('button', { name: 'Create transcript' }));
  return dialog;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('TranscriptsPage', () => {
  it('EXM-03: lists transcripts with per-section scores, total and status (essays pending until graded, OP-21)', async () => {
    renderPage(<TranscriptsPage />, { url: '/exams/transcripts' });
    await screen.findByRole('link', { name: sam.studentName });
    expect(rowOf(sam.studentName)).toHaveTextContent('Math 3 / 3; Essay 5 / 6');
    expect(rowOf(sam.studentName)).toHaveTextContent('8 / 9');
    expect(rowOf(sam.studentName)).toHaveTextContent('Scored');
    expect(rowOf(kai.studentName)).toHaveTextContent('Math 2 / 3; Essay Pending');
    expect(rowOf(kai.studentName)).toHaveTextContent('2 / 9');
    expect(rowOf(kai.studentName)).toHaveTextContent('Pending');
  });

  it('EXM-04: filters by exam and date range, kept in the URL and sent to the exams host', async () => {
    const user = userEvent.setup();
    renderPage(<TranscriptsPage />, { url: '/exams/transcripts' });
    await screen.findByRole('link', { name: sam.studentName });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exam' }), diagnostic.name);
    await user.type(screen.getByRole('textbox', { name: 'From' }), '11/02/2026');
    await waitFor(() => expect(screen.queryByRole('link', { name: sam.studentName })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: kai.studentName })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/exams/transcripts?examId=${diagnostic.id}&from=${kai.takenOn}`);
    const last = requestsTo('GET', 'transcripts.json').at(-1)!;
    expect(last.query.get('examId')).toBe(String(diagnostic.id));
    expect(last.query.get('from')).toBe(kai.takenOn);
  });

  it('EXM-04: a range that ends before it starts is flagged and not sent', async () => {
    renderPage(<TranscriptsPage />, { url: '/exams/transcripts?from=2026-11-03&to=2026-11-01' });
    expect(await screen.findByText(RANGE_ORDER_ERROR)).toBeInTheDocument();
    await screen.findByRole('link', { name: sam.studentName });
    expect(requestsTo('GET', 'transcripts.json').every((r) => !r.query.has('from') && !r.query.has('to'))).toBe(true);
  });

  it('EXM-03: creates a transcript with answers; the server scores it and the list shows it', async () => {
    const user = userEvent.setup();
    renderPage(<TranscriptsPage />, { url: `/exams/transcripts?examId=${diagnostic.id}` });
    await screen.findByRole('link', { name: sam.studentName });
    await user.click(screen.getByRole('button', { name: 'New transcript' }));
    const dialog = await screen.findByRole('dialog', { name: 'New transcript' });
    await user.click(within(dialog).getByRole('button', { name: 'Create transcript' }));
    expect(await within(dialog).findByText(TRANSCRIPT_MESSAGES.studentRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(TRANSCRIPT_MESSAGES.takenOnRequired)).toBeInTheDocument();
    expect(requestsTo('POST', 'transcripts.json')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Student name/ }), 'Lea Learner');
    await user.type(within(dialog).getByRole('textbox', { name: /Taken on/ }), '11/05/2026');
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: '2 + 2 = ?' })).getByRole('radio', { name: '4' }),
    );
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: '3 × 3 = ?' })).getByRole('radio', { name: '6' }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Describe a challenge you overcame.' }),
      'Learning to swim.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create transcript' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST', 'transcripts.json')[0]!.json).toEqual({
      transcript: {
        examId: diagnostic.id,
        studentName: 'Lea Learner',
        takenOn: '2026-11-05',
        answers: [
          { questionId: 11, choiceId: 2 },
          { questionId: 12, choiceId: 4 },
          { questionId: 21, text: 'Learning to swim.' },
        ],
      },
    });
    expect(await screen.findByText(TRANSCRIPT_MESSAGES.created)).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Lea Learner' });
    expect(rowOf('Lea Learner')).toHaveTextContent('Math 1 / 3; Essay Pending');
  });
});

describe('TranscriptsPage save failures (issue 23.3: one error policy)', () => {
  it('DS-04: a create failing with HTTP 500 shows one toast, "Sorry, there has been a problem", and keeps the form open', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/transcripts.json', () => HttpResponse.json({ errors: ['Database down'] }, { status: 500 })),
    );
    await newTranscript(user, 'Lea', '11/05/2025');
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_ERROR_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(screen.getAllByText(SERVER_ERROR_TITLE)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'New transcript' })).toBeInTheDocument();
  });
});

describe('TranscriptPage', () => {
  const renderDetail = (id: number, user = undefined as ReturnType<typeof graderUser> | undefined) =>
    renderPage(<TranscriptPage />, {
      url: `/exams/transcripts/${id}`,
      path: '/exams/transcripts/:id',
      ...(user ? { user } : {}),
    });

  it('EXM-03: reads one transcript with its section scores and answers', async () => {
    renderDetail(sam.id);
    expect(await screen.findByRole('heading', { level: 2, name: sam.studentName })).toBeInTheDocument();
    const scores = screen.getByRole('table', { name: 'Section scores' });
    expect(within(scores).getAllByRole('row')[1]).toHaveTextContent('MathAutomatic3 / 3');
    expect(within(scores).getAllByRole('row')[2]).toHaveTextContent('EssayEssay rubric5 / 6');
    expect(screen.getByText('Total: 8 / 9')).toBeInTheDocument();
    expect(screen.getByText('4 (correct)')).toBeInTheDocument();
    expect(screen.getByText('I learned to ask for help.')).toBeInTheDocument();
  });

  it('EXM-03: updates a transcript (PUT) and warns that changing a graded essay sends it back to the queue', async () => {
    const user = userEvent.setup();
    renderDetail(sam.id);
    await screen.findByRole('heading', { level: 2, name: sam.studentName });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit transcript of ${sam.studentName}` });
    expect(within(dialog).getByText(TRANSCRIPT_MESSAGES.regrade)).toBeInTheDocument();
    const essay = within(dialog).getByRole('textbox', { name: 'Describe a challenge you overcame.' });
    await user.clear(essay);
    await user.type(essay, 'A new essay.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('PUT', `transcripts/${sam.id}.json`)[0]!.json).toMatchObject({
      transcript: {
        studentName: sam.studentName,
        takenOn: sam.takenOn,
        answers: expect.arrayContaining([{ questionId: essayQuestion.id, text: 'A new essay.' }]),
      },
    });
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Section scores' })).getAllByRole('row')[2]).toHaveTextContent(
        'Pending',
      ),
    );
  });

  it('issue 20.6, EXM-03: an edit sends the version it was opened on; a save made since answers 409, the values stay', async () => {
    const user = userEvent.setup();
    renderDetail(sam.id);
    await screen.findByRole('heading', { level: 2, name: sam.studentName });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit transcript of ${sam.studentName}` });
    // Someone else saves the transcript while the form is open.
    const stored = db.transcripts.find((t) => t.id === sam.id)!;
    Object.assign(stored, { studentName: 'Samantha Student', version: (stored.version ?? 0) + 1 });
    const name = within(dialog).getByRole('textbox', { name: /Student name/ });
    await user.clear(name);
    await user.type(name, 'Samuel Student');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STALE_UPDATE)).toBeInTheDocument();
    expect(requestsTo('PUT', `transcripts/${sam.id}.json`)[0]!.ifMatch).toBe('"v0"');
    expect(name).toHaveValue('Samuel Student');
    expect(stored.studentName).toBe('Samantha Student');
  });

  it('issue 20.6, EXM-03: after a 409 the transcript is read again: reopening Edit shows the save made since, and saving works', async () => {
    const user = userEvent.setup();
    renderDetail(sam.id);
    await screen.findByRole('heading', { level: 2, name: sam.studentName });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: `Edit transcript of ${sam.studentName}` });
    // Someone else saves the transcript while the form is open.
    const stored = db.transcripts.find((t) => t.id === sam.id)!;
    Object.assign(stored, { studentName: 'Samantha Student', version: (stored.version ?? 0) + 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STALE_UPDATE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page has read the transcript again (no page reload): it shows the other person's save.
    expect(await screen.findByRole('heading', { level: 2, name: 'Samantha Student' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit transcript of Samantha Student' });
    const name = within(dialog).getByRole('textbox', { name: /Student name/ });
    expect(name).toHaveValue('Samantha Student');
    await user.clear(name);
    await user.type(name, 'Samuel Student');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('PUT', `transcripts/${sam.id}.json`).map((r) => r.ifMatch)).toEqual(['"v0"', '"v1"']);
    expect(stored.studentName).toBe('Samuel Student');
    expect(await screen.findByRole('heading', { level: 2, name: 'Samuel Student' })).toBeInTheDocument();
  });

  it('EXM-03: deletes only after confirming in the dialog, then returns to the list', async () => {
    const user = userEvent.setup();
    renderDetail(kai.id);
    await screen.findByRole('heading', { level: 2, name: kai.studentName });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: TRANSCRIPT_PAGE_MESSAGES.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', `transcripts/${kai.id}.json`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: TRANSCRIPT_PAGE_MESSAGES.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation()).toBe('/exams/transcripts'));
    expect(requestsTo('DELETE', `transcripts/${kai.id}.json`)).toHaveLength(1);
    expect(db.transcripts.some((t) => t.id === kai.id)).toBe(false);
    expect(await screen.findByText(TRANSCRIPT_PAGE_MESSAGES.deleted)).toBeInTheDocument();
  });

  it('EXM-03: a grader who is not an admin has no Delete (the host allows it to grading administrators only)', async () => {
    renderDetail(sam.id, graderUser());
    await screen.findByRole('heading', { level: 2, name: sam.studentName });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\(correct\)/)).not.toBeInTheDocument();
  });

  it('EXM-03: a missing transcript says so with a way back', async () => {
    renderDetail(999);
    expect(await screen.findByText(TRANSCRIPT_PAGE_MESSAGES.missing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to transcripts' })).toHaveAttribute('href', '/exams/transcripts');
  });

  it('EXM-01: a token refused while saving shows the access message and saves nothing', async () => {
    const user = userEvent.setup();
    renderDetail(sam.id);
    await screen.findByRole('heading', { level: 2, name: sam.studentName });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Student name/ });
    await user.clear(name);
    await user.type(name, 'Changed Name');
    db.graders = []; // the token is revoked meanwhile
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GRADER_ACCESS_INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(db.transcripts.find((t) => t.id === sam.id)!.studentName).toBe(sam.studentName);
  });
});

// The transcript form writes the exams host (`/api/transcripts.json`, not the /api/v2 registry): the kit's `write`
// names the route and its contract schema; the fake host answers (it checks bodies with the same schemas) and the
// api-server's form-bodies test replays the bodies against the real exams routes. The 409 case is above (the kit's
// `stale` case is for registry records).
const openNew = async () => {
  renderPage(<TranscriptsPage />, { url: `/exams/transcripts?examId=${diagnostic.id}` });
  await screen.findByRole('link', { name: sam.studentName });
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'New transcript' }));
};
const openEdit = async () => {
  renderPage(<TranscriptPage />, { url: `/exams/transcripts/${sam.id}`, path: '/exams/transcripts/:id' });
  await screen.findByRole('heading', { level: 2, name: sam.studentName });
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Edit' }));
};
const exam = { list: '/api/exams.json', key: 'exams' };

describe('TranscriptFormModal, new (issue 23)', () => {
  formCases({
    server,
    write: {
      method: 'POST',
      url: '/api/transcripts.json',
      schema: TranscriptBodySchema,
      read: '/api/transcripts/:id.json',
    },
    render: openNew,
    dialog: 'New transcript',
    submitLabel: 'Create transcript',
    emptyOptional: {
      title: 'EXM-03, issue 23: a transcript with every optional answer left empty is created with no answers',
      fill: { 'Student name': 'Ned Nobody', 'Taken on': '11/06/2026' },
      sent: { transcript: { examId: diagnostic.id, studentName: 'Ned Nobody', takenOn: '2026-11-06', answers: [] } },
      saved: () => screen.findByText(TRANSCRIPT_MESSAGES.created),
      refs: { examId: exam },
    },
    serverInvalid: {
      title:
        'EXM-03, issue 23: a create the server refuses (422) keeps the form open with its message on the Taken on field',
      fill: { 'Student name': 'Lea', 'Taken on': '11/05/2030' },
      message: 'Taken on cannot be in the future',
      field: 'Taken on',
    },
    dismiss: {
      title:
        'DS-02, EXM-03: Cancel and Escape close the form silently, after "Discard your changes?" once it has changes',
      render: ({ onClose }) =>
        renderPage(
          <TranscriptFormModal
            open
            exams={[mathPlacement]}
            defaultExamId={mathPlacement.id}
            onSubmit={jest.fn()}
            onClose={onClose}
          />,
        ),
      fill: { 'Student name': 'Lea' },
    },
  });
});

describe('TranscriptFormModal, edit (issue 23)', () => {
  formCases({
    server,
    write: {
      method: 'PUT',
      url: '/api/transcripts/:id.json',
      schema: TranscriptUpdateBodySchema,
      // The seed's transcripts, newest first: the second is a Diagnostic Exam's (the first is the writing sample's).
      idFrom: { list: '/api/transcripts.json', key: 'transcripts', nth: 2 },
      read: '/api/transcripts/:id.json',
    },
    render: openEdit,
    dialog: `Edit transcript of ${sam.studentName}`,
    emptyOptional: {
      title: "EXM-03, issue 23: an edit with the essay's answer emptied saves the multiple-choice answers only",
      id: sam.id,
      fill: { 'Describe a challenge you overcame.': '' },
      sent: {
        transcript: {
          examId: sam.examId,
          studentName: sam.studentName,
          takenOn: sam.takenOn,
          answers: sam.answers.filter((answer) => answer.questionId !== essayQuestion.id),
        },
      },
      saved: () => screen.findByText(TRANSCRIPT_MESSAGES.updated),
      refs: { examId: exam },
    },
    serverInvalid: {
      title:
        'EXM-03, issue 23: an edit the server refuses (422) shows its message on the Student name field and keeps the values',
      id: sam.id,
      fill: { 'Student name': 'Samuel Student' },
      message: 'Student name is too long',
      field: 'Student name',
    },
  });
});
