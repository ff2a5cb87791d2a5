import { useSearchParams } from 'react-router-dom';
import { Button, FilterBar, FormField } from '@tutoring/design-system';
import { DateInput, IdSelect, idOptions } from '@tutoring/design-system/forms';
import type { Exam } from '@tutoring/contract';
import type { ExamFilters } from '../api/exams-host';

/** Shown when the range ends before it starts (our wording: the spec is silent). */
export const RANGE_ORDER_ERROR = 'The start date must be on or before the end date.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The exam and date-range filters, kept in the URL (`examId`, `from`, `to`) so a reload, a shared link or Back
 * shows the same view. Invalid values in the URL are ignored.
 */
export function useExamFilters(): {
  filters: ExamFilters;
  setFilters: (next: ExamFilters) => void;
  rangeError: string | null;
} {
  const [params, setParams] = useSearchParams();
  const examRaw = params.get('examId');
  const examId = examRaw && /^\d+$/.test(examRaw) ? Number(examRaw) : undefined;
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : undefined;
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : undefined;
  const rangeError = from && to && from > to ? RANGE_ORDER_ERROR : null;
  const setFilters = (next: ExamFilters) => {
    const updated = new URLSearchParams(params);
    for (const name of ['examId', 'from', 'to'] as const) {
      const value = next[name];
      if (value === undefined || value === '') updated.delete(name);
      else updated.set(name, String(value));
    }
    setParams(updated);
  };
  return { filters: { examId, from, to }, setFilters, rangeError };
}

/** Props of {@link ExamFiltersBar}. */
export interface ExamFiltersBarProps {
  exams: readonly Exam[];
  filters: ExamFilters;
  onChange: (next: ExamFilters) => void;
  rangeError: string | null;
  /** Label of the "every exam" option; omit to require an exam. */
  allExamsLabel?: string;
}

/** Exam select and From / To dates (EXM-04 filters). */
export function ExamFiltersBar({
  exams,
  filters,
  onChange,
  rangeError,
  allExamsLabel = 'All exams',
}: ExamFiltersBarProps) {
  return (
    <FilterBar label="Exam filters">
      <FormField label="Exam">
        <IdSelect
          value={filters.examId}
          placeholder={allExamsLabel}
          options={idOptions(exams)}
          onChange={(examId) => onChange({ ...filters, examId: examId ?? undefined })}
        />
      </FormField>
      <FormField label="From" error={rangeError}>
        <DateInput
          value={filters.from ?? null}
          onChange={(value) => onChange({ ...filters, from: value ?? undefined })}
        />
      </FormField>
      <FormField label="To">
        <DateInput value={filters.to ?? null} onChange={(value) => onChange({ ...filters, to: value ?? undefined })} />
      </FormField>
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange({})}
        disabled={filters.examId === undefined && !filters.from && !filters.to}
      >
        Clear filters
      </Button>
    </FilterBar>
  );
}
