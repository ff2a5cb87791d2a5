/**
 * A page form's leave guard (forms entry: only a page with a form loads it). The askers are the shared core's one set
 * (./leaving.ts, which Modal uses and the shell asks): through the package name.
 */
import { useCallback, useEffect } from 'react';
import { askBeforeLeaving, confirm, useLeaveGuard } from '@tutoring/design-system';
import { DISCARD_QUESTION } from './question';

/** Asks "Discard your changes?" in a ConfirmDialog (Discard / Keep editing); true when the person discards. */
export function confirmDiscard(): Promise<boolean> {
  return confirm(DISCARD_QUESTION);
}

/**
 * For a form on a page rather than in a Modal (the essay grade): while it has unsaved changes (`dirty`), leaving the
 * page asks first, as a dirty Modal's Cancel does (DS-02): the browser's "Leave site?" for a reload or a closed tab,
 * "Discard your changes?" for Back and Forward and for a link to another page of the app. Returns the question for
 * the page's own moves that would take the changes away (Skip): it resolves true at once when nothing is unsaved.
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
