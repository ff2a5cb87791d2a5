import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
