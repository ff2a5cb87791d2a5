import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { recordMissing } from '@tutoring/api-client';
import { EmptyState, LoadFailure, Spinner } from '@tutoring/design-system';
import { MergeCompleteModal } from './MergeCompleteModal';
import { MergeModal, type MergeBody, type MergeCandidate } from './MergeModal';

/** The navigation state that asks the kept record's screen to focus its heading. */
const FOCUS_HEADING = 'focusHeading';

/**
 * On the kept record's screen after a merge: once `ready` (its record is shown), the focus goes to the screen's
 * heading (`tabIndex={-1}`), once per arrival. The merge dialogs are gone and the control that opened them may be
 * too (it was on the merged record's screen), so without this a keyboard user was left on the page's body.
 */
export function useFocusHeadingAfterMerge(heading: RefObject<HTMLElement | null>, ready: boolean): void {
  const location = useLocation();
  const done = useRef<string | null>(null);
  const asked = (location.state as Record<string, unknown> | null)?.[FOCUS_HEADING] === true;
  useEffect(() => {
    if (!asked || !ready || done.current === location.key) return;
    done.current = location.key;
    heading.current?.focus();
  }, [asked, ready, location.key, heading]);
}

/** Props of {@link MergeFlow}. */
export interface MergeFlowProps<T> {
  /** "parent" or "student": used in the texts. */
  noun: string;
  /** The record the flow was opened from. */
  record: MergeCandidate;
  /** Finds the other record by text. */
  search: (query: string, signal: AbortSignal) => Promise<readonly MergeCandidate[]>;
  /** The merge call (`POST parents/merge`, `POST students/merge`): a mutation that invalidates what it changed. */
  merge: (body: MergeBody) => Promise<T>;
  /** The screen of the kept record (e.g. `/parents/12`). */
  pathOf: (currentId: number) => string;
  /** Called when the flow ends: merge dismissed, or merge-complete closed (before navigating). */
  onClose: () => void;
}

/**
 * The whole merge flow of a parent (CRM-15, CRM-16) or a student (CRM-26): the merge modal (xl), then the
 * merge-complete modal (md) asking to confirm the login ID, then the kept record's screen. Render it while the
 * flow is open; closing merge-complete in any way navigates to `pathOf(currentId)`, whose screen focuses its heading
 * ({@link useFocusHeadingAfterMerge}).
 */
export function MergeFlow<T>({ noun, record, search, merge, pathOf, onClose }: MergeFlowProps<T>) {
  const navigate = useNavigate();
  const [keptId, setKeptId] = useState<number | null>(null);
  if (keptId !== null) {
    return (
      <MergeCompleteModal
        open
        onClose={() => {
          onClose();
          navigate(pathOf(keptId), { state: { [FOCUS_HEADING]: true } });
        }}
      />
    );
  }
  return (
    <MergeModal<T>
      open
      noun={noun}
      record={record}
      search={search}
      merge={merge}
      onMerged={(currentId) => setKeptId(currentId)}
      onClose={onClose}
    />
  );
}

/**
 * What a mergeable record's screen (a parent's, a student's) shows of its record: `shown` only while it exists. A 404
 * (merged or deleted, even while an older copy is cached) makes it `missing`: the screen says the record does not
 * exist, never its actions. Once shown after a merge, the screen's `heading` takes the focus.
 */
export function useMergeableRecord<T>(
  id: number,
  query: { data: T | undefined; error: unknown },
): { missing: boolean; shown: T | undefined; heading: RefObject<HTMLHeadingElement | null> } {
  const missing = recordMissing(id, query.error);
  const shown = missing ? undefined : query.data;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusHeadingAfterMerge(heading, shown !== undefined);
  return { missing, shown, heading };
}

/** Props of {@link RecordNotShown}. */
export interface RecordNotShownProps {
  /** "parent" or "student": the heading, the spinner and the texts. */
  noun: string;
  loading: boolean;
  missing: boolean;
  onRetry: () => void;
  /** A way back to the list (e.g. `{ to: '/parents', label: 'Back to parents' }`). */
  back?: { to: string; label: string };
}

/**
 * A mergeable record's screen while its record is not shown: loading, "This … does not exist.", or a failure with
 * Retry. The screen renders its merge flow right after it, where it renders it after the record's section, so an
 * open flow keeps its state when merging away the record on screen makes it missing.
 */
export function RecordNotShown({ noun, loading, missing, onRetry, back }: RecordNotShownProps) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  const backLink = back ? <Link to={back.to}>{back.label}</Link> : undefined;
  if (loading && !missing) return <Spinner label={`Loading ${noun}`} />;
  return (
    <section aria-labelledby={`${noun}-heading`}>
      <h1 id={`${noun}-heading`}>{title}</h1>
      {missing ? (
        <EmptyState title={`This ${noun} does not exist.`} action={backLink} />
      ) : (
        <>
          <LoadFailure what={`this ${noun}`} onRetry={onRetry} />
          {backLink ? <p>{backLink}</p> : null}
        </>
      )}
    </section>
  );
}
