import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, installHost, requestsTo } from '../../test/examsHost';
import { currentLocation, renderPage } from '../../test/render';
import { RANGE_ORDER_ERROR } from '../../shared/components/ExamFiltersBar';
import { ReportsPage } from './ReportsPage';

installHost();

const summaryRow = (exam: string) =>
  within(screen.getByRole('table', { name: 'Report summary' }))
    .getByRole('cell', { name: exam })
    .closest('tr') as HTMLElement;

describe('ReportsPage', () => {
  it('EXM-04: shows the summary of every exam (averages of scored transcripts only, OP-21) as a table and a labelled chart', async () => {
    renderPage(<ReportsPage />, { url: '/exams/reports' });
    await screen.findByRole('table', { name: 'Report summary' });
    expect(summaryRow('Diagnostic Exam')).toHaveTextContent('Diagnostic Exam38 / 988.9%');
    expect(summaryRow('Math Placement')).toHaveTextContent('Math Placement0No scored transcripts-');
    expect(screen.getByRole('figure', { name: 'Average total per exam' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Average total per exam: Diagnostic Exam 88.9%, Math Placement no scored transcripts',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose an exam to see its analysis.')).toBeInTheDocument();
    expect(requestsTo('GET', 'reports')).toHaveLength(1);
    expect(requestsTo('GET', 'reports/summaries')).toHaveLength(0);
  });

  it('EXM-04: one exam shows its section averages and the analysis (score and rubric distributions, correct rates)', async () => {
    renderPage(<ReportsPage />, { url: '/exams/reports?examId=1' });
    expect(await screen.findByRole('figure', { name: 'Section averages of Diagnostic Exam' })).toBeInTheDocument();
    const sections = screen.getByRole('table', { name: 'Section averages of Diagnostic Exam' });
    expect(within(sections).getAllByRole('row')[1]).toHaveTextContent('Math2 / 3');
    expect(within(sections).getAllByRole('row')[2]).toHaveTextContent('Essay5 / 6');
    await screen.findByRole('figure', { name: 'Essay rubric scores' });
    const rubric = screen.getByRole('table', { name: 'Essay rubric scores' });
    expect(within(rubric).getAllByRole('row')[5]).toHaveTextContent('51');
    const questions = screen.getByRole('table', { name: 'Multiple-choice questions' });
    expect(within(questions).getByRole('cell', { name: '3 × 3 = ?' }).closest('tr')).toHaveTextContent(
      '3 × 3 = ?Math367%',
    );
    expect(screen.getByRole('table', { name: 'Total score distribution' })).toBeInTheDocument();
    expect(requestsTo('GET', 'reports/analysis')[0]!.query.get('examId')).toBe('1');
  });

  it("EXM-04: a date range over every exam asks each exam's summary for that range", async () => {
    renderPage(<ReportsPage />, { url: '/exams/reports?from=2026-11-02' });
    await waitFor(() =>
      expect(summaryRow('Diagnostic Exam')).toHaveTextContent('Diagnostic Exam2No scored transcripts'),
    );
    expect(
      requestsTo('GET', 'reports/summaries')
        .map((r) => `${r.query.get('examId')} ${r.query.get('from')}`)
        .sort(),
    ).toEqual(['1 2026-11-02', '2 2026-11-02']);
    expect(requestsTo('GET', 'reports')).toHaveLength(0);
  });

  it('EXM-04: the exam and date range filters live in the URL and reach the summaries and the analysis', async () => {
    const user = userEvent.setup();
    renderPage(<ReportsPage />, { url: '/exams/reports' });
    await screen.findByRole('table', { name: 'Report summary' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exam' }), 'Diagnostic Exam');
    await user.click(screen.getByRole('textbox', { name: 'To' }));
    await user.paste('11/01/2026');
    await waitFor(() => expect(currentLocation()).toBe('/exams/reports?examId=1&to=2026-11-01'));
    await waitFor(() => expect(summaryRow('Diagnostic Exam')).toHaveTextContent('Diagnostic Exam18 / 9'));
    expect(requestsTo('GET', 'reports/summaries').at(-1)!.query.get('to')).toBe('2026-11-01');
    await waitFor(() => expect(requestsTo('GET', 'reports/analysis').at(-1)!.query.get('to')).toBe('2026-11-01'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentLocation()).toBe('/exams/reports'));
  });

  it('EXM-04: a range that ends before it starts asks for no report and shows none, keeps the dates; corrected, it filters', async () => {
    const user = userEvent.setup();
    renderPage(<ReportsPage />, { url: '/exams/reports?examId=1&from=2026-11-05&to=2026-11-01' });
    expect(await screen.findByText(RANGE_ORDER_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('11/05/2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('11/01/2026');
    // Given time to ask, nothing is asked and no report of another range (or of all time) is shown as this one's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requestsTo('GET', 'reports')).toHaveLength(0);
    expect(requestsTo('GET', 'reports/summaries')).toHaveLength(0);
    expect(requestsTo('GET', 'reports/analysis')).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();

    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.paste('11/30/2026');
    await waitFor(() => expect(currentLocation()).toBe('/exams/reports?examId=1&from=2026-11-05&to=2026-11-30'));
    expect(await screen.findByRole('table', { name: 'Report summary' })).toBeInTheDocument();
    expect(screen.queryByText(RANGE_ORDER_ERROR)).not.toBeInTheDocument();
    // (Clearing To on the way asked for "from 11/05" on: a valid range too.) Never a report of all time.
    const asked = requestsTo('GET', 'reports/summaries');
    expect(asked.every((r) => r.query.get('examId') === '1' && r.query.get('from') === '2026-11-05')).toBe(true);
    expect(asked.at(-1)!.query.get('to')).toBe('2026-11-30');
    await waitFor(() => expect(requestsTo('GET', 'reports/analysis').at(-1)?.query.get('to')).toBe('2026-11-30'));
    expect(requestsTo('GET', 'reports/analysis').every((r) => r.query.get('from') === '2026-11-05')).toBe(true);
    expect(requestsTo('GET', 'reports')).toHaveLength(0);
  });

  it('EXM-04: grading an essay changes the summary (a transcript becomes scored)', async () => {
    db.essays.find((e) => e.id === 2)!.rubricScore = 3;
    renderPage(<ReportsPage />, { url: '/exams/reports?examId=1' });
    await screen.findByRole('table', { name: 'Report summary' });
    // Sam 8 and Kai 2 + 3 / 6 x 6 = 5 are scored now: average 6.5; Nina is still pending
    expect(summaryRow('Diagnostic Exam')).toHaveTextContent('Diagnostic Exam36.5 / 972.2%');
    const rubric = await screen.findByRole('table', { name: 'Essay rubric scores' });
    expect(within(rubric).getAllByRole('row')[3]).toHaveTextContent('31');
  });
});
