const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Keyboard-focusable elements inside `root`, in tab order (inert subtrees excluded). */
export function focusableIn(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.tabIndex >= 0,
  );
}

/** Nothing has the focus: the browser put it on the page's body (the focused element went away or was disabled). */
export const focusIsLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement;
};

/**
 * Components that can give the focus a new home when the element that had it went away while a dialog held the
 * focus (a Table whose row was removed by the row's own action): the dialog, closing, cannot return the focus to its
 * trigger and asks them. Each returns true when it placed the focus.
 */
const keepers = new Set<(gone: Element) => boolean>();

/** Registers `keeper` until the returned function is called. */
export function addFocusKeeper(keeper: (gone: Element) => boolean): () => void {
  keepers.add(keeper);
  return () => {
    keepers.delete(keeper);
  };
}

/** `gone` had the focus and is no longer in the page: the keeper that knew it places the focus (true if one did). */
export function rehomeFocus(gone: Element): boolean {
  for (const keeper of keepers) if (keeper(gone)) return true;
  return false;
}

/**
 * The page's own place for the focus when there is no control to give it back to (a dialog that opened by itself,
 * such as the student's review prompt, had the page's body as its "trigger"): the page's main heading, made
 * focusable by script only. False when the page has none.
 */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1, [role="main"] h1, h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}
