import { useEffect, useRef } from 'react';

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
 * question; a form on a page uses the forms entry's `useUnsavedChanges`.
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
