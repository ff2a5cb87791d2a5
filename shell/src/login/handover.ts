/**
 * The hand-over between the small login page (a full load of `/login`, see ./loginPage.ts) and the full shell.
 * The login page loads the shell's `main.js` ahead of need (on the user's first intent) and sets a gate: the shell's
 * bootstrap waits for it before starting, so nothing of the shell runs or renders until the visitor is signed in.
 * On every other path no gate is set and the shell starts at once.
 */
declare global {
  interface Window {
    /**
     * Set by the login page while the shell must wait; resolves when it may start, with the user the login (or
     * current-user) reply named when there was one.
     */
    __tutoringShellGate?: Promise<ShellHandOver>;
  }
}

/** What the login page hands the shell: the signed-in user as the server described them (parsed by the shell). */
export type ShellHandOver = { user?: unknown };

/** Resolves when the shell may start (at once unless the login page holds it). */
export function shellGate(): Promise<ShellHandOver> {
  return window.__tutoringShellGate ?? Promise.resolve({});
}
