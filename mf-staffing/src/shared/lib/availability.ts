/**
 * Availability visibility and live schedule updates (STF-27, STF-29; OP-34, OP-68).
 */
import type { Availability } from '@tutoring/contract';

/** Who looks at a calendar: the current user's type (ADR 0001 CurrentUser.type). */
export type ViewerType = 'Employee' | 'Tutor' | 'Student' | 'Parent' | string | null | undefined;

/** STF-27, OP-68: students and parents see only unlocked availabilities; tutors and staff see all. */
export function seesLockedAvailabilities(viewer: ViewerType): boolean {
  return viewer !== 'Student' && viewer !== 'Parent';
}

/** STF-27: the availabilities a viewer may see. */
export function visibleAvailabilities<A extends Pick<Availability, 'locked'>>(
  items: readonly A[],
  viewer: ViewerType,
): A[] {
  return seesLockedAvailabilities(viewer) ? [...items] : items.filter((item) => !item.locked);
}

/** A calendar record the live updates can replace or remove. */
export interface ChangeableItem {
  id: number;
  locked?: boolean | null;
  maxedOut?: boolean | null;
}

/** One schedule change for one list: the changed record and whether it was deleted. */
export interface ScheduleChange<T extends ChangeableItem = ChangeableItem> {
  id: number;
  deleted: boolean;
  item: Partial<T> & { id: number };
}

/**
 * STF-29: applies a change to a loaded list in place: a deleted item is removed; a maxed-out (or locked)
 * availability is removed when the viewer is a student or parent; a known item is updated; an unknown one is
 * added (it belongs to the loaded range when the server sent it to us).
 */
export function applyScheduleChange<T extends ChangeableItem>(
  items: readonly T[],
  change: ScheduleChange<T>,
  viewer: ViewerType,
  options: { availability?: boolean } = {},
): T[] {
  const hideForViewer =
    !!options.availability && !seesLockedAvailabilities(viewer) && (!!change.item.maxedOut || !!change.item.locked);
  if (change.deleted || hideForViewer) return items.filter((item) => item.id !== change.id);
  const index = items.findIndex((item) => item.id === change.id);
  if (index === -1) return [...items, change.item as T];
  const next = [...items];
  next[index] = { ...items[index]!, ...change.item } as T;
  return next;
}
