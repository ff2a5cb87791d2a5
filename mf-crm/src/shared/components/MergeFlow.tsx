import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MergeCompleteModal } from './MergeCompleteModal';
import { MergeModal, type MergeBody, type MergeCandidate } from './MergeModal';

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
 * flow is open; closing merge-complete in any way navigates to `pathOf(currentId)`.
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
          navigate(pathOf(keptId));
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
