/**
 * Runs `check` (a read and the test's own assertions on it) until it passes and returns what it returned; after
 * `timeout` ms it throws `check`'s last error, so the test fails with its own message. For a state the page or a
 * server reaches in its own time that no locator waits for: the document title (set by an effect after the page has
 * rendered), a select's chosen option once its options have arrived, a report the page sends in the background.
 * It returns as soon as `check` passes: it is never a fixed wait. `check` should read without waiting itself
 * (`page.title()`, `evaluate`, a `fetch`), so each try is quick.
 */
export async function eventually<T>(check: () => Promise<T> | T, { timeout = 20_000 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
