import { useCallback, useEffect, useRef } from 'react';
import { confirm } from '../ConfirmDialog/confirm';

/** Text of the question asked before unsaved changes go (a dirty modal closing, a page form left). */
export const DISCARD_CHANGES_TITLE = 'Discard your changes?';
/** The question's message. */
export const DISCARD_CHANGES_MESSAGE = 'Your changes have not been saved.';

/** What holds unsaved changes now (an open dirty modal, a page form), each asking; true when the person discards. */
const leaveAskers = new Set<() => Promise<boolean>>();

/**
 * The person is leaving the page a different way than its own controls (the browser's Back or Forward, DS-02): every
 * open dialog and page form with unsaved changes asks "Discard your changes?" first, the newest first. Resolves true
 * when the person discarded every one, false as soon as one says "Keep editing". Null when nothing has unsaved changes,
 * so leaving need not wait. The shell calls it before single-spa routes (it may cancel the navigation); a page calls
 * it before a move of its own that replaces what is being edited (mf-exams' switch to every grader's essays).
 */
export function askBeforeLeaving(): Promise<boolean> | null {
  const [top, ...below] = [...leaveAskers].reverse();
  if (!top) return null;
  return below.reduce((leaving, ask) => leaving.then((leave) => leave && ask()), top());
}

/**
 * While `dirty`: reloading, closing the tab or typing another address asks first (the browser's own "Leave site?"),
 * and the browser's Back and Forward ask through `ask` ({@link askBeforeLeaving}). Modal uses it with its own
 * question; a form on a page uses {@link useUnsavedChanges}.
 */
export function useLeaveGuard(dirty: boolean, ask: () => Promise<boolean>): void {
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    if (!dirty) return undefined;
    const prompt = (event: BeforeUnloadEvent) => event.preventDefault();
    const asker = () => askRef.current();
    window.addEventListener('beforeunload', prompt);
    leaveAskers.add(asker);
    return () => {
      window.removeEventListener('beforeunload', prompt);
      leaveAskers.delete(asker);
    };
  }, [dirty]);
}

/** Asks "Discard your changes?" in a ConfirmDialog (Discard / Keep editing); true when the person discards. */
export function confirmDiscard(): Promise<boolean> {
  return confirm({
    title: DISCARD_CHANGES_TITLE,
    message: DISCARD_CHANGES_MESSAGE,
    confirmLabel: 'Discard',
    cancelLabel: 'Keep editing',
    variant: 'danger',
  });
}

/**
 * For a form on a page rather than in a Modal (the essay grade): while it has unsaved changes (`dirty`), leaving the
 * page asks first, as a dirty Modal's Cancel does (DS-02): the browser's "Leave site?" for a reload or a closed tab,
 * "Discard your changes?" for Back and Forward and for a link to another page of the app. Returns the question for the page's own moves that would take the
 * changes away (Skip): it resolves true at once when nothing is unsaved.
 */
export function useUnsavedChanges(dirty: boolean): () => Promise<boolean> {
  useLeaveGuard(dirty, confirmDiscard);
  useEffect(() => {
    if (!dirty) return undefined;
    const hold = (event: MouseEvent) => holdLinkWhileAsking(event);
    document.addEventListener('click', hold, true);
    return () => document.removeEventListener('click', hold, true);
  }, [dirty]);
  return useCallback(() => (dirty ? confirmDiscard() : Promise.resolve(true)), [dirty]);
}

/** Set while a link the person agreed to follow is clicked again. */
let following = false;

/**
 * A page form's changes would go with a click on a link to another page of the app (the menu, a breadcrumb): the
 * click is held (before the router's own handler, which a modal's backdrop keeps out of reach but a page form does
 * not) while "Discard your changes?" asks; on Discard the same link is clicked again. New tabs, downloads, other
 * sites and in-page anchors are the browser's.
 */
function holdLinkWhileAsking(event: MouseEvent): void {
  if (following || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin !== here.origin || (to.pathname === here.pathname && to.search === here.search)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void askBeforeLeaving()?.then((leave) => {
    if (!leave || !link.isConnected) return;
    following = true;
    try {
      link.click();
    } finally {
      following = false;
    }
  });
}
