/**
 * What a form dialog had typed when the session ended, kept for its owner across the sign-in (X-06: a 401 signs out
 * and shows the login page, SHL-05; the dialog and its values went with the page). The shell says who is signed in
 * ({@link setDraftOwner}) and, when a session ends, asks every open form with changes to keep them
 * ({@link keepOpenDrafts}); an open {@link FormModal} takes its draft back when the same dialog is opened again on the
 * same page for the same record. Kept per tab in sessionStorage, like the sign-in's `?next=`: gone when the tab
 * closes, dropped when someone else signs in on the tab or the user signs out. Passwords and card details are never
 * kept (the FormModal leaves them out).
 *
 * Written here rather than taken from a library: react-hook-form has no persistence, and the persistence packages
 * (react-hook-form-persist and the like) save on every keystroke under a fixed key, with no owner and no notion of a
 * session ending.
 */
/** The sessionStorage keys of the drafts and of their owner (./draftStore.ts reads and writes the drafts). */
export const DRAFTS_KEY = 'tutoring.drafts';
export const OWNER_KEY = 'tutoring.draftsOwner';

/** The tab's sessionStorage, or null where there is none (or it is refused). */
export function draftStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const keepers = new Set<() => void>();

/**
 * Who is signed in on this tab (the shell calls it whenever that changes). Someone other than the drafts' owner drops
 * them; null (signed out, e.g. the session ended) keeps them for their owner's next sign-in.
 */
export function setDraftOwner(userId: string | number | null): void {
  const store = draftStorage();
  if (!store || userId === null) return;
  try {
    const owner = String(userId);
    if (store.getItem(OWNER_KEY) === owner) return;
    store.removeItem(DRAFTS_KEY);
    store.setItem(OWNER_KEY, owner);
  } catch {
    // Storage unavailable: nothing is kept.
  }
}

/** Drops every kept draft (the user signed out on purpose). */
export function dropDrafts(): void {
  try {
    draftStorage()?.removeItem(DRAFTS_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** The session ended: every open form with changes keeps them for its owner (the shell calls it before signing out). */
export function keepOpenDrafts(): void {
  for (const keep of [...keepers]) keep();
}

/** For FormModal: `keep` runs when the session ends while the dialog is open. Returns the unregister function. */
export function registerDraftKeeper(keep: () => void): () => void {
  keepers.add(keep);
  return () => {
    keepers.delete(keep);
  };
}
