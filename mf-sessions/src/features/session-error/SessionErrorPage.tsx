/** Session error: The session error page. */
export function SessionErrorPage() {
  return (
    <section aria-labelledby="session-error-heading">
      <h1 id="session-error-heading">Session error</h1>
    </section>
  );
}
