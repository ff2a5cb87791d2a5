import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_UPDATE, formCases } from '@tutoring/build-config/test-kit';
import { GradeBodySchema } from '@tutoring/contract';
import { CONNECTION_LOST, STATUS_TOASTS } from '@tutoring/domain';
import { dropDrafts, keepOpenDrafts, setDraftOwner } from '@tutoring/design-system';
import { DRAFT_RESTORED } from '@tutoring/design-system/forms';
import { GRADER_ACCESS_INVALID } from '../../shared/api/access';
import { db, http, HttpResponse, installHost, requestsTo, seen, server } from '../../test/examsHost';
import { adminUser, graderUser, renderPage } from '../../test/render';
import { GRADE_MESSAGES } from './components/GradeForm';
import { EssayGradingPage, QUEUE_MESSAGES } from './EssayGradingPage';

installHost();

/** Waits until the progress bar reads `text` ("1 of 3 graded"). */
const progressIs = (text: string) =>
  waitFor(() =>
    expect(screen.getByRole('progressbar', { name: 'Grading progress' })).toHaveAttribute('aria-valuetext', text),
  );

/** Waits until the essay on screen reads `text`: its form opens once the essay is read (`GET /api/essay/grading/{id}`). */
const essayOpens = (text: string) =>
  waitFor(() => expect(screen.getByRole('region', { name: 'Essay' })).toHaveTextContent(text));

const assignAllToTina = () => {
  for (const e of db.essays) e.graderId = 2;
};

