import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, handleApiError, showErrorToast } from '@tutoring/api-client';
import {
  Button,
  Checkbox,
  VisuallyHidden,
  askBeforeLeaving,
  EmptyState,
  ProgressBar,
  Spinner,
  Table,
  toast,
  type TableColumn,
} from '@tutoring/design-system';
import type { EssayGradingItem } from '@tutoring/contract';
import { useCurrentUser, useIsAdmin } from '@tutoring/platform';
import { GraderAccessBoundary, isGraderAuthError, useGraderAccess } from '../../shared/api/access';
import { useGrade, useGradingItem, useGradingItems } from '../../shared/api/grading-items';
import { ExamsNav } from '../../shared/components/ExamsNav';
import { QueryFailure } from '../../shared/components/QueryFailure';
import { GradeForm, type GradeFormProps } from './components/GradeForm';

/** Our messages (the spec gives none for the queue, OP-78). */
export const QUEUE_MESSAGES = {
  notAllowed: 'Only essay graders can open the essay grading queue.',
  saved: 'Grade saved.',
  done: 'Every essay in your queue is graded.',
  empty: 'No essays are assigned to you yet.',
  allSkipped: 'You skipped every remaining essay.',
  progress: (graded: number, total: number) => `${graded} of ${total} graded`,
} as const;

/** "3 of 10 graded" with a progress bar. */
export function QueueProgress({ graded, total }: { graded: number; total: number }) {
  const text = QUEUE_MESSAGES.progress(graded, total);
  return (
    <div>
      <ProgressBar label="Grading progress" value={total ? Math.round((graded / total) * 100) : 0} valueText={text} />
      <VisuallyHidden aria-live="polite">{text}</VisuallyHidden>
    </div>
  );
}

/** Graded essays of the queue (score and comment). */
export function GradedTable({ items }: { items: readonly EssayGradingItem[] }) {
  const columns: TableColumn<EssayGradingItem>[] = [
    { key: 'student', header: 'Student', render: (i) => i.studentName ?? '-' },
    { key: 'exam', header: 'Exam', render: (i) => i.examName ?? '-' },
    { key: 'score', header: 'Rubric score', align: 'right', render: (i) => i.rubricScore ?? '-' },
    { key: 'comment', header: 'Comment', render: (i) => i.comment ?? '' },
  ];
  return (
    <Table
      caption="Graded essays"
      columns={columns}
      rows={items}
      getRowId={(i) => String(i.id)}
      empty={<EmptyState title="Nothing graded yet." />}
    />
  );
}

/**
 * The essay on screen: read again as its form opens (`GET /api/essay/grading/{id}`), so that the form shows the essay
 * as it is now and sends back that read's version with its grade (issue 20.6). The queue's list may be older (a page
 * loaded before another grader graded the essay) and carries no versions.
 */
function OpenedEssay({ id, ...form }: { id: number } & Omit<GradeFormProps, 'item' | 'version'>) {
  const opened = useGradingItem(id);
  if (opened.isPending) return <Spinner label="Loading the essay" />;
  if (opened.isError) return <QueryFailure error={opened.error} what="this essay" onRetry={() => opened.refetch()} />;
  return <GradeForm item={opened.data.item} version={opened.data.version} {...form} />;
}

function Queue() {
  const { isAdmin } = useGraderAccess();
  const [everyone, setEveryone] = useState(false);
  const pending = useGradingItems('pending', everyone);
  const graded = useGradingItems('graded', everyone);
  const grade = useGrade();
  const [skipped, setSkipped] = useState<number[]>([]);
  const [moved, setMoved] = useState(false);
  /**
   * An essay whose grade was refused stays on screen with its form (the typed grade and the message) until the person
   * moves on: a 409 reloads the queue (the api-client reloads the `essay` resource), and the essay graded since has
   * left the pending list.
   */
  const [kept, setKept] = useState<number | null>(null);

  if (pending.isPending || graded.isPending) return <Spinner label="Loading your essays" />;
  if (pending.isError)
    return <QueryFailure error={pending.error} what="your essays" onRetry={() => pending.refetch()} />;
  if (graded.isError) return <QueryFailure error={graded.error} what="your essays" onRetry={() => graded.refetch()} />;

  const total = pending.data.length + graded.data.length;
  const currentId = kept ?? pending.data.find((i) => !skipped.includes(i.id))?.id ?? null;
  const currentPending = pending.data.some((i) => i.id === currentId);

  const onGrade = async (id: number, g: { rubricScore: number; comment: string | null }, ifMatch?: string) => {
    try {
      await grade.mutateAsync({ id, grade: g, ifMatch });
    } catch (error) {
      // A failed grade goes back to the form, which says why (its messages on its fields, a grade saved since (409)
      // or a server failure in its banner; the values stay; docs/one-way.md "Failed saves"); sign-in failures are told
      // by the page's access screen, access failures by a toast (the mutation asks the policy for none: the form tells
      // its own).
      if (error instanceof ApiError && !isGraderAuthError(error) && error.status !== 403) {
        setKept(id);
        throw error;
      }
      showErrorToast(error);
      return;
    }
    toast.success(QUEUE_MESSAGES.saved);
    setKept(null);
    setMoved(true);
  };

  return (
    <>
      {isAdmin ? (
        <Checkbox
          label="Show every grader's essays"
          checked={everyone}
          onChange={async (event) => {
            const checked = event.target.checked;
            // Another queue replaces the essay on screen: a grade being written asks first (DS-02).
            if ((await askBeforeLeaving()) === false) return;
            setEveryone(checked);
            setSkipped([]);
            setKept(null);
          }}
        />
      ) : null}
      <QueueProgress graded={graded.data.length} total={total} />
      {currentId !== null ? (
        <OpenedEssay
          key={currentId}
          id={currentId}
          focusHeading={moved}
          saving={grade.isPending}
          onGrade={(g, version) => onGrade(currentId, g, version)}
          onSkip={
            pending.data.length > 1 || !currentPending
              ? () => {
                  setMoved(true);
                  setKept(null);
                  setSkipped((s) => [...s, currentId]);
                }
              : undefined
          }
        />
      ) : pending.data.length ? (
        <EmptyState
          title={QUEUE_MESSAGES.allSkipped}
          action={
            <Button type="button" onClick={() => setSkipped([])}>
              Back to the first skipped essay
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={total ? QUEUE_MESSAGES.done : QUEUE_MESSAGES.empty}
          action={<Link to="/exams/reports">See the reports</Link>}
        />
      )}
      <GradedTable items={graded.data} />
    </>
  );
}

/** OP-77: someone who is not an essay grader reached the queue directly: the 403 toast and a not-allowed message. */
function NotAllowed() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    handleApiError(new ApiError({ status: 403 }));
  }, []);
  return <EmptyState title={QUEUE_MESSAGES.notAllowed} action={<Link to="/">Go to your home page</Link>} />;
}

/** EXM-06 / EXM-07: the essay grading queue, for essay graders (and admins) only. */
export function EssayGradingPage() {
  const user = useCurrentUser();
  const isAdmin = useIsAdmin();
  const allowed = Boolean(user?.essayGrader) || isAdmin;
  return (
    <section aria-labelledby="essay-grading-heading">
      <h1 id="essay-grading-heading">Essay grading</h1>
      {allowed ? (
        <GraderAccessBoundary>
          <ExamsNav />
          <Queue />
        </GraderAccessBoundary>
      ) : (
        <NotAllowed />
      )}
    </section>
  );
}
