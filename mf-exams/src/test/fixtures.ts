// Data for the stories (they render without a network): shapes of @tutoring/contract's exams host.
import type {
  EssayGrader,
  EssayGradingItem,
  Exam,
  ReportAnalysis,
  ReportSummary,
  Transcript,
} from '@tutoring/contract';

export const storyExam: Exam = {
  id: 1,
  name: 'Diagnostic Exam',
  description: 'Math and writing diagnostic.',
  sections: [
    {
      id: 1,
      name: 'Math',
      kind: 'multiple_choice',
      maxScore: 3,
      questions: [
        {
          id: 11,
          prompt: '2 + 2 = ?',
          points: 1,
          choices: [
            { id: 1, label: '3' },
            { id: 2, label: '4' },
          ],
          correctChoiceId: 2,
        },
        {
          id: 12,
          prompt: '3 × 3 = ?',
          points: 1,
          choices: [
            { id: 3, label: '9' },
            { id: 4, label: '6' },
          ],
          correctChoiceId: 3,
        },
      ],
    },
    {
      id: 2,
      name: 'Essay',
      kind: 'essay',
      maxScore: 6,
      questions: [{ id: 21, prompt: 'Describe a challenge you overcame.', points: 6 }],
    },
  ],
};

export const storyTranscripts: Transcript[] = [
  {
    id: 1,
    examId: 1,
    studentName: 'Sam Student',
    takenOn: '2026-11-01',
    total: 7,
    maxTotal: 9,
    status: 'scored',
    answers: [
      { questionId: 11, choiceId: 2 },
      { questionId: 12, choiceId: 4 },
      { questionId: 21, text: 'I learned to ask for help when algebra got hard.' },
    ],
    sectionScores: [
      { sectionId: 1, score: 2, maxScore: 3 },
      { sectionId: 2, score: 5, maxScore: 6 },
    ],
  },
  {
    id: 2,
    examId: 1,
    studentName: 'Kai Kay',
    takenOn: '2026-11-02',
    total: 1,
    maxTotal: 9,
    status: 'pending',
    answers: [
      { questionId: 11, choiceId: 2 },
      { questionId: 21, text: 'Moving to a new school was hard but I made friends.' },
    ],
    sectionScores: [
      { sectionId: 1, score: 1, maxScore: 3 },
      { sectionId: 2, score: null, maxScore: 6 },
    ],
  },
];

export const storySummaries: ReportSummary[] = [
  {
    examId: 1,
    examName: 'Diagnostic Exam',
    transcriptsCount: 3,
    averageTotal: 7.67,
    maxTotal: 9,
    sections: [
      { sectionId: 1, name: 'Math', averageScore: 2, maxScore: 3 },
      { sectionId: 2, name: 'Essay', averageScore: 5.67, maxScore: 6 },
    ],
  },
  {
    examId: 2,
    examName: 'Math Placement',
    transcriptsCount: 0,
    averageTotal: null,
    maxTotal: 3,
    sections: [{ sectionId: 1, name: 'Math', averageScore: null, maxScore: 3 }],
  },
];

export const storyAnalysis: ReportAnalysis = {
  examId: 1,
  questions: [
    { questionId: 11, sectionId: 1, answeredCount: 3, correctRate: 0.667 },
    { questionId: 12, sectionId: 1, answeredCount: 3, correctRate: 1 },
  ],
  scoreDistribution: [
    { from: 0, to: 2, count: 0 },
    { from: 2, to: 4, count: 0 },
    { from: 4, to: 6, count: 0 },
    { from: 6, to: 8, count: 2 },
    { from: 8, to: 9, count: 1 },
  ],
  rubricDistribution: [1, 2, 3, 4, 5, 6].map((r) => ({ rubricScore: r, count: r === 6 ? 2 : r === 5 ? 1 : 0 })),
};

export const storyGraders: EssayGrader[] = [
  { id: 1, employeeId: 10, name: 'Ada Admin', admin: true },
  { id: 2, employeeId: 20, name: 'Tina Tutor', admin: false },
];

export const storyItems: EssayGradingItem[] = [
  {
    id: 2,
    transcriptId: 2,
    examName: 'Diagnostic Exam',
    studentName: 'Kai Kay',
    prompt: 'Describe a challenge you overcame.',
    body: 'Moving to a new school was hard but I made friends by joining the robotics club.',
    status: 'pending',
    grader: storyGraders[1]!,
    rubricScore: null,
    comment: null,
    limits: { rubricMin: 1, rubricMax: 6, commentMax: 1000 },
  },
  {
    id: 3,
    transcriptId: 3,
    examName: 'Diagnostic Exam',
    studentName: 'Nina Newstudent',
    prompt: 'Describe a challenge you overcame.',
    body: 'I practiced piano every day for a recital.',
    status: 'pending',
    grader: null,
    rubricScore: null,
    comment: null,
  },
];