describe('EssayGradingPage', () => {
  it('EXM-06, issue 23: a grader reads an essay, records a rubric score and comment, and moves to the next with progress shown', async () => {
    const user = userEvent.setup();
    assignAllToTina();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await progressIs('1 of 3 graded');
    expect(screen.getByRole('progressbar', { name: 'Grading progress' })).toHaveAttribute('aria-valuenow', '33');
    await essayOpens('Moving to a new school was hard.');
    expect(screen.getByRole('heading', { level: 2, name: 'Describe a challenge you overcame.' })).toBeInTheDocument();
    expect(screen.getByText(/Student: Kai Kay\./)).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Rubric score (1 to 6)' })).getByRole('radio', { name: '4' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Good structure.');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));

    await progressIs('2 of 3 graded');
    expect(requestsTo('PUT', 'essay/grading/2')[0]!.json).toEqual({
      gradingItem: { rubricScore: 4, comment: 'Good structure.' },
    });
    expect(screen.getByText(QUEUE_MESSAGES.saved)).toBeInTheDocument();
    await essayOpens('I practiced piano every day.');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Rubric score (1 to 6)' })).getByRole('radio', { name: '4' }),
    ).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Describe a challenge you overcame.' })).toHaveFocus(),
    );

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Rubric score (1 to 6)' })).getByRole('radio', { name: '2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    await progressIs('3 of 3 graded');
    expect(screen.getByText(QUEUE_MESSAGES.done)).toBeInTheDocument();
    expect(requestsTo('PUT', 'essay/grading/3')[0]!.json).toEqual({ gradingItem: { rubricScore: 2, comment: null } });
    const graded = screen.getByRole('table', { name: 'Graded essays' });
    expect(within(graded).getByRole('cell', { name: 'Good structure.' }).closest('tr')).toHaveTextContent('Kai Kay');
  });

  it('EXM-06: a double click on "Save and next" saves the grade once', async () => {
    const user = userEvent.setup();
    assignAllToTina();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await progressIs('1 of 3 graded');
    await essayOpens('Moving to a new school');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Rubric score (1 to 6)' })).getByRole('radio', { name: '4' }),
    );
    // Two clicks before React renders the saving state (a browser's double click can land so).
    const save = screen.getByRole('button', { name: 'Save and next' });
    act(() => {
      save.click();
      save.click();
    });
    await progressIs('2 of 3 graded');
    expect(requestsTo('PUT', 'essay/grading/2')).toHaveLength(1);
  });

  it('OP-21: a rubric score is required and the comment is limited to the length the server returns', async () => {
    const user = userEvent.setup();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await progressIs('1 of 2 graded');
    await essayOpens('Moving to a new school');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('maxLength', '1000');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(screen.getByText(GRADE_MESSAGES.scoreRequired(1, 6))).toBeInTheDocument();
    expect(requestsTo('PUT', 'essay/grading/2')).toHaveLength(0);
  });

  it('OP-21: the rubric choices follow the limits returned with the item', async () => {
    const item = {
      id: 9,
      transcriptId: 2,
      prompt: 'Why?',
      body: 'Because.',
      status: 'pending',
      grader: null,
      rubricScore: null,
      comment: null,
      limits: { rubricMin: 1, rubricMax: 4, commentMax: 20 },
    };
    server.use(
      http.get('*/api/essay/grading', ({ request }) => {
        const pending = new URL(request.url).searchParams.get('status') !== 'graded';
        return HttpResponse.json({ gradingItems: pending ? [item] : [] });
      }),
      http.get('*/api/essay/grading/9', () => HttpResponse.json({ gradingItem: item })),
    );
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    const scores = await screen.findByRole('radiogroup', { name: 'Rubric score (1 to 4)' });
    expect(
      within(scores)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('maxLength', '20');
    await progressIs('0 of 1 graded');
  });

  it('EXM-06: Skip moves to the next essay without saving', async () => {
    const user = userEvent.setup();
    assignAllToTina();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await progressIs('1 of 3 graded');
    await essayOpens('Moving to a new school');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await essayOpens('I practiced piano');
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await progressIs('1 of 3 graded');
  });

  it('DS-02: Skip with a grade being written asks "Discard your changes?"; Keep editing keeps it, Discard moves on', async () => {
    const user = userEvent.setup();
    assignAllToTina();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await progressIs('1 of 3 graded');
    await essayOpens('Moving to a new school');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'A clear thesis');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Essay' })).toHaveTextContent('Moving to a new school');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('A clear thesis');

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await essayOpens('I practiced piano');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('ADR 0005: a grade being written when the session ends is back for the same grader on the same essay', async () => {
    const user = userEvent.setup();
    assignAllToTina();
    setDraftOwner(graderUser().id);
    const first = renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await progressIs('1 of 3 graded');
    await essayOpens('Moving to a new school');
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'A clear thesis');
    // The shell, when a 401 ends the session: every open form with changes keeps them; then the page goes.
    keepOpenDrafts();
    first.unmount();

    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await progressIs('1 of 3 graded');
    await essayOpens('Moving to a new school');
    expect(await screen.findByRole('status')).toHaveTextContent(DRAFT_RESTORED);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('A clear thesis');
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
    dropDrafts();
  });

  it('EXM-01: a grader token refused while grading shows the access message and saves nothing', async () => {
    const user = userEvent.setup();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await progressIs('1 of 2 graded');
    await essayOpens('Moving to a new school');
    await user.click(screen.getByRole('radio', { name: '5' }));
    db.graders = db.graders.filter((g) => g.admin);
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText(GRADER_ACCESS_INVALID)).toBeInTheDocument();
    expect(db.essays.find((e) => e.id === 2)!.rubricScore).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and next' })).not.toBeInTheDocument();
  });

  it("issue 20.6, EXM-06: a grade sends the version the essay was opened on; another grader's grade saved since answers 409, the typed score and comment stay and the message shows once", async () => {
    const user = userEvent.setup();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: adminUser() });
    expect(await screen.findByText(QUEUE_MESSAGES.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "Show every grader's essays" }));
    await essayOpens('Moving to a new school');
    expect(requestsTo('GET', 'essay/grading/2')).toHaveLength(1);
    // Tina grades Kai's essay while the admin's form is open.
    const kai = db.essays.find((e) => e.id === 2)!;
    Object.assign(kai, { rubricScore: 4, comment: 'Tutor: solid, 4', version: (kai.version ?? 0) + 1 });

    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Admin: 2');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    const form = screen.getByRole('form', { name: 'Describe a challenge you overcame.' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_UPDATE);
    expect(requestsTo('PUT', 'essay/grading/2')[0]!.ifMatch).toBe('"e0"');
    // One message (the banner, no toast), the values typed kept, the essay still on screen, the tutor's grade kept.
    expect(screen.getAllByText(STALE_UPDATE)).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Admin: 2');
    expect(screen.queryByText(QUEUE_MESSAGES.saved)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Essay' })).toHaveTextContent('Moving to a new school');
    expect(kai).toMatchObject({ rubricScore: 4, comment: 'Tutor: solid, 4' });
    // The 409 reloaded the queue (Kai's essay is graded now), the essay with its message stays until the admin moves on.
    await waitFor(() => expect(requestsTo('GET', 'essay/grading').length).toBeGreaterThan(4));
    expect(within(form).getByRole('alert')).toHaveTextContent(STALE_UPDATE);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Admin: 2');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await essayOpens('I practiced piano');
  });

  it('issue 20.6, EXM-06: the essay is read again as its form opens, so a queue loaded earlier shows the grade saved since', async () => {
    const user = userEvent.setup();
    assignAllToTina();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await essayOpens('Moving to a new school');
    // Nina's essay is graded elsewhere after this queue was loaded; Skip opens it as it is now.
    const nina = db.essays.find((e) => e.id === 3)!;
    Object.assign(nina, { rubricScore: 3, comment: 'Graded in another tab.', version: 1 });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await essayOpens('I practiced piano');
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Graded in another tab.');
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText(QUEUE_MESSAGES.saved)).toBeInTheDocument();
    expect(requestsTo('PUT', 'essay/grading/3')[0]!.ifMatch).toBe('"e1"');
    expect(nina.rubricScore).toBe(5);
  });

  it("EXM-06: a grade refused because the essay left the grader's queue is told by a toast with the server's reason, the values kept", async () => {
    const user = userEvent.setup();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await essayOpens('Moving to a new school');
    await user.click(screen.getByRole('radio', { name: '5' }));
    db.essays.find((e) => e.id === 2)!.graderId = 1;
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText('This essay is not in your queue.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
    expect(db.essays.find((e) => e.id === 2)!.rubricScore).toBeNull();
  });

  it('DS-04: a grade that got no reply says "No connection" in the form, the values kept', async () => {
    const user = userEvent.setup();
    server.use(http.put('*/api/essay/grading/2', () => HttpResponse.error()));
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() });
    await essayOpens('Moving to a new school');
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    const form = screen.getByRole('form', { name: 'Describe a challenge you overcame.' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(CONNECTION_LOST.message);
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
  });

  it('EXM-07 / OP-77: someone who is not an essay grader is refused with the 403 toast and a not-allowed message', async () => {
    renderPage(<EssayGradingPage />, {
      url: '/essay_grading',
      user: graderUser({ essayGrader: false, graderToken: null }),
    });
    expect(await screen.findByText(QUEUE_MESSAGES.notAllowed)).toBeInTheDocument();
    expect(await screen.findByText(STATUS_TOASTS[403].title)).toBeInTheDocument();
    expect(screen.getByText(STATUS_TOASTS[403].message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
    expect(seen).toHaveLength(0);
  });

  it("EXM-07: an admin may open the queue and also see every grader's essays", async () => {
    const user = userEvent.setup();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: adminUser() });
    expect(await screen.findByText(QUEUE_MESSAGES.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "Show every grader's essays" }));
    await progressIs('1 of 3 graded');
    expect(requestsTo('GET', 'essay/grading').at(-1)!.query.get('scope')).toBe('all');
  });

  it('DS-02: an admin writing a grade asks before showing another queue; Keep editing keeps the grade and the queue', async () => {
    const user = userEvent.setup();
    renderPage(<EssayGradingPage />, { url: '/essay_grading', user: adminUser() });
    // The page draws its checkbox again with each queue: find it each time.
    const everyone = () => screen.getByRole('checkbox', { name: "Show every grader's essays" });
    expect(await screen.findByText(QUEUE_MESSAGES.empty)).toBeInTheDocument();
    await user.click(everyone());
    await progressIs('1 of 3 graded');
    await essayOpens('Moving to a new school');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'A clear thesis');
    await user.click(everyone());
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(everyone()).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('A clear thesis');

    await user.click(everyone());
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(QUEUE_MESSAGES.empty)).toBeInTheDocument();
    expect(everyone()).not.toBeChecked();
  });
});

