import {
  type Answer,
  type ExamSection,
  type Question,
  RUBRIC_MAX,
  RUBRIC_MIN,
  type SectionScore,
} from '@tutoring/contract';

/** A section of an exam, its questions and a transcript's answer: the contract's shapes (OP-19). */
export type Section = ExamSection;
export type { Answer, Question };

/** The rubric grade of one essay question of a transcript (null until graded). */
export interface EssayScore {
  question_id: number;
  rubric_score: number | null;
}

/** Scores a transcript: multiple choice automatically, essays from rubric scores (OP-21). */
export function scoreTranscript(
  sections: Section[],
  answers: Answer[],
  essays: EssayScore[],
): { sectionScores: SectionScore[]; total: number; maxTotal: number; status: 'pending' | 'scored' } {
  const sectionScores = sections.map((s): SectionScore => {
    if (s.kind === 'multiple_choice') {
      const score = s.questions.reduce((sum, q) => {
        const a = answers.find((x) => x.questionId === q.id);
        return (
          sum +
          (a && a.choiceId !== undefined && a.choiceId !== null && a.choiceId === q.correctChoiceId ? q.points : 0)
        );
      }, 0);
      return { sectionId: s.id, score, maxScore: s.maxScore };
    }
    const mine = essays.filter((e) => s.questions.some((q) => q.id === e.question_id));
    if (!mine.length) return { sectionId: s.id, score: 0, maxScore: s.maxScore };
    if (mine.some((e) => e.rubric_score === null)) return { sectionId: s.id, score: null, maxScore: s.maxScore };
    const per = s.maxScore / mine.length;
    const score =
      Math.round(mine.reduce((sum, e) => sum + ((e.rubric_score as number) / RUBRIC_MAX) * per, 0) * 100) / 100;
    return { sectionId: s.id, score, maxScore: s.maxScore };
  });
  const total = sectionScores.reduce((sum, s) => sum + (s.score ?? 0), 0);
  const maxTotal = sections.reduce((sum, s) => sum + s.maxScore, 0);
  const status = sectionScores.some((s) => s.score === null) ? 'pending' : 'scored';
  return { sectionScores, total: Math.round(total * 100) / 100, maxTotal, status };
}

/** The problem with a transcript's answers against its exam's sections (unknown question or choice, essay too long), or null. */
export function answersError(sections: Section[], answers: Answer[]): string | null {
  const questions = sections.flatMap((s) => s.questions.map((q) => ({ ...q, kind: s.kind })));
  for (const a of answers) {
    const q = questions.find((qq) => qq.id === a.questionId);
    if (!q) return `Question ${a.questionId} is not part of this exam`;
    if (
      q.kind === 'multiple_choice' &&
      a.choiceId !== undefined &&
      a.choiceId !== null &&
      !q.choices?.some((c) => c.id === a.choiceId)
    )
      return `Choice ${a.choiceId} is not an option of question ${a.questionId}`;
    if (typeof a.text === 'string' && a.text.length > 20000) return 'Essay answers hold at most 20000 characters';
  }
  return null;
}

const average = (xs: number[]): number | null =>
  xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null;

/** A scored transcript as the reports read it. */
export interface ScoredTranscript {
  answers: Answer[];
  sectionScores: SectionScore[];
  total: number;
  status: 'pending' | 'scored';
}

/** The averages of an exam's scored transcripts: the total (scored ones only) and each section's. */
export function examAverages(sections: Section[], transcripts: ScoredTranscript[]) {
  return {
    averageTotal: average(transcripts.filter((w) => w.status === 'scored').map((w) => w.total)),
    maxTotal: sections.reduce((s, x) => s + x.maxScore, 0),
    sections: sections.map((s) => ({
      sectionId: s.id,
      name: s.name,
      maxScore: s.maxScore,
      averageScore: average(
        transcripts
          .map((w) => w.sectionScores.find((x) => x.sectionId === s.id)?.score)
          .filter((x): x is number => typeof x === 'number'),
      ),
    })),
  };
}

/** Per multiple-choice question: how many answered it and the share answered correctly. */
export function questionAnalysis(sections: Section[], transcripts: ScoredTranscript[]) {
  return sections
    .filter((x) => x.kind === 'multiple_choice')
    .flatMap((sec) =>
      sec.questions.map((qq) => {
        const answered = transcripts.filter((t) => t.answers.some((a) => a.questionId === qq.id && a.choiceId != null));
        const correct = answered.filter((t) =>
          t.answers.some((a) => a.questionId === qq.id && a.choiceId === qq.correctChoiceId),
        );
        return {
          questionId: qq.id,
          sectionId: sec.id,
          answeredCount: answered.length,
          correctRate: answered.length ? Math.round((correct.length / answered.length) * 1000) / 1000 : null,
        };
      }),
    );
}

/** The scored transcripts' totals in (about) five buckets from 0 to the exam's maximum. */
export function scoreDistribution(maxTotal: number, transcripts: ScoredTranscript[]) {
  const bucket = Math.max(1, Math.ceil(maxTotal / 5));
  return Array.from({ length: Math.ceil(maxTotal / bucket) || 1 }, (_, i) => {
    const lo = i * bucket;
    const hi = Math.min(maxTotal, lo + bucket);
    return {
      from: lo,
      to: hi,
      count: transcripts.filter(
        (t) => t.status === 'scored' && t.total >= lo && (t.total < hi || (hi === maxTotal && t.total <= hi)),
      ).length,
    };
  });
}

/** How many graded essays got each rubric score (every score of the rubric listed, 0 when none). */
export function rubricDistribution(counts: { rubric_score: number; c: number }[]) {
  return Array.from({ length: RUBRIC_MAX - RUBRIC_MIN + 1 }, (_, i) => ({
    rubricScore: i + RUBRIC_MIN,
    count: counts.find((x) => x.rubric_score === i + RUBRIC_MIN)?.c ?? 0,
  }));
}
