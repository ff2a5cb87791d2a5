// The exams area's first page rendered once off-screen before its first visit (issue 26; platform `AreaWarmUp`).
import type { Exam } from '@tutoring/contract';
import type { AreaWarmUp } from '@tutoring/platform';
import { examQueries } from '../shared/api/exams';

/** Two exams that are nobody's: one with a multiple-choice and an essay section, one with a section of each kind. */
const PLACEHOLDER_EXAMS: Exam[] = [-1, -2].map((id) => ({
  id,
  name: `Placeholder exam ${-id}`,
  description: 'Placeholder description',
  sections: [
    {
      id: id * 10 - 1,
      name: 'Placeholder multiple choice',
      kind: 'multiple_choice',
      maxScore: 3,
      questions: [{ id: id * 100 - 1, prompt: 'Placeholder question', points: 3, choices: [{ id: -1, label: 'A' }] }],
    },
    { id: id * 10 - 2, name: 'Placeholder essay', kind: 'essay', maxScore: 6, questions: [] },
  ],
}));

/**
 * `/exams`, for a user with a grader token: the exams list with placeholder exams, i.e. the one query the area's
 * prefetch names (./prefetch.ts), read by the page as it will read the real one. Without a token (or nobody signed
 * in yet) the page shows the access screen and the prefetch names nothing: no warm-up.
 */
export const warmUp: AreaWarmUp = (context) => {
  if (context.pathname !== '/exams' || !context.user?.graderToken) return false;
  context.queryClient.setQueryData(examQueries.list().queryKey, PLACEHOLDER_EXAMS);
  return true;
};