// The grade form is inline on the queue page (no dialog, no onSaved): the kit finds it by its form's name and waits
// for the page's "saved" message; the write is the exams host's `PUT /api/essay/grading/:id`.
describe('GradeForm (issue 23)', () => {
  formCases({
    server,
    write: {
      method: 'PUT',
      url: '/api/essay/grading/:id',
      schema: GradeBodySchema,
      idFrom: { list: '/api/essay/grading?status=pending&scope=all', key: 'gradingItems' },
      read: '/api/essay/grading/:id',
    },
    render: () => renderPage(<EssayGradingPage />, { url: '/essay_grading', user: graderUser() }),
    dialog: { role: 'form', name: 'Describe a challenge you overcame.' },
    submitLabel: 'Save and next',
    emptyOptional: {
      title: 'EXM-06, issue 23: a grade with the optional comment empty is saved (comment null)',
      id: 2,
      fill: { '4': { click: true } },
      sent: { gradingItem: { rubricScore: 4, comment: null } },
      saved: () => screen.findByText(QUEUE_MESSAGES.saved),
    },
    serverInvalid: {
      title:
        'EXM-06, issue 23: a grade the server refuses (422) stays on the essay with the message on the rubric score',
      id: 2,
      fill: { '5': { click: true }, Comment: 'Fine.' },
      message: 'Rubric score must be between 1 and 6',
      field: 'Rubric score',
    },
    // docs/one-way.md "Failed saves": 500, 503 with no body, no reply (the essay stays on screen with the grade).
    outage: { id: 2, fill: { '5': { click: true }, Comment: 'Fine.' } },
  });
});
