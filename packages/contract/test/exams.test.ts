import * as C from '../src';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const transcript = {
  id: 1,
  examId: 1,
  studentName: 'Ann',
  takenOn: '2024-03-01',
  answers: [{ questionId: 11, choiceId: 2 }],
  sectionScores: [{ sectionId: 1, score: 1, maxScore: 3 }],
  total: 1,
  maxTotal: 3,
  status: 'scored',
};

describe('exams host replies and query strings (EXM-02..EXM-06, OP-19, OP-21)', () => {
  it('DOM-68: an essay grader who is not an employee has employeeId null; admin is a flag', () => {
    expect(C.EssayGraderSchema.safeParse({ id: 3, employeeId: null, name: 'Guest Grader', token: null }).success).toBe(
      true,
    );
    expect(issues(C.EssayGraderSchema.safeParse({ id: 3, name: 'No employee key' }))).toEqual([
      'employeeId: Invalid input: expected number, received undefined',
    ]);
    expect(C.EssayGraderSchema.safeParse({ id: 3, employeeId: 2, name: 'A', admin: 'yes' }).success).toBe(false);
    const item = {
      id: 1,
      transcriptId: 1,
      prompt: 'Why?',
      body: 'Because.',
      status: 'pending',
      grader: { id: 3, employeeId: null, name: 'Guest Grader' },
      rubricScore: null,
      comment: null,
    };
    expect(C.GradingItemReplySchema.safeParse({ gradingItem: item }).success).toBe(true);
  });

  it('OP-21: a transcript always carries its answers, maximum total and status', () => {
    expect(C.TranscriptReplySchema.safeParse({ transcript }).success).toBe(true);
    const { answers: _a, maxTotal: _m, status: _s, ...without } = transcript;
    expect(issues(C.TranscriptSchema.safeParse(without)).map((m) => m.split(':')[0])).toEqual([
      'answers',
      'maxTotal',
      'status',
    ]);
    expect(C.TranscriptSchema.safeParse({ ...transcript, status: 'graded' }).success).toBe(false);
  });

  it('EXM-03, EXM-04: an exam and a taken-on window in the query string; dates are YYYY-MM-DD', () => {
    expect(C.ExamWindowQuerySchema.safeParse({}).success).toBe(true);
    expect(C.ExamWindowQuerySchema.safeParse({ examId: '1', from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    expect(issues(C.ExamWindowQuerySchema.safeParse({ from: 'Jan' }))).toEqual(['from: Dates must be YYYY-MM-DD']);
    expect(issues(C.ExamWindowQuerySchema.safeParse({ examId: 'one' }))).toEqual([
      'examId: Exam id must be an integer',
    ]);
    expect(issues(C.ExamReportQuerySchema.safeParse({ from: '2026-01-01' }))).toEqual(['examId: Exam id is required']);
    expect(C.ExamReportQuerySchema.safeParse({ examId: '2' }).success).toBe(true);
  });

  it('EXM-06: the grading queue takes a status of pending, graded or all', () => {
    expect(C.GradingQueueQuerySchema.safeParse({ status: 'graded', scope: 'all' }).success).toBe(true);
    expect(issues(C.GradingQueueQuerySchema.safeParse({ status: 'late' }))).toEqual([
      'status: Status must be pending, graded or all',
    ]);
  });
});
