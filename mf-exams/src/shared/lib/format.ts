import type { Exam, SectionScore, Transcript } from '@tutoring/contract';

/** "2 / 3", or "Pending" while an essay of the section awaits its grade (OP-21 rule 3). */
export function formatScore(score: number | null | undefined, max: number): string {
  if (score === null || score === undefined) return 'Pending';
  return `${formatNumber(score)} / ${formatNumber(max)}`;
}

/** A number with at most 2 decimals (scores are rounded to 2 decimals, OP-21 rule 2). */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** An average or "No scored transcripts" (report averages count scored transcripts only, OP-21 rule 5). */
export function formatAverage(value: number | null, max: number): string {
  return value === null ? 'No scored transcripts' : `${formatNumber(value)} / ${formatNumber(max)}`;
}

/** The section name of a score, from the exam. */
export function sectionName(exam: Exam | undefined, score: SectionScore): string {
  return exam?.sections.find((s) => s.id === score.sectionId)?.name ?? `Section ${score.sectionId}`;
}

/** "Scored" or "Pending" (OP-21 rule 3: the exams host's status). */
export function statusLabel(t: Transcript): string {
  return t.status === 'pending' ? 'Pending' : 'Scored';
}
