/**
 * OP-21: the exams host's scoring (src/resources/exams/scoring.ts), pure: multiple choice scored automatically, essay
 * sections from their rubric grades (pending until every essay is graded), and the answers an exam refuses.
 */
import { RUBRIC_MAX } from '@tutoring/contract';
import { type Section, answersError, scoreDistribution, scoreTranscript } from '../src/resources/exams/scoring';

const SECTIONS: Section[] = [
  {
    id: 1,
    name: 'Math',
    kind: 'multiple_choice',
    maxScore: 4,
    questions: [
      {
        id: 11,
        prompt: '1+1',
        points: 2,
        choices: [
          { id: 1, label: '2' },
          { id: 2, label: '3' },
        ],
        correctChoiceId: 1,
      },
      {
        id: 12,
        prompt: '2+2',
        points: 2,
        choices: [
          { id: 3, label: '4' },
          { id: 4, label: '5' },
        ],
        correctChoiceId: 3,
      },
    ],
  },
  { id: 2, name: 'Essay', kind: 'essay', maxScore: 6, questions: [{ id: 21, prompt: 'Why?', points: 6 }] },
];

describe('OP-21: transcript scoring', () => {
  it('OP-21: scores multiple choice automatically and keeps the transcript pending while an essay is ungraded', () => {
    const answers = [
      { questionId: 11, choiceId: 1 },
      { questionId: 12, choiceId: 4 },
      { questionId: 21, text: 'Because.' },
    ];
    const pending = scoreTranscript(SECTIONS, answers, [{ question_id: 21, rubric_score: null }]);
    expect(pending).toEqual({
      sectionScores: [
        { sectionId: 1, score: 2, maxScore: 4 },
        { sectionId: 2, score: null, maxScore: 6 },
      ],
      total: 2,
      maxTotal: 10,
      status: 'pending',
    });
    const graded = scoreTranscript(SECTIONS, answers, [{ question_id: 21, rubric_score: RUBRIC_MAX }]);
    expect(graded.status).toBe('scored');
    expect(graded.total).toBe(8);
  });

  it('OP-21: refuses answers to questions or choices the exam does not have', () => {
    expect(answersError(SECTIONS, [{ questionId: 11, choiceId: 2 }])).toBeNull();
    expect(answersError(SECTIONS, [{ questionId: 99, choiceId: 1 }])).toBe('Question 99 is not part of this exam');
    expect(answersError(SECTIONS, [{ questionId: 11, choiceId: 3 }])).toBe('Choice 3 is not an option of question 11');
    expect(answersError(SECTIONS, [{ questionId: 21, text: 'x'.repeat(20001) }])).toBe(
      'Essay answers hold at most 20000 characters',
    );
  });

  it('OP-21: the score distribution counts scored transcripts only, the maximum in the last bucket', () => {
    const scored = (total: number) => ({ answers: [], sectionScores: [], total, status: 'scored' as const });
    const buckets = scoreDistribution(10, [scored(0), scored(10), scored(5), { ...scored(3), status: 'pending' }]);
    expect(buckets.map((b) => [b.from, b.to, b.count])).toEqual([
      [0, 2, 1],
      [2, 4, 0],
      [4, 6, 1],
      [6, 8, 0],
      [8, 10, 1],
    ]);
  });
});
