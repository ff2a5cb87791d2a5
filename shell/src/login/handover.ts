/**
 * The hand-over between the small login page (a full load of `/login`, see ./loginPage.ts) and the full shell.
 * The login page loads the shell's `main.js` ahead of need (on the user's first intent) and sets a gate: the shell's
 * bootstrap waits for it before starting, so nothing of the shell runs or renders until the visitor is signed in.
 * On every other path no gate is set and the shell starts at once.
 */
declare global {
  interface Window {
    /** Set by the login page while the shell must wait; resolves when it may start. */
    __tutoringShellGate?: Promise<void>;
  }
}

/** Resolves when the shell may start (at once unless the login page holds it). */
export function shellGate(): Promise<void> {
  return window.__tutoringShellGate ?? Promise.resolve();
}
