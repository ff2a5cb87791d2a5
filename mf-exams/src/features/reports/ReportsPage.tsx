import { EmptyState, Spinner } from '@tutoring/design-system';
import { GraderAccessBoundary } from '../../shared/api/access';
import { useExams } from '../../shared/api/exams';
import { useReportAnalysis, useReportSummaries } from './api/reports';
import { ExamFiltersBar, useExamFilters } from '../../shared/components/ExamFiltersBar';
import { ExamsNav } from '../../shared/components/ExamsNav';
import { QueryFailure } from '../../shared/components/QueryFailure';
import { AnalysisView, SectionAveragesView, SummariesView } from './components/ReportViews';

function Reports() {
  const exams = useExams();
  const { filters, setFilters, rangeError } = useExamFilters();
  const range = { from: filters.from, to: filters.to };
  const known = exams.data ?? [];
  const selected = filters.examId !== undefined ? known.find((e) => e.id === filters.examId) : undefined;
  // A range that ends before it starts asks for nothing and shows nothing but its message (under From): the reports of
  // another range (or of all time) would read as this one's. The typed dates stay, to be corrected.
  const ids = rangeError ? [] : selected ? [selected.id] : known.map((e) => e.id);
  const summaries = useReportSummaries(ids, range, !selected);
  const analysis = useReportAnalysis(rangeError ? null : (selected?.id ?? null), range);
  const asked = !rangeError;

  if (exams.isPending) return <Spinner label="Loading exams" />;
  if (exams.isError) return <QueryFailure error={exams.error} what="the exams" onRetry={() => exams.refetch()} />;
  if (!known.length) return <EmptyState title="No exams yet." />;
  return (
    <>
      <ExamFiltersBar exams={known} filters={filters} onChange={setFilters} rangeError={rangeError} />
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading">Summary</h2>
        {asked && summaries.isPending ? <Spinner label="Loading summaries" /> : null}
        {asked && summaries.isError ? (
          <QueryFailure error={summaries.error} what="the summaries" onRetry={() => summaries.refetch()} />
        ) : null}
        {asked && summaries.data ? <SummariesView summaries={summaries.data} /> : null}
        {asked && selected && summaries.data?.[0]?.examId === selected.id ? (
          <SectionAveragesView summary={summaries.data[0]} />
        ) : null}
      </section>
      <section aria-labelledby="analysis-heading">
        <h2 id="analysis-heading">Analysis</h2>
        {!selected ? <p>Choose an exam to see its analysis.</p> : null}
        {asked && selected && analysis.isPending ? <Spinner label="Loading analysis" /> : null}
        {asked && analysis.isError ? (
          <QueryFailure error={analysis.error} what="the analysis" onRetry={() => analysis.refetch()} />
        ) : null}
        {asked && selected && analysis.data ? <AnalysisView analysis={analysis.data} exam={selected} /> : null}
      </section>
    </>
  );
}

/** EXM-04: report summaries and analysis, filtered by exam and date range (kept in the URL). */
export function ReportsPage() {
  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading">Reports</h1>
      <GraderAccessBoundary>
        <ExamsNav />
        <Reports />
      </GraderAccessBoundary>
    </section>
  );
}
