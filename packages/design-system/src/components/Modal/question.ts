/**
 * The question asked before unsaved changes go. Constants only, so the forms entry (./unsavedChanges.ts) may import
 * them directly: ./leaving.ts holds the shared core's one set of askers and is reached through the package name.
 */

/** Text of the question asked before unsaved changes go (a dirty modal closing, a page form left). */
export const DISCARD_CHANGES_TITLE = 'Discard your changes?';
/** The question's message. */
export const DISCARD_CHANGES_MESSAGE = 'Your changes have not been saved.';
/** The whole question, as a dirty Modal's ConfirmDialog and a page form's `confirmDiscard` both ask it. */
export const DISCARD_QUESTION = {
  title: DISCARD_CHANGES_TITLE,
  message: DISCARD_CHANGES_MESSAGE,
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
  variant: 'danger',
} as const;
